import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AuthCheckResponse, LoginResponse } from '@core/api/auth';
import { api, ApiError } from '@web/lib/api-client';
import { adminSend, currentCsrfToken, rememberCsrfToken } from './admin-client';

export const authCheckKey = ['admin', 'auth-check'] as const;

/** The auth check: the signed-in admin, or null when the server answers 401. */
export async function checkAuth(): Promise<AuthCheckResponse | null> {
  try {
    return await api.get<AuthCheckResponse>('/api/admin/auth/check');
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) return null;
    throw err;
  }
}

export function useAuthCheck() {
  return useQuery({ queryKey: authCheckKey, queryFn: checkAuth, staleTime: 0, retry: false });
}

export async function login(username: string, password: string): Promise<LoginResponse> {
  const token = currentCsrfToken();
  const result = await api.post<LoginResponse>(
    '/api/admin/login',
    { username, password },
    { headers: { 'x-csrf-token': token ?? '' } },
  );
  rememberCsrfToken(result.csrfToken);
  return result;
}

export function useLogout() {
  const queryClient = useQueryClient();
  return async () => {
    try {
      await adminSend('POST', '/api/admin/logout', {});
    } finally {
      rememberCsrfToken(undefined);
      // Signed out first, so the page swaps to "Admin Access" before any admin data is dropped.
      queryClient.setQueryData(authCheckKey, null);
      queryClient.removeQueries({ queryKey: ['admin'], predicate: (q) => q.queryKey[1] !== authCheckKey[1] });
    }
  };
}
