import type { z } from 'zod';
import type { AdminSlot, updateSlotSchema } from '@core/api/admin';
import { adminSend } from './admin-client';

export type UpdateSlotInput = { id: string } & z.input<typeof updateSlotSchema>;

/** `PATCH /api/admin/slots/:id`: a lesson slot's capacity, price or status; the server answers the slot as saved. */
export const updateSlot = ({ id, ...body }: UpdateSlotInput) =>
  adminSend<AdminSlot>('PATCH', `/api/admin/slots/${encodeURIComponent(id)}`, body);
