import { queryOptions } from '@tanstack/react-query';
import type { TimeSlotsResponse } from '@core/api/calendar';
import { api } from '@web/lib/api-client';
import { OPEN_SEATS_KEY } from '@web/lib/open-seat-queries';

export const timeSlotsKey = [...OPEN_SEATS_KEY, 'calendar', 'time-slots'] as const;

/**
 * Every slot of the fetch window with live seat counts; the page applies the bookable rule itself. With `zip` (one
 * inside the service area), only the times an instructor can reach there in time.
 */
export function timeSlotsQuery(range: { start: string; end: string }, zip?: string) {
  const params = new URLSearchParams({ start: range.start, end: range.end });
  if (zip) params.set('zip', zip);
  return queryOptions({
    queryKey: [...timeSlotsKey, range.start, range.end, zip ?? 'any-place'],
    queryFn: ({ signal }) => api.get<TimeSlotsResponse>(`/api/calendar/time-slots?${params}`, { signal }),
  });
}
