import { QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { AppQueryCache, appQueryClient, withAppQueryCache } from './app-query-cache';
import { createQueryClient } from './query-client';

let seen: unknown[] = [];
function ReadsTheCache() {
  seen.push(useQueryClient());
  return null;
}

describe('the shared query cache', () => {
  test('every page that reads the server gets the same cache, so what one fetched is cached for the next', () => {
    seen = [];
    const PageOne = withAppQueryCache(ReadsTheCache);
    const first = render(<PageOne />);
    first.unmount();
    render(
      <AppQueryCache>
        <ReadsTheCache />
      </AppQueryCache>,
    );
    expect(seen).toHaveLength(2);
    expect(seen[0]).toBe(appQueryClient());
    expect(seen[1]).toBe(appQueryClient());
  });

  test('a cache provided above (a test’s own) is kept', () => {
    seen = [];
    const own = createQueryClient();
    render(
      <QueryClientProvider client={own}>
        <AppQueryCache>
          <ReadsTheCache />
        </AppQueryCache>
      </QueryClientProvider>,
    );
    expect(seen[0]).toBe(own);
  });
});
