import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminInstructor } from '@core/api/admin';
import { adminGet } from './admin-client';

/** `GET /api/admin/instructors`: every instructor, active or not (a short list, sent whole). */
export const getAdminInstructors = () => adminGet<{ items: AdminInstructor[] }>('/api/admin/instructors');

// The instructors screen, the schedule's filter, the slot form and the route panel share this cache.
export const adminInstructorsQuery = () =>
  queryOptions({ queryKey: ['admin', 'instructors'], queryFn: getAdminInstructors });

export const useAdminInstructors = () => useQuery(adminInstructorsQuery());
