import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DocumentsToSign, FamilyDocuments } from '@core/api/documents';
import { api } from '@web/lib/api-client';
import { familySessionQuery, mayHaveFamilySession } from '@web/lib/family-session';
import { FAMILY_DOCUMENTS_QUERY_KEY } from '@web/lib/saved-profile';

/** `GET /api/documents/to-sign`: the current documents a booking asks to sign. */
export const documentsToSignQuery = () =>
  queryOptions({
    queryKey: ['documents', 'to-sign'],
    queryFn: ({ signal }) => api.get<DocumentsToSign>('/api/documents/to-sign', { signal }),
    staleTime: 60_000,
  });

/**
 * The documents to sign (asked once the family nears the review step), and what a signed-in family booking with
 * its own email has signed already (`GET /api/family/documents`, the cache My Lessons shares), so a family that signed is not asked again.
 */
export function useDocumentsToSign(enabled: boolean, bookingEmail: string) {
  const toSign = useQuery({ ...documentsToSignQuery(), enabled });
  const hinted = mayHaveFamilySession();
  const session = useQuery({ ...familySessionQuery(), enabled: enabled && hinted });
  const family = useQuery({
    queryKey: FAMILY_DOCUMENTS_QUERY_KEY,
    queryFn: ({ signal }) => api.get<FamilyDocuments>('/api/family/documents', { signal }),
    enabled: enabled && !!session.data,
  });
  return {
    documents: toSign.data?.documents ?? [],
    /** Still asking: the review step waits rather than let a family continue past a document it has not seen. */
    loading: enabled && toSign.isPending,
    // Signatures count for the booking's email (the server checks that one): another email's are not this booking's.
    family:
      session.data && session.data.email === bookingEmail.trim().toLowerCase() ? (family.data ?? null) : null,
  };
}
