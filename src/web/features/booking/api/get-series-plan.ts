import { queryOptions } from '@tanstack/react-query';
import type { SeriesPlan, SeriesPlanRequest } from '@core/api/series';
import { api } from '@web/lib/api-client';

/**
 * `POST /api/bookings/series-plan`: every week of a weekly series and whether it can be seated now. The server reads
 * the visitor's hold from its cookie and counts its seats as free; `holdId` keys the answer to that hold.
 */
export const seriesPlanQuery = (body: SeriesPlanRequest, holdId: string | null) =>
  queryOptions({
    queryKey: ['series-plan', body.slotId, body.weeks, body.swimmersCount ?? 1, holdId],
    queryFn: ({ signal }) => api.post<SeriesPlan>('/api/bookings/series-plan', body, { signal }),
    retry: false,
    staleTime: 0,
  });
