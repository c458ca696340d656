/** Wrong logins sent all at once, on PostgreSQL where they really run side by side on separate connections. */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { LOGIN_LIMITS } from './login-limits';
import { signIn, TEST_ADMIN } from './testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await signIn(t.app, { ip: '192.0.2.1' }); // creates the account
});
afterAll(async () => t?.close());

describe('concurrent wrong logins from one address', () => {
  test('20 sent at once: no more than the budget reach the password check, the rest are refused with 429', async () => {
    const ip = '203.0.113.77';
    const tokenRes = await t.app.inject({ method: 'GET', url: '/api/csrf-token', remoteAddress: ip });
    const token = tokenRes.json<{ token: string }>().token;
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/admin/login',
          remoteAddress: ip,
          headers: { 'x-csrf-token': token },
          cookies: { swim_csrf: token },
          payload: { username: TEST_ADMIN.username, password: `concurrent wrong guess ${i}` },
        }),
      ),
    );
    const statuses = responses.map((r) => r.statusCode);
    const checked = statuses.filter((s) => s === 401).length;
    expect(checked).toBeGreaterThanOrEqual(1);
    expect(checked).toBeLessThanOrEqual(LOGIN_LIMITS.perAddressAndUsername);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20 - checked);
  });
});
