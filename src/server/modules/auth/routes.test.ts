import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { adminSessions, auditLog } from '../../db/schema';
import { sha256 } from '../../lib/ids';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signIn, TEST_ADMIN } from './testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const check = (sessionId: string) =>
  t.app.inject({ method: 'GET', url: '/api/admin/auth/check', cookies: { swim_admin: sessionId } });

async function preLogin(ip = '10.0.0.1') {
  const res = await t.app.inject({ method: 'GET', url: '/api/csrf-token', remoteAddress: ip });
  const token = res.json<{ token: string }>().token;
  return { token, res };
}

const loginWith = (opts: {
  ip?: string;
  token?: string;
  cookie?: string;
  origin?: string;
  username?: string;
  password?: string;
  session?: string;
}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/login',
    remoteAddress: opts.ip ?? '10.0.0.1',
    headers: {
      ...(opts.token ? { 'x-csrf-token': opts.token } : {}),
      ...(opts.origin ? { origin: opts.origin } : {}),
    },
    cookies: {
      ...(opts.cookie ? { swim_csrf: opts.cookie } : {}),
      ...(opts.session ? { swim_admin: opts.session } : {}),
    },
    payload: {
      username: opts.username ?? TEST_ADMIN.username,
      password: opts.password ?? TEST_ADMIN.password,
    },
  });

describe('request-forgery token', () => {
  test('GET /api/csrf-token answers a token and keeps it in an HttpOnly, SameSite=Lax cookie', async () => {
    const { token, res } = await preLogin();
    expect(token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    const cookie = res.cookies.find((c) => c.name === 'swim_csrf');
    expect(cookie?.value).toBe(token);
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  test('login without the token header is refused with 403 "Security token required"', async () => {
    const { token } = await preLogin();
    const res = await loginWith({ cookie: token });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'CSRF_TOKEN_MISSING', message: 'Security token required' });
  });

  test('login with a token that does not match the cookie is refused with 403', async () => {
    const { token } = await preLogin();
    const res = await loginWith({ cookie: token, token: `${token.slice(0, -2)}xx` });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('CSRF_TOKEN_INVALID');
  });

  test('login from a foreign Origin is refused with 403 even with a valid token', async () => {
    const { token } = await preLogin();
    const res = await loginWith({ cookie: token, token, origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('ORIGIN_NOT_ALLOWED');
  });
});

describe('login', () => {
  beforeAll(async () => {
    await signIn(t.app, { ip: '10.9.9.9' }); // creates the account
  });

  test('a wrong password and an unknown username both get the same generic 401', async () => {
    const { token } = await preLogin('10.0.1.1');
    const wrong = await loginWith({
      ip: '10.0.1.1',
      cookie: token,
      token,
      password: 'not the password at all',
    });
    const unknown = await loginWith({ ip: '10.0.1.1', cookie: token, token, username: 'nobody' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'Authentication failed', code: 'AUTHENTICATION_FAILED' });
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.cookies.find((c) => c.name === 'swim_admin')).toBeUndefined();
  });

  test('a successful login sets an HttpOnly SameSite=Lax session cookie and the auth check passes', async () => {
    const { token } = await preLogin('10.0.2.1');
    const res = await loginWith({ ip: '10.0.2.1', cookie: token, token, origin: t.config.publicUrl });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, username: 'owner' });
    const cookie = res.cookies.find((c) => c.name === 'swim_admin');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie?.secure).toBeFalsy();
    const ok = await check(cookie!.value);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ authenticated: true, username: 'owner' });
  });

  test('the database keeps only a hash of the session id', async () => {
    const client = await signIn(t.app, { ip: '10.0.2.2' });
    const rows = await t.db
      .select()
      .from(adminSessions)
      .where(eq(adminSessions.idHash, sha256(client.sessionId)));
    expect(rows).toHaveLength(1);
    const raw = await t.db.select().from(adminSessions).where(eq(adminSessions.idHash, client.sessionId));
    expect(raw).toHaveLength(0);
  });

  test('logging in again issues a new session id and the old one stops working', async () => {
    const first = await signIn(t.app, { ip: '10.0.3.1' });
    const { token } = await preLogin('10.0.3.1');
    const res = await loginWith({ ip: '10.0.3.1', cookie: token, token, session: first.sessionId });
    const second = res.cookies.find((c) => c.name === 'swim_admin')!.value;
    expect(second).not.toBe(first.sessionId);
    expect((await check(first.sessionId)).statusCode).toBe(401);
    expect((await check(second)).statusCode).toBe(200);
  });

  test('a session id planted before login is never promoted', async () => {
    const planted = 'A'.repeat(43);
    const { token } = await preLogin('10.0.3.2');
    const res = await loginWith({ ip: '10.0.3.2', cookie: token, token, session: planted });
    expect(res.cookies.find((c) => c.name === 'swim_admin')!.value).not.toBe(planted);
    expect((await check(planted)).statusCode).toBe(401);
  });

  test('login is written to the audit log with who and when', async () => {
    await signIn(t.app, { ip: '10.0.3.3' });
    const rows = await t.db.select().from(auditLog).where(eq(auditLog.action, 'admin.login'));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows[0]).toMatchObject({ actor: 'owner' });
    expect(rows[0]!.createdAt).toBeInstanceOf(Date);
  });
});

