import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ApiError } from '@web/lib/api-client';
import { familySessionQuery, mayHaveFamilySession, setFamilySession } from '@web/lib/family-session';
import { familyProgressQuery } from '@web/lib/family-progress';

/**
 * The family's swimmers when a family is signed in on this browser; an empty list (and the page-only tracker)
 * for everyone else, who never causes a request.
 */
export function useFamilySwimmers() {
  const queryClient = useQueryClient();
  const [mayBeSignedIn] = useState(() => mayHaveFamilySession());
  const session = useQuery({ ...familySessionQuery(), enabled: mayBeSignedIn });
  const signedIn = Boolean(session.data);
  const progress = useQuery({ ...familyProgressQuery(), enabled: signedIn });

  const ended = progress.error instanceof ApiError && progress.error.status === 401;
  useEffect(() => {
    if (ended) setFamilySession(queryClient, null);
  }, [ended, queryClient]);

  return {
    signedIn: signedIn && !ended,
    loading: signedIn && progress.isPending,
    error: progress.isError && !ended ? progress.error.message : null,
    swimmers: progress.data?.swimmers ?? [],
  };
}
