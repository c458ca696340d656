/**
 * Every public write route (each POST, PUT, PATCH and DELETE but the owner's) has a
 * per-address route limit counted in the shared store, and every request counts, the same submission sent again
 * included. The route table is walked, so a new public write route without a limit fails here.
 *
 * The app runs with a low ROUTE_CALLS_PER_ADDRESS so the bursts stay short; what the defaults allow is checked apart,
 * from each route's own limit.
 */
import type { FastifyRequest, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadConfig, type Config } from '../../config';
import { insertConfirmedBooking, insertInstructor, insertSlot } from '../../db/factories';
import { leads } from '../../db/schema';
import { waitForFreshWindow } from '../../test/limit-windows';
import { createTestApp, type TestApp } from '../../test/test-app';
import { linkTokenIn, openInstructorLink, signIn, signInFamily } from '../auth/testing';
import { lastEmail } from '../email/test-support/outbox';
import { ROUTE_WINDOW_MS } from './route-limits';

const BURST = 100;
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const ANY_ID = '00000000-0000-4000-8000-000000000000';

interface WriteRoute {
  method: string;
  url: string;
  rateLimit: { max?: unknown; timeWindow?: unknown } | undefined;
}

const routes: WriteRoute[] = [];
let t: TestApp;
/** `cookie` headers of a signed-in family and a signed-in instructor, for the routes behind their sign-in. */
const sessions: Record<'family' | 'instructor', string> = { family: '', instructor: '' };
/** Real submissions, sent identically every time: the item's "same email repeated". Other routes get `{}`. */
let examples: Record<string, object> = {};

beforeAll(async () => {
  t = await createTestApp(
    { ROUTE_CALLS_PER_ADDRESS: '4' },
    {
      onRoute: (route: RouteOptions) => {
        for (const method of [route.method].flat())
          if (WRITE_METHODS.has(method))
            routes.push({ method, url: route.url, rateLimit: route.config?.rateLimit || undefined });
      },
    },
  );
  sessions.family = await signInFamily(t.app, 'burst-family@example.com');
  const owner = await signIn(t.app, { ip: '10.121.0.1' });
  const instructor = await insertInstructor(t.db, { name: 'Burst Coach', email: 'burst-coach@example.com' });
  const invited = await t.app.inject({
    method: 'POST',
    url: `/api/admin/instructors/${instructor.id}/invite`,
    headers: owner.headers,
  });
  expect(invited.statusCode).toBe(200);
  const invitation = await lastEmail(t.app, 'burst-coach@example.com', 'instructor_invite');
  sessions.instructor = await openInstructorLink(t.app, linkTokenIn(invitation!.text));

  const slot = await insertSlot(t.db, { startsInMinutes: 3 * 24 * 60 });
  const booked = await insertSlot(t.db, { startsInMinutes: 4 * 24 * 60 });
  const booking = await insertConfirmedBooking(t.db, { slots: [booked], seats: 1, lessonType: 'private' });
  const contact = {
    name: 'Burst Sender',
    email: 'burst-sender@example.com',
    message: 'The same message, again and again.',
    formStartTime: Date.now() - 60_000,
    submissionTime: Date.now(),
    csrfOrigin: t.config.publicUrl,
  };
  examples = {
    'POST /api/bookings/calculate-price': {
      slots: [slot.id],
      lessonType: 'private',
      swimmersCount: 1,
      email: 'burst-family@example.com',
    },
    'POST /api/bookings/confirm': { bookingId: booking.id },
    'POST /api/growth/lead-magnet': { email: 'same-lead@example.com', name: 'Same Lead' },
    'POST /api/contact': contact,
    'POST /api/mailchimp/contact': contact,
  };
}, 60_000);
afterAll(async () => t?.close());

let addresses = 0;
/** Each route's bursts from an address of their own, so the forms' shared per-address budgets stay apart. */
const nextAddress = () => {
  addresses += 1;
  return `10.120.${(addresses >> 8) & 255}.${addresses & 255}`;
};

const keyOf = (route: WriteRoute) => `${route.method} ${route.url}`;
const urlOf = (route: WriteRoute) => route.url.replace(/:\w+/g, ANY_ID);

function send(route: WriteRoute, address: string, cookie?: string) {
  const example = examples[keyOf(route)];
  return t.app.inject({
    method: route.method as 'POST',
    url: urlOf(route),
    headers: { origin: t.config.publicUrl, ...(cookie ? { cookie } : {}) },
    remoteAddress: address,
    ...(route.method === 'DELETE' && !example ? {} : { payload: example ?? {} }),
  });
}

