import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CSRF_HEADER, type AuthCheckResponse, type LoginRequest, type LoginResponse } from '@core/api/auth';
import { api, ApiError } from '@web/lib/api-client';
import { adminSend, currentCsrfToken, rememberCsrfToken } from './admin-client';

const authCheckKey = ['admin', 'auth-check'] as const;

/** The auth check: the signed-in admin, or null when the server answers 401. */
async function checkAuth(): Promise<AuthCheckResponse | null> {
  try {
    return await api.get<AuthCheckResponse>('/api/admin/auth/check');
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) return null;
    throw err;
  }
}

// Always asked again on mount: a session can end on the server (idle timeout) while the page keeps its last answer.
const authCheckQuery = queryOptions({
  queryKey: authCheckKey,
  queryFn: checkAuth,
  staleTime: 0,
  retry: false,
});

export function useAuthCheck() {
  return useQuery(authCheckQuery);
}

async function login({ username, password }: LoginRequest): Promise<LoginResponse> {
  const token = currentCsrfToken();
  const result = await api.post<LoginResponse>(
    '/api/admin/login',
    { username, password },
    { headers: { [CSRF_HEADER]: token ?? '' } },
  );
  rememberCsrfToken(result.csrfToken);
  return result;
}

/**
 * Signing in changes what the auth check answers, and the admin page shows the dashboard only from that answer.
 * The check is asked again before the mutation settles, also when no page is watching it (`refetchType: 'all'`), so
 * the login closes onto the dashboard instead of the "Admin Access" screen it was opened from.
 */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authCheckKey, refetchType: 'all' }),
  });
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
