import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { familyProgressSchema } from '@core/api/family';
import { api } from '@web/lib/api-client';

export type FamilyProgress = z.infer<typeof familyProgressSchema>;

export const FAMILY_PROGRESS_QUERY_KEY = ['family', 'progress'] as const;

/** The signed-in family's swimmers, named as on their bookings, with the milestones saved for each. */
export const familyProgressQuery = () =>
  queryOptions({
    queryKey: FAMILY_PROGRESS_QUERY_KEY,
    queryFn: ({ signal }) => api.get<FamilyProgress>('/api/family/progress', { signal }),
  });
