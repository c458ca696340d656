/**
 * The signed-in family's saved profile (swimmers, contact details, places), read by My Lessons, which edits it, and by
 * the booking wizard and the request form, which offer it. Signed out, nothing is asked.
 */
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { FamilyProfile, SavedSwimmerInput, SavedSwimmer } from '@core/api/family-profile';
import { api } from './api-client';
import { familySessionQuery, mayHaveFamilySession } from './family-session';
import { FAMILY_PROGRESS_QUERY_KEY } from './family-progress';

export const FAMILY_PROFILE_QUERY_KEY = ['family', 'profile'] as const;
/** `GET /api/family/documents` (My Lessons, and the wizard's review step for a signed-in family). */
export const FAMILY_DOCUMENTS_QUERY_KEY = ['family', 'documents'] as const;

/**
 * After a change to the profile: the profile, and what is listed per swimmer (progress, documents to sign), since
 * saved swimmers are the swimmers those hang on.
 */
export function refreshFamilyProfile(queryClient: QueryClient) {
  for (const queryKey of [FAMILY_PROFILE_QUERY_KEY, FAMILY_PROGRESS_QUERY_KEY, FAMILY_DOCUMENTS_QUERY_KEY])
    void queryClient.invalidateQueries({ queryKey });
}

/** `GET /api/family/profile`. */
export const familyProfileQuery = () =>
  queryOptions({
    queryKey: FAMILY_PROFILE_QUERY_KEY,
    queryFn: ({ signal }) => api.get<FamilyProfile>('/api/family/profile', { signal }),
  });

/** `POST /api/family/swimmers`. */
export const addSavedSwimmer = (body: SavedSwimmerInput) =>
  api.post<SavedSwimmer>('/api/family/swimmers', body);

/** The family's profile when a family is signed in on this browser, else null (and nothing is asked). */
export function useSavedProfile(): FamilyProfile | null {
  const hinted = mayHaveFamilySession();
  const session = useQuery({ ...familySessionQuery(), enabled: hinted });
  const profile = useQuery({ ...familyProfileQuery(), enabled: hinted && !!session.data });
  return session.data ? (profile.data ?? null) : null;
}
