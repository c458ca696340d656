import type { OutboxListResponse } from '@core/api/email';
import { adminGet, queryString, type AdminListQuery } from './admin-client';

/**
 * `GET /api/admin/outbox`: one page of the messages the site queued, with their delivery. The status filter is one of
 * `OUTBOX_STATUSES`; the server refuses any other.
 */
export const listOutboxMessages = (query: AdminListQuery) =>
  adminGet<OutboxListResponse>(`/api/admin/outbox${queryString(query)}`);
