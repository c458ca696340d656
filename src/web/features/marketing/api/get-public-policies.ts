import { queryOptions } from '@tanstack/react-query';
import type { PublicPolicies } from '@core/api/policies';
import { api } from '@web/lib/api-client';

/** `GET /api/policies`: the cancellation notice in force and what a cancellation in time gives back, for the FAQ. */
export const publicPoliciesQuery = () =>
  queryOptions({
    queryKey: ['public-policies'],
    queryFn: ({ signal }) => api.get<PublicPolicies>('/api/policies', { signal }),
  });
