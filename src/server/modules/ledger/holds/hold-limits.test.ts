/**
 * One client holds at most what one booking needs: a script cannot hold the calendar, and an ended hold renewed
 * under its id and token continues its lineage, which extends only once.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { insertSlot } from '../../../db/factories';
import { holds } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { hold } from '../test/booking-flow';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ HOLD_TIMES_PER_ADDRESS: '6' });
});
afterAll(async () => t?.close());

const endHold = (holdId: string) =>
  t.db
    .update(holds)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(holds.id, holdId));

describe('how much one client can hold', () => {
  test('one address holding lesson after lesson is refused with a 429 once it holds one booking’s worth', async () => {
    const slots = [];
    for (let i = 0; i < 8; i++) slots.push(await insertSlot(t.db, { capacity: 4, lessonType: 'group' }));
    const answers = [];
    for (const slot of slots) answers.push(await hold(t, [slot.id], {}, '198.51.100.7'));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200, 429, 429]);
    expect(answers[6]!.json()).toMatchObject({
      code: 'HOLD_LIMIT',
      message:
        'You are already holding lesson times. Finish that booking, or let its hold end, before holding more.',
    });
    // The refused times were not held, and another address is not affected.
    expect((await hold(t, [slots[6]!.id], { swimmersCount: 4 }, '198.51.100.8')).statusCode).toBe(200);
  });

  test('holds that ended no longer count against the address', async () => {
    const slots = [];
    for (let i = 0; i < 7; i++)
      slots.push(await insertSlot(t.db, { capacity: 2, lessonType: 'semi_private' }));
    const first = await hold(
      t,
      slots.slice(0, 6).map((s) => s.id),
      {},
      '198.51.100.9',
    );
    expect(first.statusCode).toBe(200);
    expect((await hold(t, [slots[6]!.id], {}, '198.51.100.9')).statusCode).toBe(429);
    await endHold(first.json().holdId);
    expect((await hold(t, [slots[6]!.id], {}, '198.51.100.9')).statusCode).toBe(200);
  });

  test('reshaping my own hold does not count it twice', async () => {
    const slots = [];
    for (let i = 0; i < 6; i++) slots.push(await insertSlot(t.db, { capacity: 1 }));
    const mine = (
      await hold(
        t,
        slots.slice(0, 5).map((s) => s.id),
        {},
        '198.51.100.10',
      )
    ).json();
    const reshaped = await hold(
      t,
      slots.map((s) => s.id),
      { holdId: mine.holdId, holdToken: mine.holdToken },
      '198.51.100.10',
    );
    expect(reshaped.statusCode).toBe(200);
    expect(reshaped.json().holdId).toBe(mine.holdId);
  });

  test('a hold for more swimmers than the lesson type takes is a 400 and holds nothing', async () => {
    const slot = await insertSlot(t.db, { capacity: 6, lessonType: 'private' });
    const res = await hold(t, [slot.id], { swimmersCount: 2 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'TOO_MANY_SWIMMERS',
      fieldErrors: { swimmersCount: 'At most 1' },
    });
  });
});

describe('a hold’s lineage', () => {
  test('an ended hold renewed under its id and token continues once, then is refused', async () => {
    const slot = await insertSlot(t.db, { capacity: 1 });
    const first = (await hold(t, [slot.id])).json();
    await endHold(first.holdId);
    const renewed = await hold(t, [slot.id], { holdId: first.holdId, holdToken: first.holdToken });
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json().holdId).not.toBe(first.holdId);
    expect(renewed.json().extensionsLeft).toBe(0);
    await endHold(renewed.json().holdId);
    for (const under of [first, renewed.json()]) {
      const again = await hold(t, [slot.id], { holdId: under.holdId, holdToken: first.holdToken });
      expect(again.statusCode).toBe(429);
      expect(again.json().code).toBe('HOLD_RENEWALS_USED');
    }
    const [row] = await t.db.select().from(holds).where(eq(holds.id, renewed.json().holdId));
    expect(row?.lineageId).toBe(first.holdId);
  });

  test('a hold extended once cannot be renewed after it ends; the refusal forgets the hold cookie', async () => {
    const slot = await insertSlot(t.db, { capacity: 1 });
    const first = (await hold(t, [slot.id])).json();
    const extended = await hold(t, [slot.id], {
      holdId: first.holdId,
      holdToken: first.holdToken,
      extend: true,
    });
    expect(extended.json().extensionsLeft).toBe(0);
    await endHold(first.holdId);
    const renewal = await t.app.inject({
      method: 'POST',
      url: '/api/bookings/hold-slots',
      headers: { cookie: `swim_hold=${first.holdId}.${first.holdToken}` },
      payload: { slotIds: [slot.id], duration: 15 },
    });
    expect(renewal.statusCode).toBe(429);
    expect(renewal.cookies.find((c) => c.name === 'swim_hold')?.value).toBe('');
    // Choosing the times again without the old hold starts a new lineage.
    expect((await hold(t, [slot.id])).statusCode).toBe(200);
  });
});
