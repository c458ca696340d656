import type { z } from 'zod';
import type { messageStatusSchema, okSchema } from '@core/api/admin';
import { adminSend } from './admin-client';

export type SetMessageStatusInput = { id: string } & z.input<typeof messageStatusSchema>;

/** `POST /api/admin/messages/:id/status`: marks a contact message new, read or replied. */
export const setMessageStatus = ({ id, ...body }: SetMessageStatusInput) =>
  adminSend<z.infer<typeof okSchema>>('POST', `/api/admin/messages/${encodeURIComponent(id)}/status`, body);
