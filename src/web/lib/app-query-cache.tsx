import { QueryClientContext, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { use, type ComponentType, type ReactNode } from 'react';
import { createQueryClient } from './query-client';

/*
 * The site's one query cache, and the provider that hands it to whatever reads the server. It sits around each page
 * and dialog that reads the server rather than around the whole app, so pages that read nothing (the home page first of
 * all) load without TanStack Query's code. Every provider hands out the same client, so what one page fetched is still
 * cached on the next.
 */

let client: QueryClient | undefined;

/** The query cache every page shares, created on first use. */
export function appQueryClient(): QueryClient {
  return (client ??= createQueryClient());
}

/** Provides the shared cache to `children`, unless a cache is provided already (a test's own, for one). */
export function AppQueryCache({ children }: { children: ReactNode }) {
  const outer = use(QueryClientContext);
  if (outer) return children;
  return <QueryClientProvider client={appQueryClient()}>{children}</QueryClientProvider>;
}

/** `Component` rendered inside the shared cache. */
export function withAppQueryCache<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function WithAppQueryCache(props: P) {
    return (
      <AppQueryCache>
        <Component {...props} />
      </AppQueryCache>
    );
  }
  WithAppQueryCache.displayName = `WithAppQueryCache(${Component.displayName ?? Component.name})`;
  return WithAppQueryCache;
}
