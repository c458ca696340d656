import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CommunityPool } from '@core/api/travel';
import { api } from '@web/lib/api-client';

/** `GET /api/travel/community-pools`: the business's pools a family may choose instead of its own. */
export const communityPoolsQuery = () =>
  queryOptions({
    queryKey: ['travel', 'community-pools'] as const,
    queryFn: ({ signal }) => api.get<{ pools: CommunityPool[] }>('/api/travel/community-pools', { signal }),
    select: (answer) => answer.pools,
    staleTime: 10 * 60_000,
  });

/** The list is asked for only once a family chooses a community pool: most families have their own. */
export function useCommunityPools(enabled: boolean) {
  return useQuery({ ...communityPoolsQuery(), enabled });
}
