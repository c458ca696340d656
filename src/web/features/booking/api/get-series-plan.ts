import { queryOptions } from '@tanstack/react-query';
import type { SeriesPlan, SeriesPlanRequest } from '@core/api/series';
import { api } from '@web/lib/api-client';

/** `POST /api/bookings/series-plan`: every week of a weekly series and whether it can be seated now. */
export const seriesPlanQuery = (body: SeriesPlanRequest) =>
  queryOptions({
    queryKey: ['series-plan', body.slotId, body.weeks, body.swimmersCount ?? 1],
    queryFn: ({ signal }) => api.post<SeriesPlan>('/api/bookings/series-plan', body, { signal }),
    retry: false,
    staleTime: 0,
  });
