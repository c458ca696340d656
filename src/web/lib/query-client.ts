import { QueryClient } from '@tanstack/react-query';

/** The spec's cache rules (section 9): queries retry once, no refetch on focus, fresh 60 s, kept 5 min; mutations never retry. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 60_000, gcTime: 5 * 60_000 },
      mutations: { retry: false },
    },
  });
}
