import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { insertConfirmedBooking, insertSlot } from '../../../db/factories';
import { holds } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { hold } from '../test/booking-flow';
import { sweepHolds } from './sweeper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const bookedCount = async (slotId: string) => {
  const day = 86_400_000;
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/calendar/time-slots?start=${new Date(Date.now()).toISOString()}&end=${new Date(Date.now() + 30 * day).toISOString()}`,
  });
  return res.json().timeSlots.find((s: { id: string }) => s.id === slotId)?.bookedCount as number;
};

describe('POST /api/bookings/hold-slots', () => {
  test('holds the seats for at most 15 minutes on the database clock and answers the hold id and expiry', async () => {
    const slot = await insertSlot(t.db, { capacity: 3, lessonType: 'group' });
    const before = Date.now();
    const res = await hold(t, [slot.id], { duration: 60, swimmersCount: 2 });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.holdId).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.holdToken.length).toBeGreaterThan(20);
    const minutes = (Date.parse(body.expiresAt) - before) / 60_000;
    expect(minutes).toBeGreaterThan(14.9);
    expect(minutes).toBeLessThan(15.1);
    expect(await bookedCount(slot.id)).toBe(2);
  });

  test('answers 409 naming the slots that are no longer free, and holds none of them', async () => {
    const free = await insertSlot(t.db, { capacity: 1 });
    const full = await insertSlot(t.db, { capacity: 1 });
    await insertConfirmedBooking(t.db, { slots: [full], seats: 1, lessonType: 'private' });
    const res = await hold(t, [free.id, full.id]);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'SLOTS_UNAVAILABLE', unavailableSlotIds: [full.id] });
    expect(res.json().message).toBe('That time was just booked. Please pick another.');
    expect(await bookedCount(free.id)).toBe(0);
  });

  test('refuses a second visitor once the seats are held', async () => {
    const slot = await insertSlot(t.db, { capacity: 1 });
    expect((await hold(t, [slot.id])).statusCode).toBe(200);
    expect((await hold(t, [slot.id])).statusCode).toBe(409);
  });

  test('re-holding my own slots updates the same hold instead of counting twice', async () => {
    const slot = await insertSlot(t.db, { capacity: 2, lessonType: 'semi_private' });
    const first = (await hold(t, [slot.id])).json();
    const again = await hold(t, [slot.id], {
      holdId: first.holdId,
      holdToken: first.holdToken,
      swimmersCount: 2,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().holdId).toBe(first.holdId);
    expect(await bookedCount(slot.id)).toBe(2);
  });

  test('extends a hold once, then refuses a second extension', async () => {
    const slot = await insertSlot(t.db, { capacity: 1 });
    const first = (await hold(t, [slot.id], { duration: 5 })).json();
    const extended = await hold(t, [slot.id], {
      holdId: first.holdId,
      holdToken: first.holdToken,
      extend: true,
    });
    expect(extended.statusCode).toBe(200);
    expect(Date.parse(extended.json().expiresAt)).toBeGreaterThan(Date.parse(first.expiresAt) + 9 * 60_000);
    expect(extended.json().extensionsLeft).toBe(0);
    const twice = await hold(t, [slot.id], {
      holdId: first.holdId,
      holdToken: first.holdToken,
      extend: true,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('HOLD_EXTENSION_USED');
  });

  test('an expired hold frees its seats at once, before any job runs', async () => {
    const slot = await insertSlot(t.db, { capacity: 1 });
    const first = (await hold(t, [slot.id])).json();
    await t.db
      .update(holds)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(holds.id, first.holdId));
    expect(await bookedCount(slot.id)).toBe(0);
    expect((await hold(t, [slot.id])).statusCode).toBe(200);
  });

  test('someone else’s hold token does not let a visitor take over a hold', async () => {
    const slot = await insertSlot(t.db, { capacity: 2, lessonType: 'semi_private' });
    const mine = (await hold(t, [slot.id])).json();
    const res = await hold(t, [slot.id], { holdId: mine.holdId, holdToken: 'x'.repeat(43) });
    expect(res.statusCode).toBe(200);
    expect(res.json().holdId).not.toBe(mine.holdId);
    expect(await bookedCount(slot.id)).toBe(2);
  });

  test('refuses slots that start within two hours or are not available', async () => {
    const soon = await insertSlot(t.db, { startsInMinutes: 90 });
    const closed = await insertSlot(t.db, { status: 'unavailable' });
    const res = await hold(t, [soon.id, closed.id]);
    expect(res.statusCode).toBe(409);
    expect(res.json().unavailableSlotIds.sort()).toEqual([soon.id, closed.id].sort());
  });

  test.each([
    ['no slots', { slotIds: [] }, 'slotIds'],
    ['more than six slots', { slotIds: Array.from({ length: 7 }, () => crypto.randomUUID()) }, 'slotIds'],
    ['a slot id that is not an id', { slotIds: ['abc'] }, 'slotIds.0'],
    ['a negative duration', { slotIds: [crypto.randomUUID()], duration: -1 }, 'duration'],
    ['seven swimmers', { slotIds: [crypto.randomUUID()], swimmersCount: 7 }, 'swimmersCount'],
  ])('rejects %s with a 400 naming the field', async (_name, payload, field) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/bookings/hold-slots', payload });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fieldErrors)).toContain(field);
  });

  test('an unknown slot is a 404, not a 500', async () => {
    const res = await hold(t, [crypto.randomUUID()]);
    expect(res.statusCode).toBe(404);
  });

  test('the sweeper deletes holds that ended long ago', async () => {
    const slot = await insertSlot(t.db, { capacity: 1 });
    const old = (await hold(t, [slot.id])).json();
    await t.db
      .update(holds)
      .set({ expiresAt: new Date(Date.now() - 2 * 3600_000) })
      .where(eq(holds.id, old.holdId));
    const result = await sweepHolds(t.app);
    expect(result.deletedHolds).toBeGreaterThanOrEqual(1);
    expect(await t.db.select().from(holds).where(eq(holds.id, old.holdId))).toEqual([]);
  });
});
