import type { z } from 'zod';
import type { auditEntrySchema, auditPageSchema } from '@core/api/admin';
import { adminGet, queryString, type AdminListQuery } from './admin-client';

export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** `GET /api/admin/audit`: one page of the audit log, newest first: who did what, and when. */
export const listAuditEntries = (query: AdminListQuery) =>
  adminGet<z.infer<typeof auditPageSchema>>(`/api/admin/audit${queryString(query)}`);
