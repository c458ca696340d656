import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { InstructorSession } from '@core/api/instructor';
import { ApiError, api } from '@web/lib/api-client';

export const INSTRUCTOR_SESSION_QUERY_KEY = ['instructor', 'session'] as const;

/** `GET /api/instructor/session`: the signed-in instructor, or null when signed out (401). */
export async function fetchInstructorSession(signal?: AbortSignal): Promise<InstructorSession | null> {
  try {
    return await api.get<InstructorSession>('/api/instructor/session', { signal });
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) return null;
    throw err;
  }
}

export const instructorSessionQuery = () =>
  queryOptions({
    queryKey: INSTRUCTOR_SESSION_QUERY_KEY,
    queryFn: ({ signal }) => fetchInstructorSession(signal),
  });

/** After signing in or out: the new state at once, and no day sheet of the previous session left in the cache. */
export function setInstructorSession(queryClient: QueryClient, session: InstructorSession | null): void {
  queryClient.removeQueries({ queryKey: ['instructor', 'day'] });
  queryClient.setQueryData(INSTRUCTOR_SESSION_QUERY_KEY, session);
}
