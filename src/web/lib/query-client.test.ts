import { describe, expect, test } from 'vitest';
import { createQueryClient } from './query-client';

describe('query client', () => {
  test('uses the cache rules of the spec', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries).toMatchObject({
      retry: 1,
      refetchOnWindowFocus: false,
      staleTime: 60_000,
      gcTime: 300_000,
    });
    expect(mutations).toMatchObject({ retry: false });
  });
});
