import { queryOptions } from '@tanstack/react-query';
import type { FamilyWaitlist } from '@core/api/waitlist';
import { api } from '@web/lib/api-client';

export const FAMILY_WAITLIST_QUERY_KEY = ['family', 'waitlist'] as const;

/** `GET /api/family/waitlist`: the signed-in family's entries still waiting, or holding an offer. */
export const familyWaitlistQuery = () =>
  queryOptions({
    queryKey: FAMILY_WAITLIST_QUERY_KEY,
    queryFn: ({ signal }) => api.get<FamilyWaitlist>('/api/family/waitlist', { signal }),
  });
