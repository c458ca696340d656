import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { lessonPackagesSchema } from '@core/api/credits';
import { api } from '@web/lib/api-client';

/** `GET /api/packages`: the packages on sale, for /lessons. */
export const lessonPackagesQuery = () =>
  queryOptions({
    queryKey: ['lesson-packages'],
    queryFn: ({ signal }) => api.get<z.infer<typeof lessonPackagesSchema>>('/api/packages', { signal }),
    staleTime: 5 * 60_000,
  });
