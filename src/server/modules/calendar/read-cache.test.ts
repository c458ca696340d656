import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { availabilityResponseSchema, timeSlotsResponseSchema } from '@core/api/calendar';
import { insertSlot } from '../../db/factories';
import { holds } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { hold } from '../ledger/test/booking-flow';
import { createReadCache, MAX_AGE_MS } from './read-cache';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const DAY = 86_400_000;
/** A range of its own for each test, so no test reads another's cached answer by accident. */
const rangeAround = (slotStart: Date) =>
  `start=${new Date(slotStart.getTime() - DAY).toISOString()}&end=${new Date(slotStart.getTime() + DAY).toISOString()}`;
const timeSlots = (query: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/calendar/time-slots?${query}`, headers });
const seatsOn = async (query: string, slotId: string) =>
  (timeSlotsResponseSchema.parse((await timeSlots(query)).json()).timeSlots.find((s) => s.id === slotId)
    ?.bookedCount ?? -1) as number;

describe('calendar answers on the wire', () => {
  test('are sent with brotli or gzip as the client accepts, and decode to the same contract-valid answer', async () => {
    const slot = await insertSlot(t.db, { startsInMinutes: 40 * 24 * 60 });
    const query = rangeAround(slot.startTime);
    const plain = await timeSlots(query);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const parsed = timeSlotsResponseSchema.parse(plain.json());
    expect(parsed.timeSlots.map((s) => s.id)).toContain(slot.id);

    const br = await timeSlots(query, { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await timeSlots(query, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(br.headers.vary).toContain('accept-encoding');
  });

  test('carry a strong ETag, and a matching If-None-Match gets a 304 with no body', async () => {
    const slot = await insertSlot(t.db, { startsInMinutes: 41 * 24 * 60 });
    const query = rangeAround(slot.startTime);
    const first = await timeSlots(query);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await timeSlots(query, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await timeSlots(query, { 'if-none-match': '"something-else"' })).statusCode).toBe(200);
  });

  test('a hold taken after an answer was cached shows in the very next read, with a new ETag', async () => {
    const slot = await insertSlot(t.db, { capacity: 3, lessonType: 'group', startsInMinutes: 42 * 24 * 60 });
    const query = rangeAround(slot.startTime);
    const before = await timeSlots(query);
    expect(await seatsOn(query, slot.id)).toBe(0);
    expect((await hold(t, [slot.id], { swimmersCount: 2 })).statusCode).toBe(200);
    const after = await timeSlots(query);
    expect(await seatsOn(query, slot.id)).toBe(2);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect((await timeSlots(query, { 'if-none-match': String(before.headers.etag) })).statusCode).toBe(200);
  });

  test('a hold that ends frees its seats in the next read with no write at all', async () => {
    const slot = await insertSlot(t.db, { capacity: 1, startsInMinutes: 43 * 24 * 60 });
    const query = rangeAround(slot.startTime);
    // A hold of about one second: the cached answer must not outlive it.
    const held = await hold(t, [slot.id], { duration: 0.02 });
    expect(held.statusCode).toBe(200);
    expect(await seatsOn(query, slot.id)).toBe(1);
    // The moment the hold has ended on the database clock, the very next read leaves its seat out.
    const holdId = String(held.json().holdId);
    await vi.waitFor(
      async () => {
        const [row] = await t.db
          .select({ ended: sql<boolean>`${holds.expiresAt} <= now()` })
          .from(holds)
          .where(eq(holds.id, holdId));
        expect(row?.ended).toBe(true);
      },
      { timeout: 10_000, interval: 50 },
    );
    expect(await seatsOn(query, slot.id)).toBe(0);
  });

  test('availability counts come from the same cache and change when a seat is taken', async () => {
    const slot = await insertSlot(t.db, { capacity: 1, startsInMinutes: 44 * 24 * 60 });
    const url = `/api/calendar/availability?${rangeAround(slot.startTime)}`;
    const day = async () =>
      availabilityResponseSchema.parse((await t.app.inject({ method: 'GET', url })).json()).days[0];
    expect(await day()).toMatchObject({ availableSlots: 1, totalSlots: 1 });
    await hold(t, [slot.id]);
    expect(await day()).toMatchObject({ availableSlots: 0, totalSlots: 1 });
  });

  test('other API answers are compressed too', async () => {
    const slots = [];
    for (let i = 0; i < 8; i++) slots.push(await insertSlot(t.db, { startsInMinutes: (50 + i) * 24 * 60 }));
    const ids = `ids=${slots.map((s) => s.id).join(',')}`;
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/calendar/slot-details?${ids}`,
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString()).slots).toHaveLength(8);
  });
});

