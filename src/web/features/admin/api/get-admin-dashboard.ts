import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Dashboard } from '@core/api/admin';
import { adminGet } from './admin-client';

/** `GET /api/admin/dashboard`: today's figures, bookings per week, recent activity and the system's state. */
export const getAdminDashboard = () => adminGet<Dashboard>('/api/admin/dashboard');

// Asked again whenever the dashboard opens: its figures are the owner's first look at the day.
export const adminDashboardQuery = () =>
  queryOptions({ queryKey: ['admin', 'dashboard'], queryFn: getAdminDashboard, staleTime: 0 });

export const useAdminDashboard = () => useQuery(adminDashboardQuery());
