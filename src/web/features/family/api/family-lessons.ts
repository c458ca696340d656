import { queryOptions } from '@tanstack/react-query';
import type { FamilyOverview } from '@core/api/family';
import { api } from '@web/lib/api-client';

export const FAMILY_LESSONS_QUERY_KEY = ['family', 'lessons'] as const;

/** The signed-in family's bookings, their lessons, and their lesson requests. */
export const familyLessonsQuery = () =>
  queryOptions({
    queryKey: FAMILY_LESSONS_QUERY_KEY,
    queryFn: ({ signal }) => api.get<FamilyOverview>('/api/family/lessons', { signal }),
  });