/**
 * Who may call the route: anyone, a signed-in family or instructor (their guard answers 401 before counting), or
 * only the owner (a 401 to anyone else under /api/admin/). Undefined: a 401 to every session this test has.
 */
async function callerOf(route: WriteRoute, address: string) {
  for (const [who, cookie] of [
    ['anyone', undefined],
    ['family', sessions.family],
    ['instructor', sessions.instructor],
  ] as const) {
    const res = await send(route, address, cookie);
    if (res.statusCode !== 401) return { who, cookie, first: res };
  }
  return route.url.startsWith('/api/admin/') ? { who: 'owner' as const } : undefined;
}

/** What the defaults let one address send in a window: the route's `max`, evaluated as the plugin does. */
function defaultMax(route: WriteRoute, defaults: Config): number | undefined {
  const max = route.rateLimit?.max;
  if (typeof max === 'number') return max;
  if (typeof max !== 'function') return undefined;
  const request = { server: { config: defaults } } as unknown as FastifyRequest;
  return (max as (request: FastifyRequest, key: string) => number)(request, '');
}

describe('route limits per client address', () => {
  test('a burst of 100 requests from one address gets a 429 on every public POST', async () => {
    const publicRoutes: string[] = [];
    const problems: string[] = [];
    for (const route of routes) {
      const address = nextAddress();
      const caller = await callerOf(route, address);
      if (caller?.who === 'owner') continue;
      if (!caller || !('first' in caller)) {
        problems.push(`${keyOf(route)}: 401 to every session this test knows; teach it the route's guard`);
        continue;
      }
      publicRoutes.push(keyOf(route));
      // Fixed windows: start the burst where it cannot be split across two of them.
      await waitForFreshWindow(ROUTE_WINDOW_MS, 3_000);
      const statuses = [caller.first.statusCode];
      let refused = caller.first.statusCode === 429 ? caller.first : undefined;
      while (!refused && statuses.length < BURST) {
        const res = await send(route, address, caller.cookie);
        statuses.push(res.statusCode);
        if (res.statusCode === 429) refused = res;
      }
      if (!refused) {
        problems.push(`${keyOf(route)}: no 429 in ${BURST} requests (answers: ${[...new Set(statuses)]})`);
        continue;
      }
      const body = refused.json<{ message?: unknown; code?: unknown }>();
      if (body.code !== 'RATE_LIMITED' || typeof body.message !== 'string' || !body.message)
        problems.push(`${keyOf(route)}: the 429 is not the product's error shape: ${refused.body}`);
      if (!(Number(refused.headers['retry-after']) > 0))
        problems.push(`${keyOf(route)}: the 429 has no Retry-After header`);
      // The same submission again and again is answered alike, and counted, until the limit.
      if (examples[keyOf(route)] && new Set(statuses.slice(0, -1)).size !== 1)
        problems.push(`${keyOf(route)}: repeated submissions were answered ${statuses.join(',')}`);
    }
    expect(problems).toEqual([]);
    // The walk saw the routes of the review's item, so a broken route table cannot pass it by walking nothing.
    expect(publicRoutes).toEqual(
      expect.arrayContaining([
        'POST /api/bookings/calculate-price',
        'POST /api/bookings/confirm',
        'POST /api/growth/lead-magnet',
        'POST /api/mailchimp/contact',
        'POST /api/payments/test/pay',
        'POST /api/payments/test/authenticate',
        'POST /api/family/cancellations',
        'PUT /api/instructor/lessons/:lessonId/swimmers/:swimmerId/attendance',
      ]),
    );
  }, 120_000);

  test('with the default settings, every public write route allows fewer than 100 requests a window', async () => {
    const defaults = loadConfig({ NODE_ENV: 'test' });
    const owners = routes.filter((r) => r.url.startsWith('/api/admin/') && r.url !== '/api/admin/login');
    const tooLoose = routes
      .filter((r) => !owners.includes(r))
      .map((r) => ({ route: keyOf(r), max: defaultMax(r, defaults) }))
      .filter(({ max }) => max === undefined || max >= BURST);
    expect(tooLoose).toEqual([]);
  });

  test('the same checklist request sent again and again is counted each time, not only when stored', async () => {
    const address = nextAddress();
    const payload = { email: 'again-and-again@example.com', name: 'Again' };
    await waitForFreshWindow(ROUTE_WINDOW_MS, 3_000);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/growth/lead-magnet',
            payload,
            remoteAddress: address,
          })
        ).statusCode,
      );
    // ROUTE_CALLS_PER_ADDRESS is 4 here: four answers, then the limit, though only the first stored anything.
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    const stored = await t.db.select().from(leads);
    expect(stored.filter((l) => l.email === payload.email)).toHaveLength(1);
  });
});
