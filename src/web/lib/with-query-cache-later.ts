import type { ComponentType } from 'react';

/**
 * `load`'s component inside the shared query cache, with the cache's code loaded beside it rather than in the first
 * script (lib/app-query-cache.tsx).
 */
export function withQueryCacheLater<P extends object>(
  load: () => Promise<ComponentType<P>>,
): Promise<ComponentType<P>> {
  return Promise.all([load(), import('./app-query-cache')]).then(([component, cache]) =>
    cache.withAppQueryCache(component),
  );
}
