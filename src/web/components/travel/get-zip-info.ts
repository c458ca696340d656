import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ZipInfo } from '@core/api/travel';
import { isZipCode } from '@core/api/travel-text';
import { ApiError, api } from '@web/lib/api-client';

export const zipInfoKey = (zip: string) => ['travel', 'zip', zip] as const;

/** A 4xx (an unknown ZIP is a 404) will answer the same again: only a failure of the server is worth a retry. */
const retryServerFailures = (count: number, err: Error) =>
  count < 1 && !(err instanceof ApiError && err.status < 500);

/** `GET /api/travel/zip/:zip`: whether we travel there, what it costs per lesson and the sentence to show. */
export const zipInfoQuery = (zip: string) =>
  queryOptions({
    queryKey: zipInfoKey(zip),
    queryFn: ({ signal }) => api.get<ZipInfo>(`/api/travel/zip/${encodeURIComponent(zip)}`, { signal }),
    retry: retryServerFailures,
    // The owner rarely changes the fee bands; a visitor's page need not ask twice about one ZIP.
    staleTime: 10 * 60_000,
  });

export { isZipCode };

/** The look-up of `zip`, asked only once it is a 5-digit ZIP; every caller with the same ZIP shares one request. */
export function useZipInfo(zip: string | null | undefined) {
  const valid = zip != null && isZipCode(zip);
  return useQuery({ ...zipInfoQuery(valid ? zip.trim() : ''), enabled: valid });
}
