import type { z } from 'zod';
import type { listQuerySchema } from '@core/api/admin';
import { CSRF_HEADER, type CsrfTokenResponse } from '@core/api/auth';
import { api, ApiError } from '@web/lib/api-client';

/**
 * Admin calls that change something carry the request-forgery token in a header. The token lives only in memory:
 * fetched from the server, replaced at login, and fetched again once if the server refuses it as stale.
 */
let csrfToken: string | undefined;

export async function fetchCsrfToken(): Promise<string> {
  const { token } = await api.get<CsrfTokenResponse>('/api/csrf-token');
  csrfToken = token;
  return token;
}

export function rememberCsrfToken(token: string | undefined) {
  csrfToken = token;
}

export function currentCsrfToken(): string | undefined {
  return csrfToken;
}

type Method = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export async function adminSend<T>(method: Method, path: string, body?: unknown): Promise<T> {
  const send = (token: string) => {
    const options = { headers: { [CSRF_HEADER]: token } };
    if (method === 'DELETE') return api.delete<T>(path, options);
    if (method === 'PUT') return api.put<T>(path, body, options);
    if (method === 'PATCH') return api.patch<T>(path, body, options);
    return api.post<T>(path, body, options);
  };
  try {
    return await send(csrfToken ?? (await fetchCsrfToken()));
  } catch (err) {
    if (err instanceof ApiError && err.code === 'CSRF_TOKEN_INVALID') return send(await fetchCsrfToken());
    throw err;
  }
}

export const adminGet = <T>(path: string) => api.get<T>(path);

/** What every paged admin list is asked with: a search, a status, and which page of how many rows. */
export type AdminListQuery = z.infer<typeof listQuerySchema>;

/** Query string from the defined, non-empty values. */
export function queryString(params: Record<string, string | number | undefined | null>): string {
  const entries = Object.entries(params).filter(([, v]) => v !== undefined && v !== null && v !== '');
  return entries.length ? `?${new URLSearchParams(entries.map(([k, v]) => [k, String(v)])).toString()}` : '';
}
