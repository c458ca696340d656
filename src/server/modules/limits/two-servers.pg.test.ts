/** Route limits on two server processes sharing one PostgreSQL: one limit for both, not one each. */
import { describe, expect, test } from 'vitest';
import { LOGIN_ROUTE_RATE_LIMIT } from '../auth/routes';
import { ROUTE_WINDOW_MS, routeCallsAllowed } from './route-limits';
import { waitForFreshWindow } from '../../test/limit-windows';
import { twoProcessesForTests } from '../../test/two-processes';
/** Low, so the public routes' bursts below are short. */
const ROUTE_CALLS_PER_ADDRESS = 3;

describe('a route limit on two server processes', () => {
  const processes = twoProcessesForTests('route_limits', {
    extra: { PAYMENT_GATEWAY: 'test', ROUTE_CALLS_PER_ADDRESS: String(ROUTE_CALLS_PER_ADDRESS) },
  });

  const post = (i: number, path = '/api/admin/login', body: object = {}) =>
    fetch(`${processes.origin(i)}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  test('requests from one client through either copy count against one limit', async () => {
    await waitForFreshWindow(LOGIN_ROUTE_RATE_LIMIT.timeWindow, 15_000);
    const statuses: number[] = [];
    for (let i = 0; i < LOGIN_ROUTE_RATE_LIMIT.max; i++) statuses.push((await post(i % 2)).status);
    // Under the limit, each copy reads the request and refuses the empty credentials.
    expect(statuses.every((s) => s === 400)).toBe(true);
    for (const i of [0, 1]) {
      const refused = await post(i);
      expect(refused.status).toBe(429);
      expect(await refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  }, 90_000);

  test('a public route limit set by ROUTE_CALLS_PER_ADDRESS is one limit for both copies, identical bodies and all', async () => {
    const routes = [
      {
        path: '/api/bookings/calculate-price',
        max: routeCallsAllowed(ROUTE_CALLS_PER_ADDRESS, 'per-change'),
      },
      { path: '/api/growth/lead-magnet', max: routeCallsAllowed(ROUTE_CALLS_PER_ADDRESS, 'per-action') },
    ];
    await waitForFreshWindow(ROUTE_WINDOW_MS, 15_000);
    for (const { path, max } of routes) {
      // The same (invalid) body every time: refused alike under the limit, each one counted.
      const body = { email: 'same@example.com' };
      const statuses: number[] = [];
      for (let i = 0; i < max; i++) statuses.push((await post(i % 2, path, body)).status);
      expect(statuses.every((s) => s === 400)).toBe(true);
      for (const i of [0, 1]) {
        const refused = await post(i, path, body);
        expect(refused.status).toBe(429);
        expect(await refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
        expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      }
    }
  }, 90_000);
});
