import type { z } from 'zod';
import type { adminMessageSchema, messagePageSchema } from '@core/api/admin';
import { adminGet, queryString, type AdminListQuery } from './admin-client';

export type AdminMessage = z.infer<typeof adminMessageSchema>;

/** `GET /api/admin/messages`: one page of the messages sent with the contact form. */
export const listMessages = (query: AdminListQuery) =>
  adminGet<z.infer<typeof messagePageSchema>>(`/api/admin/messages${queryString(query)}`);
