import type { z } from 'zod';
import type { CancelSlotResponse, cancelSlotSchema } from '@core/api/admin';
import { adminSend } from './admin-client';

export type CancelSlotInput = { id: string } & z.input<typeof cancelSlotSchema>;

/** `POST /api/admin/slots/:id/cancel`: cancels one lesson; everyone booked gets their share back and an email. */
export const cancelSlot = ({ id, ...body }: CancelSlotInput) =>
  adminSend<CancelSlotResponse>('POST', `/api/admin/slots/${encodeURIComponent(id)}/cancel`, body);
