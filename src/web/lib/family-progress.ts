/**
 * The signed-in family's swimmers with their progress, shared by the pages that show it (the progress tracker and
 * My Lessons), so both read one cache entry.
 */
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { familyProgressSchema } from '@core/api/family';
import { api } from './api-client';

export type FamilyProgress = z.infer<typeof familyProgressSchema>;

export const FAMILY_PROGRESS_QUERY_KEY = ['family', 'progress'] as const;

/**
 * `GET /api/family/progress`: the swimmers (the saved ones under their profile names, then those of the bookings), with
 * the milestones the family ticked and the ones an instructor signed off in a lesson.
 */
export const familyProgressQuery = () =>
  queryOptions({
    queryKey: FAMILY_PROGRESS_QUERY_KEY,
    queryFn: ({ signal }) => api.get<FamilyProgress>('/api/family/progress', { signal }),
  });
