import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminVenue } from '@core/api/admin';
import { adminGet } from './admin-client';

/** `GET /api/admin/venues`: every venue, active or not (a short list, sent whole). */
export const getAdminVenues = () => adminGet<{ items: AdminVenue[] }>('/api/admin/venues');

export const adminVenuesQuery = () =>
  queryOptions({ queryKey: ['admin', 'venues'], queryFn: getAdminVenues });

export const useAdminVenues = () => useQuery(adminVenuesQuery());
