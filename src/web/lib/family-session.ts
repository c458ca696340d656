/**
 * The family signed in to My Lessons, shared by the pages that change with it (My Lessons, the progress tracker).
 *
 * The session itself is an HttpOnly cookie the page cannot read. So that a visitor who never signed in does not ask
 * the server on every progress-tracker visit (and see a 401 in the console), this browser also keeps a hint that a
 * family signed in here, for as long as a session lasts (BROWSER_KEEP_DAYS). Pages that are only better signed in
 * ask the server only with the hint; My Lessons always asks.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { FamilySession } from '@core/api/family';
import { ApiError, api } from './api-client';
import { readExpiring, storeExpiring } from './expiring-storage';

export const FAMILY_SESSION_QUERY_KEY = ['family-session'] as const;
export const FAMILY_SIGNED_IN_HINT_KEY = 'swim.family.signedIn';

export function rememberFamilySignIn(now = new Date()): void {
  storeExpiring(FAMILY_SIGNED_IN_HINT_KEY, '1', now);
}

export function forgetFamilySignIn(): void {
  try {
    window.localStorage.removeItem(FAMILY_SIGNED_IN_HINT_KEY);
  } catch {
    // Blocked storage holds no hint to remove.
  }
}

/** True when a family signed in on this browser within a session's lifetime. */
export function mayHaveFamilySession(now = new Date()): boolean {
  return readExpiring(FAMILY_SIGNED_IN_HINT_KEY, now) !== null;
}

/** GET /api/family/session: the session, or null when signed out (401). */
export async function fetchFamilySession(signal?: AbortSignal): Promise<FamilySession | null> {
  try {
    const session = await api.get<FamilySession>('/api/family/session', { signal });
    rememberFamilySignIn();
    return session;
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) {
      forgetFamilySignIn();
      return null;
    }
    throw err;
  }
}

export const familySessionQuery = () =>
  queryOptions({
    queryKey: FAMILY_SESSION_QUERY_KEY,
    queryFn: ({ signal }) => fetchFamilySession(signal),
  });

/** After signing in or out: the new state everywhere at once, and every family query read again. */
export function setFamilySession(queryClient: QueryClient, session: FamilySession | null): void {
  if (session) rememberFamilySignIn();
  else forgetFamilySignIn();
  queryClient.setQueryData(FAMILY_SESSION_QUERY_KEY, session);
}
