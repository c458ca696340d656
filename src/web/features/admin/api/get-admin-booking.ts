import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminBookingDetail } from '@core/api/admin';
import { adminGet } from './admin-client';

/** One booking as the owner sees it: lessons with their state, swimmers, payments and history. */
export const getAdminBooking = (id: string) =>
  adminGet<AdminBookingDetail>(`/api/admin/bookings/${encodeURIComponent(id)}`);

export const adminBookingQuery = (id: string) =>
  queryOptions({ queryKey: ['admin', 'booking', id], queryFn: () => getAdminBooking(id) });

export const useAdminBooking = (id: string) => useQuery(adminBookingQuery(id));
