import type { z } from 'zod';
import type { adminLeadSchema, leadPageSchema } from '@core/api/admin';
import { adminGet, queryString, type AdminListQuery } from './admin-client';

export type AdminLead = z.infer<typeof adminLeadSchema>;

/** `GET /api/admin/leads`: one page of the people who asked for the free checklist. */
export const listLeads = (query: AdminListQuery) =>
  adminGet<z.infer<typeof leadPageSchema>>(`/api/admin/leads${queryString(query)}`);
