import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { createQueryClient } from '@web/lib/query-client';
import { useAuthCheck, useLogin, useLogout } from './auth';

const OWNER = {
  authenticated: true,
  username: 'owner',
  idleExpiresAt: '2030-01-01T00:30:00.000Z',
  absoluteExpiresAt: '2030-01-01T12:00:00.000Z',
};

/** A server with one session cookie: login opens it, logout closes it, the auth check reports it. */
function fakeServer() {
  let signedIn = false;
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) => {
      if (path === '/api/admin/login') {
        signedIn = true;
        return json(200, { success: true, username: 'owner', csrfToken: 'session-token' });
      }
      if (path === '/api/admin/logout') {
        signedIn = false;
        return json(200, { success: true });
      }
      if (path === '/api/csrf-token') return json(200, { token: 'pre-login-token' });
      if (path === '/api/admin/auth/check')
        return signedIn ? json(200, OWNER) : json(401, { message: 'Authentication required' });
      return json(404, { message: 'Not found' });
    }),
  );
}

function renderAdminAuth() {
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(() => ({ check: useAuthCheck(), login: useLogin(), logout: useLogout() }), { wrapper });
}

function authChecks(): number {
  const calls = vi.mocked(fetch).mock.calls as unknown as [string][];
  return calls.filter(([path]) => path === '/api/admin/auth/check').length;
}

afterEach(() => vi.unstubAllGlobals());

describe('admin auth queries', () => {
  test('a login answers the auth check with the signed-in admin by the time it settles', async () => {
    fakeServer();
    const { result } = renderAdminAuth();
    await waitFor(() => expect(result.current.check.isSuccess).toBe(true));
    expect(result.current.check.data).toBeNull();

    await act(() => result.current.login.mutateAsync({ username: 'owner', password: 'a long passphrase' }));

    expect(result.current.check.data).toEqual(OWNER);
  });

  test('a logout answers the auth check with nobody without asking the server again', async () => {
    fakeServer();
    const { result } = renderAdminAuth();
    await act(() => result.current.login.mutateAsync({ username: 'owner', password: 'a long passphrase' }));
    await waitFor(() => expect(result.current.check.data).toEqual(OWNER));

    const checksBefore = authChecks();
    await act(() => result.current.logout());

    await waitFor(() => expect(result.current.check.data).toBeNull());
    expect(authChecks()).toBe(checksBefore);
  });
});
