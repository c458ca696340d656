import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminWaitlist } from '@core/api/waitlist';
import { adminGet } from './admin-client';

/** `GET /api/admin/waitlist`: entries per time (soonest first) and the preferences, waiting or offered. */
export const getAdminWaitlist = () => adminGet<AdminWaitlist>('/api/admin/waitlist');

export const adminWaitlistQuery = () =>
  queryOptions({ queryKey: ['admin', 'waitlist'], queryFn: getAdminWaitlist });

export const useAdminWaitlist = () => useQuery(adminWaitlistQuery());
