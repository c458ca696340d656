import { queryOptions } from '@tanstack/react-query';
import type { RescheduleOptions } from '@core/api/family';
import { api } from '@web/lib/api-client';

/** The bookable times of the same lesson type for the same swimmers, with what moving would cost or give back. */
export const rescheduleOptionsQuery = (lessonId: string) =>
  queryOptions({
    queryKey: ['family', 'reschedule-options', lessonId],
    queryFn: ({ signal }) =>
      api.get<RescheduleOptions>(`/api/family/lessons/${encodeURIComponent(lessonId)}/reschedule-options`, {
        signal,
      }),
    // Seats come and go: every opening of the dialog reads them again.
    staleTime: 0,
  });
