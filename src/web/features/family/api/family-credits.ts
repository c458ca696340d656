import { queryOptions } from '@tanstack/react-query';
import type { CreditAccount } from '@core/api/credits';
import { api } from '@web/lib/api-client';

export const FAMILY_CREDITS_QUERY_KEY = ['family', 'credits'] as const;

/** `GET /api/family/credits`: the signed-in family's credit balance, lots and history. */
export const familyCreditsQuery = () =>
  queryOptions({
    queryKey: FAMILY_CREDITS_QUERY_KEY,
    queryFn: ({ signal }) => api.get<CreditAccount>('/api/family/credits', { signal }),
  });
