import { queryOptions } from '@tanstack/react-query';
import type { TimeSlotsResponse } from '@core/api/calendar';
import { api } from '@web/lib/api-client';

export const timeSlotsKey = ['calendar', 'time-slots'] as const;

/** Every slot of the fetch window with live seat counts; the page applies the bookable rule itself. */
export function timeSlotsQuery(range: { start: string; end: string }) {
  return queryOptions({
    queryKey: [...timeSlotsKey, range.start, range.end],
    queryFn: ({ signal }) =>
      api.get<TimeSlotsResponse>(
        `/api/calendar/time-slots?start=${encodeURIComponent(range.start)}&end=${encodeURIComponent(range.end)}`,
        { signal },
      ),
  });
}