describe('sessions', () => {
  test('the auth check is 401 without a session cookie and with an unknown one', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/auth/check' })).statusCode).toBe(401);
    const res = await check('B'.repeat(43));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  test('a session idle for more than 30 minutes is refused', async () => {
    const client = await signIn(t.app, { ip: '10.0.4.1' });
    await t.db
      .update(adminSessions)
      .set({ lastSeenAt: sql`now() - interval '31 minutes'` })
      .where(eq(adminSessions.idHash, sha256(client.sessionId)));
    expect((await check(client.sessionId)).statusCode).toBe(401);
  });

  test('activity within 30 minutes keeps the session alive and restarts the idle clock', async () => {
    const client = await signIn(t.app, { ip: '10.0.4.2' });
    await t.db
      .update(adminSessions)
      .set({ lastSeenAt: sql`now() - interval '29 minutes'` })
      .where(eq(adminSessions.idHash, sha256(client.sessionId)));
    expect((await check(client.sessionId)).statusCode).toBe(200);
    const [row] = await t.db
      .select()
      .from(adminSessions)
      .where(eq(adminSessions.idHash, sha256(client.sessionId)));
    expect(Date.now() - row!.lastSeenAt.getTime()).toBeLessThan(60_000);
  });

  test('a session past its 12-hour absolute limit is refused even while active', async () => {
    const client = await signIn(t.app, { ip: '10.0.4.3' });
    const [row] = await t.db
      .select()
      .from(adminSessions)
      .where(eq(adminSessions.idHash, sha256(client.sessionId)));
    const hours = (row!.absoluteExpiresAt.getTime() - row!.createdAt.getTime()) / 3_600_000;
    expect(hours).toBeCloseTo(12, 1);
    await t.db
      .update(adminSessions)
      .set({ absoluteExpiresAt: sql`now() - interval '1 second'` })
      .where(eq(adminSessions.idHash, sha256(client.sessionId)));
    expect((await check(client.sessionId)).statusCode).toBe(401);
  });

  test('logout without the token is 403, from a foreign origin is 403, and with it ends the session on the server', async () => {
    const client = await signIn(t.app, { ip: '10.0.5.1' });
    const cookies = { swim_admin: client.sessionId };
    const noToken = await t.app.inject({ method: 'POST', url: '/api/admin/logout', cookies, payload: {} });
    expect(noToken.statusCode).toBe(403);
    expect(noToken.json().message).toBe('Security token required');
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/admin/logout',
      cookies,
      headers: { 'x-csrf-token': client.csrfToken, origin: 'https://evil.example' },
      payload: {},
    });
    expect(foreign.statusCode).toBe(403);
    const crossSite = await t.app.inject({
      method: 'POST',
      url: '/api/admin/logout',
      cookies,
      headers: { 'x-csrf-token': client.csrfToken, 'sec-fetch-site': 'cross-site' },
      payload: {},
    });
    expect(crossSite.statusCode).toBe(403);
    expect((await check(client.sessionId)).statusCode).toBe(200);

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/logout',
      headers: client.headers,
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === 'swim_admin')?.value).toBe('');
    const rows = await t.db
      .select()
      .from(adminSessions)
      .where(eq(adminSessions.idHash, sha256(client.sessionId)));
    expect(rows).toHaveLength(0);
    expect((await check(client.sessionId)).statusCode).toBe(401);
  });

  test('signed in, GET /api/csrf-token answers the session token that admin calls need', async () => {
    const client = await signIn(t.app, { ip: '10.0.5.2' });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/csrf-token',
      cookies: { swim_admin: client.sessionId },
    });
    expect(res.json().token).toBe(client.csrfToken);
  });
});

describe('failed-login limits', () => {
  test('20 wrong passwords from one address are rate-limited, while the right password from another address still works', async () => {
    const ip = '203.0.113.7';
    const { token } = await preLogin(ip);
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) {
      const res = await loginWith({ ip, cookie: token, token, password: `wrong guess number ${i}` });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5).every((s) => s === 429)).toBe(true);
    const limited = await loginWith({ ip, cookie: token, token });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('900');
    expect(limited.json().message).toContain('Too many sign-in attempts');

    const other = await signIn(t.app, { ip: '198.51.100.20', createAccount: false, knownDevice: false });
    expect((await check(other.sessionId)).statusCode).toBe(200);
  });
});

describe('cookies over HTTPS', () => {
  test('carry the __Host- prefix and Secure when the public URL is https', async () => {
    const secure = await createTestApp({ PUBLIC_URL: 'https://swim.example.com' });
    try {
      const res = await secure.app.inject({ method: 'GET', url: '/api/csrf-token' });
      const cookie = res.cookies.find((c) => c.name === '__Host-swim_csrf');
      expect(cookie?.secure).toBe(true);
      expect(cookie?.path).toBe('/');
      expect(cookie?.domain).toBeUndefined();
    } finally {
      await secure.close();
    }
  });
});

describe('cleanup', () => {
  test('the cleanup job deletes expired sessions and keeps live ones', async () => {
    const { authCleanupJob } = await import('./cleanup-job');
    const live = await signIn(t.app, { ip: '10.0.9.1' });
    const stale = await signIn(t.app, { ip: '10.0.9.2' });
    await t.db
      .update(adminSessions)
      .set({ lastSeenAt: sql`now() - interval '2 hours'` })
      .where(eq(adminSessions.idHash, sha256(stale.sessionId)));
    await authCleanupJob.run(t.app);
    expect(
      await t.db
        .select()
        .from(adminSessions)
        .where(eq(adminSessions.idHash, sha256(stale.sessionId))),
    ).toHaveLength(0);
    expect(
      await t.db
        .select()
        .from(adminSessions)
        .where(eq(adminSessions.idHash, sha256(live.sessionId))),
    ).toHaveLength(1);
  });
});
