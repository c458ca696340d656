import type { z } from 'zod';
import type { bookingPageSchema } from '@core/api/admin';
import { adminGet, queryString, type AdminListQuery } from './admin-client';

export type AdminBookingPage = z.infer<typeof bookingPageSchema>;

/** `GET /api/admin/bookings`: one page of bookings, by reference, name or email, and status. */
export const listAdminBookings = (query: AdminListQuery) =>
  adminGet<AdminBookingPage>(`/api/admin/bookings${queryString(query)}`);
