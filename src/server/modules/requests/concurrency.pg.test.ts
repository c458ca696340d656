import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { dayKeyInZone } from '@core/rules/timezones';
import { insertSlot } from '../../db/factories';
import { lessonRequests } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { messagesTo } from '../email/test-support/outbox';
import { VISITOR_EMAIL_LIMIT } from '../limits/recipient-limit';

// PGlite has one connection and cannot race; these run on real PostgreSQL (TEST_DB=postgres).
describe('POST /api/booking-requests under concurrency', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Races, not limits: the 100 identical submissions below share one address, which the per-minute route limit
    // (limits/route-limits.test.ts) would cut short; the forms' own per-address budget stays as it is.
    t = await createTestApp({ ROUTE_CALLS_PER_ADDRESS: '100000' });
  });
  afterAll(async () => t?.close());

  async function fire(times: number, body: unknown, key?: string) {
    return Promise.all(
      Array.from({ length: times }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/booking-requests',
          headers: key ? { 'idempotency-key': key } : {},
          payload: body as Record<string, unknown>,
        }),
      ),
    );
  }

  function bodyFor(slot: { id: string; startTime: Date }, email: string) {
    return {
      dates: [dayKeyInZone(slot.startTime, 'America/New_York')],
      slotIds: [slot.id],
      lessonType: 'private',
      swimmers: 1,
      customerInfo: { firstName: 'Marcus', lastName: 'Lee', email, phone: '703-555-0199' },
    };
  }

  test('100 identical submissions in parallel with one key store one request and all get its id', async () => {
    const slot = await insertSlot(t.db, { startsInMinutes: 5 * 24 * 60 });
    const email = 'marcus.parallel@example.com';
    const responses = await fire(100, bodyFor(slot, email), randomUUID());
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 200)).toHaveLength(99);
    expect(new Set(responses.map((r) => r.json().requestId)).size).toBe(1);
    expect(await t.db.select().from(lessonRequests).where(eq(lessonRequests.email, email))).toHaveLength(1);
  });

  test('100 identical submissions in parallel without a key still store one request', async () => {
    const slot = await insertSlot(t.db, { startsInMinutes: 6 * 24 * 60 });
    const email = 'marcus.nokey@example.com';
    const responses = await fire(100, bodyFor(slot, email));
    expect(responses.every((r) => r.statusCode === 200 || r.statusCode === 201)).toBe(true);
    expect(new Set(responses.map((r) => r.json().requestId)).size).toBe(1);
    expect(await t.db.select().from(lessonRequests).where(eq(lessonRequests.email, email))).toHaveLength(1);
  });

  test('different visitors asking in parallel for the same time each get their own request', async () => {
    const slot = await insertSlot(t.db, { startsInMinutes: 7 * 24 * 60 });
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/booking-requests',
          headers: { 'idempotency-key': randomUUID() },
          payload: bodyFor(slot, `visitor${i}@example.com`),
          remoteAddress: `10.20.0.${i + 1}`,
        }),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    expect(new Set(responses.map((r) => r.json().requestId)).size).toBe(20);
  });

  test('a parallel flood of different requests from one address stores exactly the limit; the rest get 429', async () => {
    const slot = await insertSlot(t.db, { startsInMinutes: 8 * 24 * 60 });
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/booking-requests',
          headers: { 'idempotency-key': randomUUID() },
          payload: bodyFor(slot, `flood${i}@example.com`),
          remoteAddress: '10.21.0.1',
        }),
      ),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(t.config.formPostsPerAddress);
    expect(statuses.filter((s) => s === 429)).toHaveLength(40 - t.config.formPostsPerAddress);
    const stored = (await t.db.select().from(lessonRequests)).filter((r) => r.email.startsWith('flood'));
    expect(stored).toHaveLength(t.config.formPostsPerAddress);
  });

  test('one recipient gets at most the email limit from a parallel flood spread over many addresses', async () => {
    const slot = await insertSlot(t.db, { startsInMinutes: 8 * 24 * 60 + 60 });
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/booking-requests',
          headers: { 'idempotency-key': randomUUID() },
          payload: {
            ...bodyFor(slot, 'target@example.com'),
            customerInfo: { ...bodyFor(slot, 'target@example.com').customerInfo, firstName: `Name${i}` },
          },
          remoteAddress: `10.22.0.${i + 1}`,
        }),
      ),
    );
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(VISITOR_EMAIL_LIMIT.max);
    expect(responses.filter((r) => r.statusCode === 429)).toHaveLength(30 - VISITOR_EMAIL_LIMIT.max);
    const mails = await messagesTo(t.db, 'target@example.com');
    expect(mails).toHaveLength(VISITOR_EMAIL_LIMIT.max);
  });
});
