/**
 * First-party analytics: the browser's batches arrive and are stored with their A/B assignments; Do Not Track and
 * Global Privacy Control store nothing; a replayed batch is stored once; bad batches are 400s that store nothing; a
 * burst meets the route's limit (429), never a 5xx; old events go with the retention period.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { ANALYTICS_PATH } from '@core/api/growth';
import { analyticsEvents } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { eraseOldAnalyticsEvents } from './analytics';
import { routeCallsAllowed } from '../limits';
import { ANALYTICS_ROUTE_CALLS } from './routes';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

let ip = 0;
const nextIp = () => `10.9.0.${++ip}`;

const event = (over: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  name: 'page_view',
  at: '2026-11-27T15:00:00.000Z',
  path: '/lessons',
  deviceClass: 'mobile',
  data: { title: 'Lessons', step: 2, first: true, none: null },
  ...over,
});

const send = (payload: unknown, headers: Record<string, string> = {}, remoteAddress = nextIp()) =>
  t.app.inject({ method: 'POST', url: ANALYTICS_PATH, payload: payload as object, headers, remoteAddress });

const storedFor = (sessionId: string) =>
  t.db
    .select()
    .from(analyticsEvents)
    .where(sql`${analyticsEvents.sessionId} = ${sessionId}`);

test('a batch is stored with the visitor’s A/B assignments, and a replay stores nothing twice', async () => {
  const sessionId = `session-${randomUUID()}`;
  const batch = {
    sessionId,
    variants: { heroHeadline: 'at-your-pool', bookingFlow: 'urgency' },
    events: [event(), event({ name: 'scroll_depth', data: { percent: 50 } })],
  };
  const res = await send(batch);
  expect(res.statusCode).toBe(202);
  expect(res.json()).toEqual({ stored: 2 });
  const rows = await storedFor(sessionId);
  expect(rows.map((r) => r.name).sort()).toEqual(['page_view', 'scroll_depth']);
  expect(rows[0]).toMatchObject({
    path: '/lessons',
    deviceClass: 'mobile',
    variants: { heroHeadline: 'at-your-pool', bookingFlow: 'urgency' },
  });
  expect(rows.find((r) => r.name === 'page_view')!.occurredAt.toISOString()).toBe('2026-11-27T15:00:00.000Z');

  const again = await send(batch);
  expect(again.json()).toEqual({ stored: 0 });
  expect(await storedFor(sessionId)).toHaveLength(2);
});

test('Do Not Track or Global Privacy Control: accepted, and nothing stored', async () => {
  for (const headers of [{ dnt: '1' }, { 'sec-gpc': '1' }] as Record<string, string>[]) {
    const sessionId = `private-${randomUUID()}`;
    const res = await send({ sessionId, events: [event()] }, headers);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ stored: 0 });
    expect(await storedFor(sessionId)).toHaveLength(0);
  }
});

test('a bad batch is a 400 naming the problem, and stores nothing', async () => {
  const sessionId = `bad-${randomUUID()}`;
  const bad: unknown[] = [
    { sessionId, events: [] },
    { sessionId, events: Array.from({ length: 51 }, () => event()) },
    { sessionId, events: [event({ name: 'Page View!' })] },
    { sessionId, events: [event({ at: 'yesterday' })] },
    { sessionId, events: [event({ at: '0000-01-01T00:00:00Z' })] },
    { sessionId, events: [event({ path: '/nul\u0000' })] },
    { sessionId, events: [event({ data: { text: 'lone \ud800 surrogate' } })] },
    { sessionId: `nul-\u0000-${sessionId}`, events: [event()] },
    { sessionId, events: [event({ path: 'https://elsewhere.example/' })] },
    { sessionId, events: [event({ deviceClass: 'fridge' })] },
    { sessionId, events: [event({ data: { nested: { deep: 1 } } })] },
    {
      sessionId,
      events: [event({ data: Object.fromEntries(Array.from({ length: 13 }, (_, i) => [`k${i}`, i])) })],
    },
    { sessionId, events: [event({ data: { long: 'x'.repeat(201) } })] },
    { sessionId, variants: { a: 'b'.repeat(41) }, events: [event()] },
    { sessionId: 'short', events: [event()] },
    { events: [event()] },
    [event()],
  ];
  for (const payload of bad) {
    const res = await send(payload);
    expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
    expect(res.json().message).toEqual(expect.any(String));
  }
  expect(await storedFor(sessionId)).toHaveLength(0);
  const huge = await t.app.inject({
    method: 'POST',
    url: ANALYTICS_PATH,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ sessionId, events: [event({ data: { a: 'x'.repeat(70_000) } })] }),
    remoteAddress: nextIp(),
  });
  expect(huge.statusCode).toBe(413);
  const notJson = await t.app.inject({
    method: 'POST',
    url: ANALYTICS_PATH,
    headers: { 'content-type': 'text/plain' },
    payload: 'events',
    remoteAddress: nextIp(),
  });
  // Not JSON: refused before any parsing of ours, as a 4xx.
  expect([400, 415]).toContain(notJson.statusCode);
});

test('a burst from one address meets the limit with 429s, never a 5xx, and what was refused is not stored', async () => {
  const address = nextIp();
  const sessionId = `burst-${randomUUID()}`;
  const allowed = routeCallsAllowed(t.config.routeCallsPerAddress, ANALYTICS_ROUTE_CALLS);
  const answers = await Promise.all(
    Array.from({ length: allowed + 10 }, () => send({ sessionId, events: [event()] }, {}, address)),
  );
  const codes = answers.map((a) => a.statusCode);
  expect(codes.filter((c) => c >= 500)).toEqual([]);
  expect(codes.filter((c) => c === 202)).toHaveLength(allowed);
  expect(codes.filter((c) => c === 429)).toHaveLength(10);
  expect(await storedFor(sessionId)).toHaveLength(allowed);
});

test('events received longer ago than the retention period are erased; newer ones stay', async () => {
  const sessionId = `old-${randomUUID()}`;
  await send({ sessionId, events: [event(), event()] });
  const [oldOne] = await storedFor(sessionId);
  await t.db.execute(
    sql`update analytics_events set received_at = now() - interval '401 days' where id = ${oldOne!.id}`,
  );
  expect(await eraseOldAnalyticsEvents(t.db, 400)).toBeGreaterThanOrEqual(1);
  const left = await storedFor(sessionId);
  expect(left.map((r) => r.id)).not.toContain(oldOne!.id);
  expect(left).toHaveLength(1);
});