describe('the read cache', () => {
  test('fills once for concurrent readers of one version, and again for a new version or after its age', async () => {
    let clock = 1_000;
    const cache = createReadCache(() => clock);
    let fills = 0;
    const fill = async () => ({ json: JSON.stringify({ fill: ++fills }), validUntil: null });
    const [a, b] = await Promise.all([cache.read('k', 'v1', fill), cache.read('k', 'v1', fill)]);
    expect(a).toBe(b);
    expect(fills).toBe(1);
    await cache.read('k', 'v2', fill);
    expect(fills).toBe(2);
    clock += MAX_AGE_MS + 1;
    await cache.read('k', 'v2', fill);
    expect(fills).toBe(3);
  });

  test('past its age alone an answer is still given while it is filled again, once, and then replaced', async () => {
    let clock = 1_000;
    const cache = createReadCache(() => clock);
    let fills = 0;
    let release: () => void = () => undefined;
    const slowFill = () =>
      new Promise<{ json: string; validUntil: null }>((resolve) => {
        const n = ++fills;
        release = () => resolve({ json: String(n), validUntil: null });
      });
    const first = cache.read('k', 'v', slowFill);
    release();
    expect((await first).identity.toString()).toBe('1');

    clock += MAX_AGE_MS + 1;
    // Readers do not wait for the refill: they get the answer they had, and one refill starts.
    const during = await Promise.all([cache.read('k', 'v', slowFill), cache.read('k', 'v', slowFill)]);
    expect(during.map((a) => a.identity.toString())).toEqual(['1', '1']);
    expect(fills).toBe(2);
    release();
    await new Promise((r) => setTimeout(r, 0));
    expect((await cache.read('k', 'v', slowFill)).identity.toString()).toBe('2');
    expect(fills).toBe(2);
  });

  test('a refill that fails drops the old answer, so the next reader fills it in the open', async () => {
    let clock = 1_000;
    const cache = createReadCache(() => clock);
    await cache.read('k', 'v', async () => ({ json: 'old', validUntil: null }));
    clock += MAX_AGE_MS + 1;
    const stale = await cache.read('k', 'v', () => Promise.reject(new Error('db down')));
    expect(stale.identity.toString()).toBe('old');
    await new Promise((r) => setTimeout(r, 0));
    const next = await cache.read('k', 'v', async () => ({ json: 'new', validUntil: null }));
    expect(next.identity.toString()).toBe('new');
  });

  test('an answer that ages (a hold ending) is filled again at that instant', async () => {
    let clock = 1_000;
    const cache = createReadCache(() => clock);
    let fills = 0;
    const fill = async () => ({ json: String(++fills), validUntil: new Date(1_500) });
    await cache.read('k', 'v', fill);
    clock = 1_499;
    await cache.read('k', 'v', fill);
    expect(fills).toBe(1);
    clock = 1_500;
    await cache.read('k', 'v', fill);
    expect(fills).toBe(2);
  });

  test('a failed fill is not remembered', async () => {
    const cache = createReadCache();
    await expect(cache.read('k', 'v', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(
      (await cache.read('k', 'v', async () => ({ json: '1', validUntil: null }))).identity.toString(),
    ).toBe('1');
  });
});
