import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { insertSlot } from '../../../db/factories';
import { bookingSlots, bookings, payments, timeSlots } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { confirm, payTestCard, startCheckout } from '../test/booking-flow';
import { cancelBooking } from './cancel';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      recordEmails: true,
    },
  );
});
beforeEach(() => {
  t.emails.length = 0;
});
afterAll(async () => t?.close());

async function confirmedBooking(startsInMinutes: number) {
  const slot = await insertSlot(t.db, { capacity: 1, startsInMinutes });
  const c = await startCheckout(t, [slot.id]);
  await payTestCard(t, c);
  await confirm(t, c.bookingId);
  t.emails.length = 0;
  return { slot, ...c };
}

describe('cancelBooking (for the owner)', () => {
  test('with more than 24 hours notice it refunds in full, frees the seat and t.emails the customer', async () => {
    const c = await confirmedBooking(3 * 24 * 60);
    const result = await cancelBooking(t.app, c.bookingId, { actor: 'owner', reason: 'Instructor ill' });
    expect(result).toEqual({ refundedCents: c.amount });
    const [b] = await t.db.select().from(bookings).where(eq(bookings.id, c.bookingId));
    expect(b).toMatchObject({ status: 'refunded', cancelReason: 'Instructor ill' });
    const [p] = await t.db.select().from(payments).where(eq(payments.bookingId, c.bookingId));
    expect(p).toMatchObject({ status: 'refunded', refundedCents: c.amount });
    expect(t.emails).toEqual([{ kind: 'booking_refunded', bookingId: c.bookingId }]);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/bookings/hold-slots',
      payload: { slotIds: [c.slot.id], duration: 15 },
    });
    expect(again.statusCode).toBe(200);
  });

  test('within 24 hours it cancels without a refund', async () => {
    const c = await confirmedBooking(10 * 60);
    expect(await cancelBooking(t.app, c.bookingId, { actor: 'owner' })).toEqual({ refundedCents: 0 });
    const [b] = await t.db.select().from(bookings).where(eq(bookings.id, c.bookingId));
    expect(b?.status).toBe('cancelled');
    expect(t.emails).toEqual([{ kind: 'booking_cancelled', bookingId: c.bookingId }]);
  });

  test('cancelling twice is refused and refunds nothing more', async () => {
    const c = await confirmedBooking(3 * 24 * 60);
    await cancelBooking(t.app, c.bookingId, { actor: 'owner' });
    await expect(cancelBooking(t.app, c.bookingId, { actor: 'owner' })).rejects.toMatchObject({
      statusCode: 409,
    });
  });

  test('an unpaid booking is cancelled and its intent can no longer be paid', async () => {
    const slot = await insertSlot(t.db, { capacity: 1 });
    const c = await startCheckout(t, [slot.id]);
    expect(await cancelBooking(t.app, c.bookingId, { actor: 'owner' })).toEqual({ refundedCents: 0 });
    expect((await payTestCard(t, c)).json().status).toBe('failed');
  });

  test('a lesson already taught keeps its share and its state; the lesson to come is refunded', async () => {
    const taught = await insertSlot(t.db, { capacity: 1, startsInMinutes: 3 * 24 * 60 });
    const later = await insertSlot(t.db, { capacity: 1, startsInMinutes: 6 * 24 * 60 });
    const c = await startCheckout(t, [taught.id, later.id]);
    await payTestCard(t, c);
    // The first lesson has since happened: its time is moved into the past.
    await t.db
      .update(timeSlots)
      .set({ startTime: new Date(Date.now() - 2 * 3_600_000), endTime: new Date(Date.now() - 3_600_000) })
      .where(eq(timeSlots.id, taught.id));
    const result = await cancelBooking(t.app, c.bookingId, { actor: 'owner' });
    expect(result.refundedCents).toBe(c.amount / 2);
    const rows = await t.db.select().from(bookingSlots).where(eq(bookingSlots.bookingId, c.bookingId));
    expect(rows.find((r) => r.slotId === taught.id)?.cancelledAt).toBeNull();
    expect(rows.find((r) => r.slotId === later.id)?.cancelledAt).not.toBeNull();
  });
});
