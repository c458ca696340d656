import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { insertSlot } from '../../db/factories';
import { holds } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';

const MINUTE = 60_000;

describe('a server started with TEST_CLOCK=true', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TEST_CLOCK: 'true' });
  });
  afterAll(async () => t.close());

  const hold = (slotId: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/bookings/hold-slots',
      payload: { slotIds: [slotId], duration: 15 },
    });

  test('reads the database clock, and moving it forward ends a 15-minute hold without waiting', async () => {
    const before = (await t.app.inject({ method: 'GET', url: '/api/test/clock' })).json();
    expect(before.offsetMs).toBe(0);
    expect(Math.abs(Date.parse(before.now) - Date.now())).toBeLessThan(MINUTE);

    const slot = await insertSlot(t.db, { capacity: 1, startsInMinutes: 3 * 24 * 60 });
    expect((await hold(slot.id)).statusCode).toBe(200);
    // The one seat is held: another browser cannot have it.
    expect((await hold(slot.id)).statusCode).toBe(409);

    const moved = await t.app.inject({
      method: 'POST',
      url: '/api/test/clock/advance',
      payload: { ms: 16 * MINUTE },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().offsetMs).toBe(16 * MINUTE);
    expect(Date.parse(moved.json().now) - Date.parse(before.now)).toBeGreaterThanOrEqual(16 * MINUTE);
    // Sixteen minutes later by the clock every rule reads, the hold has ended and the seat is free.
    const again = await hold(slot.id);
    expect(again.statusCode).toBe(200);
    // Rows stamped by a column default carry the moved time too.
    const [stamped] = await t.db
      .select({ createdAt: holds.createdAt })
      .from(holds)
      .where(eq(holds.id, again.json().holdId));
    expect(stamped!.createdAt.getTime() - Date.now()).toBeGreaterThan(15 * MINUTE);
  });

  test('moves only forward, by a whole number of milliseconds up to a year', async () => {
    for (const ms of [0, -1000, 1.5, 400 * 86_400_000, 'soon'])
      expect(
        (await t.app.inject({ method: 'POST', url: '/api/test/clock/advance', payload: { ms } })).statusCode,
      ).toBe(400);
  });
});

test('a server without TEST_CLOCK has no clock to move', async () => {
  const t = await createTestApp();
  try {
    expect((await t.app.inject({ method: 'GET', url: '/api/test/clock' })).statusCode).toBe(404);
    const res = await t.app.inject({ method: 'POST', url: '/api/test/clock/advance', payload: { ms: 1000 } });
    expect(res.statusCode).toBe(404);
  } finally {
    await t.close();
  }
});
