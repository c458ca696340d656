import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TravelSettings } from '@core/api/travel';
import { adminGet } from './admin-client';

/** `GET /api/admin/travel-settings`: where the instructors start from, how far they go, and the fee bands. */
export const travelSettingsQuery = () =>
  queryOptions({
    queryKey: ['admin', 'travel-settings'],
    queryFn: () => adminGet<TravelSettings>('/api/admin/travel-settings'),
  });

export const useTravelSettings = () => useQuery(travelSettingsQuery());
