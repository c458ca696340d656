import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { adminDevices } from '../../db/schema';
import { sha256 } from '../../lib/ids';
import { createTestApp, type TestApp } from '../../test/test-app';
import { waitForFreshWindow } from '../../test/limit-windows';
import { LOGIN_LIMITS } from './login-limits';
import { LOGIN_ROUTE_RATE_LIMIT } from './routes';
import { signIn, TEST_ADMIN } from './testing';

/** For tests that use addresses of their own; the lockout tests below need an account nobody else guessed at. */
let shared: TestApp;
beforeAll(async () => {
  shared = await createTestApp();
  await signIn(shared.app, { ip: '192.0.2.10' }); // creates the account
});
afterAll(async () => shared?.close());

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function freshApp() {
  t = await createTestApp();
  return t;
}

/** One browser visiting the login page from `ip`: it fetches a token, then posts credentials with it. */
async function browserAt(app: TestApp['app'], ip: string, device?: string) {
  const tokenRes = await app.inject({ method: 'GET', url: '/api/csrf-token', remoteAddress: ip });
  const token = tokenRes.json<{ token: string }>().token;
  return (password: string, body: object = { username: TEST_ADMIN.username, password }) =>
    app.inject({
      method: 'POST',
      url: '/api/admin/login',
      remoteAddress: ip,
      headers: { 'x-csrf-token': token },
      cookies: { swim_csrf: token, ...(device ? { swim_device: device } : {}) },
      payload: body,
    });
}

const deviceCookie = (res: LightMyRequestResponse) =>
  res.cookies.find((c) => c.name === 'swim_device') as
    { value: string; httpOnly?: boolean; sameSite?: string; maxAge?: number } | undefined;

describe('the known-device cookie', () => {
  test('a sign-in sets an HttpOnly, SameSite=Strict cookie that lasts 180 days, and the database keeps only its hash', async () => {
    const { app, db } = shared;
    const res = await (await browserAt(app, '192.0.2.11'))(TEST_ADMIN.password);
    expect(res.statusCode).toBe(200);
    const cookie = deviceCookie(res);
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Strict');
    expect(cookie?.maxAge).toBe(180 * 86_400);
    expect(
      await db
        .select()
        .from(adminDevices)
        .where(eq(adminDevices.idHash, sha256(cookie!.value))),
    ).toHaveLength(1);
    expect(await db.select().from(adminDevices).where(eq(adminDevices.idHash, cookie!.value))).toHaveLength(
      0,
    );
  });

  test('a device id the server never issued is not remembered: the browser gets a new one', async () => {
    const { app } = shared;
    const planted = 'P'.repeat(43);
    const res = await (await browserAt(app, '192.0.2.21', planted))(TEST_ADMIN.password);
    expect(res.statusCode).toBe(200);
    expect(deviceCookie(res)?.value).not.toBe(planted);
  });
});

describe('strangers cannot lock the owner out', () => {
  test('ten wrong logins from other addresses do not stop the owner signing in from a known device, while strangers are slowed', async () => {
    const { app } = await freshApp();
    const owner = await signIn(app, { ip: '192.0.2.50' }); // the owner's usual browser
    expect(owner.sessionId).toBeTruthy();

    const statuses: number[] = [];
    for (let i = 0; i < LOGIN_LIMITS.perUsernameBeforeSlowing; i++) {
      const guess = await browserAt(app, `198.18.0.${i + 1}`);
      statuses.push((await guess(`distributed guess ${i}`)).statusCode);
    }
    expect(statuses.every((s) => s === 401)).toBe(true);

    // Past the free attempts, strangers together get one attempt per interval; three sent back to back straddle at
    // most one interval's start, so at least one of them waits.
    const more = [];
    for (let i = 0; i < 3; i++) more.push(await (await browserAt(app, `198.18.1.${i + 1}`))(`more ${i}`));
    const slowed = more.filter((r) => r.statusCode === 429);
    expect(slowed.length).toBeGreaterThanOrEqual(1);
    expect(more.filter((r) => r.statusCode === 401).length).toBeGreaterThanOrEqual(1);
    expect(slowed[0]!.json().message).toBe(
      'Too many sign-in attempts for this account. Please wait a few seconds and try again.',
    );
    const wait = Number(slowed[0]!.headers['retry-after']);
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(LOGIN_LIMITS.slowedIntervalSeconds);

    // The owner's browser is not slowed: a typo is checked (401, not 429) and the right password signs in.
    const ownerBrowser = signIn(app, { ip: '192.0.2.50', createAccount: false, password: 'a typo in it' });
    await expect(ownerBrowser).rejects.toThrow('sign-in failed: 401');
    const again = await signIn(app, { ip: '192.0.2.50', createAccount: false });
    const checked = await app.inject({
      method: 'GET',
      url: '/api/admin/auth/check',
      cookies: { swim_admin: again.sessionId },
    });
    expect(checked.statusCode).toBe(200);
  });

  test('behind a proxy that puts everyone on one address, a flood of wrong logins refuses strangers there but not the owner', async () => {
    const { app } = await freshApp();
    const proxy = '10.0.0.1';
    await signIn(app, { ip: proxy }); // the owner signed in through the proxy before
    const stranger = await browserAt(app, proxy);
    const statuses: number[] = [];
    for (let i = 0; i < LOGIN_ROUTE_RATE_LIMIT.max + 5; i++)
      statuses.push((await stranger(`wrong guess ${i}`)).statusCode);
    expect(statuses.slice(0, LOGIN_LIMITS.perAddressAndUsername).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(LOGIN_LIMITS.perAddressAndUsername).every((s) => s === 429)).toBe(true);
    expect((await stranger(TEST_ADMIN.password)).statusCode).toBe(429);

    const owner = await signIn(app, { ip: proxy, createAccount: false });
    const checked = await app.inject({
      method: 'GET',
      url: '/api/admin/auth/check',
      cookies: { swim_admin: owner.sessionId },
    });
    expect(checked.statusCode).toBe(200);
  });
});

describe('the login route limit', () => {
  test('turns a flood from one address away with 429 before reading what it sends', async () => {
    const { app } = shared;
    await waitForFreshWindow(LOGIN_ROUTE_RATE_LIMIT.timeWindow, 10_000);
    const junk = await browserAt(app, '203.0.113.99');
    const statuses: number[] = [];
    for (let i = 0; i < LOGIN_ROUTE_RATE_LIMIT.max; i++)
      statuses.push((await junk('', { nonsense: i })).statusCode);
    expect(statuses.every((s) => s === 400)).toBe(true);
    const refused = await junk('', { nonsense: 'once more' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Too many requests. Please wait a moment and try again.',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await (await browserAt(app, '203.0.113.100'))('', { nonsense: 1 })).statusCode).toBe(400);
  });
});
