import { afterEach, describe, expect, test } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { LOGIN_ROUTE_RATE_LIMIT } from './modules/auth/routes';
import { waitForFreshWindow } from './test/limit-windows';
import { createTestApp, type TestApp } from './test/test-app';

const refusal = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
  throw new Error('the configuration was accepted');
};

describe('TRUST_PROXY', () => {
  test('true is refused at start-up, naming the variable and what to write instead', () => {
    for (const value of ['true', 'TRUE', 'yes']) {
      const message = refusal({ TRUST_PROXY: value });
      expect(message).toContain('TRUST_PROXY');
      expect(message).toContain('TRUST_PROXY=1');
      expect(message).toContain('TRUST_PROXY=10.0.0.0/8,127.0.0.1');
    }
  });

  test('takes a hop count or a list of proxy addresses and CIDR ranges, as Fastify does', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,fd00::/8' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      'fd00::/8',
    ]);
    expect(loadConfig({ TRUST_PROXY: 'loopback,192.168.0.0/255.255.0.0' }).trustProxy).toEqual([
      'loopback',
      '192.168.0.0/255.255.0.0',
    ]);
  });

  test('anything else is refused with the entries it did not understand', () => {
    expect(refusal({ TRUST_PROXY: 'proxy.internal' })).toMatch(/TRUST_PROXY must be .*"proxy.internal"/);
    expect(refusal({ TRUST_PROXY: '10.0.0.0/33' })).toContain('"10.0.0.0/33"');
    expect(refusal({ TRUST_PROXY: '10.0.0.1,,10.0.0.2' })).toContain('TRUST_PROXY must be');
    expect(refusal({ TRUST_PROXY: '-1' })).toContain('TRUST_PROXY must be');
  });
});

/**
 * Which client a request counts as, seen the way a client sees it: the login route's limit keeps one counter per
 * client address and reports what is left of it in X-RateLimit-Remaining.
 */
describe('the client address behind proxies', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  async function appTrusting(trustProxy?: string) {
    t = await createTestApp(trustProxy === undefined ? {} : { TRUST_PROXY: trustProxy });
    await waitForFreshWindow(LOGIN_ROUTE_RATE_LIMIT.timeWindow, 5_000);
    const { app } = t;
    /** The requests left to the client this request counts as, after it. */
    return async (peer: string, forwardedFor?: string) => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/admin/login',
        remoteAddress: peer,
        headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
        payload: {},
      });
      expect(res.statusCode).toBe(400);
      return Number(res.headers['x-ratelimit-remaining']);
    };
  }
  const fresh = LOGIN_ROUTE_RATE_LIMIT.max - 1;

  test('without TRUST_PROXY, X-Forwarded-For is ignored: one peer naming different clients is one client', async () => {
    const remaining = await appTrusting();
    expect(await remaining('203.0.113.5', '198.51.100.1')).toBe(fresh);
    expect(await remaining('203.0.113.5', '198.51.100.2')).toBe(fresh - 1);
    expect(await remaining('203.0.113.5')).toBe(fresh - 2);
  });

  test('with a hop count of 1, the client is the address the proxy appended, whatever the client wrote before it', async () => {
    const remaining = await appTrusting('1');
    expect(await remaining('10.0.0.2', '6.6.6.6, 198.51.100.7')).toBe(fresh);
    expect(await remaining('10.0.0.2', '7.7.7.7, 198.51.100.7')).toBe(fresh - 1);
    expect(await remaining('10.0.0.3', '198.51.100.7')).toBe(fresh - 2);
    expect(await remaining('10.0.0.2', '198.51.100.8')).toBe(fresh);
  });

  test('with a CIDR list, X-Forwarded-For names the client only when the peer is one of the listed proxies', async () => {
    const remaining = await appTrusting('10.0.0.0/8');
    // Through two proxies of the list: one client.
    expect(await remaining('10.1.2.3', '198.51.100.7')).toBe(fresh);
    expect(await remaining('10.4.5.6', '6.6.6.6, 198.51.100.7')).toBe(fresh - 1);
    // A peer outside the list is the client itself, whatever it forwards.
    expect(await remaining('203.0.113.9', '198.51.100.7')).toBe(fresh);
    expect(await remaining('203.0.113.9', '198.51.100.99')).toBe(fresh - 1);
  });
});
