import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { insertCoupon, insertSlot } from '../../../db/factories';
import { auditLog, bookings, couponRedemptions, holds, payments } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { sweepHolds } from '../holds/sweeper';
import {
  confirm,
  createIntent,
  draft,
  hold,
  payTestCard,
  startCheckout,
  swimmer,
} from '../test/booking-flow';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      // Count what the bookings code asks to send; the email module's own tests cover the messages.
      recordEmails: true,
    },
  );
});
beforeEach(() => {
  t.emails.length = 0;
});
afterAll(async () => t?.close());

const bookingRow = async (id: string) => (await t.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
const readBooking = (id: string, token?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/bookings/${id}`,
    headers: token ? { 'x-booking-token': token } : {},
  });

describe('create-payment-intent', () => {
  test('recomputes the price on the server and reports a different client price without charging it', async () => {
    const slot = await insertSlot(t.db, { capacity: 1, basePriceCents: 6000 });
    const held = (await hold(t, [slot.id])).json();
    const res = await createIntent(t, {
      slotIds: [slot.id],
      holdId: held.holdId,
      holdToken: held.holdToken,
      clientTotal: 100,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // First-time customer: the lesson is $25, plus 8% tax on $25.
    expect(body.priceBreakdown).toMatchObject({ subtotal: 6000, discount: 3500, taxes: 200, total: 2700 });
    expect(body).toMatchObject({ amount: 2700, gateway: 'test', priceChanged: true });
    expect(body.clientSecret).toContain(body.paymentIntentId);
  });

  test('the same idempotency key returns the same intent and one booking', async () => {
    const slot = await insertSlot(t.db, { capacity: 1 });
    const held = (await hold(t, [slot.id])).json();
    const input = {
      slotIds: [slot.id],
      holdId: held.holdId,
      holdToken: held.holdToken,
      key: 'retry-key-123456',
    };
    const [a, b] = [await createIntent(t, input), await createIntent(t, input)];
    expect(b.json().paymentIntentId).toBe(a.json().paymentIntentId);
    expect(b.json().bookingId).toBe(a.json().bookingId);
    expect(await t.db.select().from(payments).where(eq(payments.bookingId, a.json().bookingId))).toHaveLength(
      1,
    );
  });

  test('refuses a hold that has expired', async () => {
    const slot = await insertSlot(t.db, { capacity: 1 });
    const held = (await hold(t, [slot.id])).json();
    await t.db
      .update(holds)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(holds.id, held.holdId));
    const res = await createIntent(t, { slotIds: [slot.id], holdId: held.holdId, holdToken: held.holdToken });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('HOLD_EXPIRED');
  });

  test('refuses a lesson type that differs from the chosen times', async () => {
    const slot = await insertSlot(t.db, { capacity: 3, lessonType: 'group' });
    const held = (await hold(t, [slot.id])).json();
    const res = await createIntent(t, {
      slotIds: [slot.id],
      holdId: held.holdId,
      holdToken: held.holdToken,
      bookingData: draft({ lessonType: 'private' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'The times you chose are Group lessons. Choose that lesson type, or pick other times.',
    );
  });

  test('refuses more swimmers than the lesson type allows', async () => {
    const slot = await insertSlot(t.db, { capacity: 6, lessonType: 'competitive_training' });
    const tooMany = await hold(t, [slot.id], { swimmersCount: 3 });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().code).toBe('TOO_MANY_SWIMMERS');
    const held = (await hold(t, [slot.id], { swimmersCount: 1 })).json();
    const bookingData = draft({
      lessonType: 'competitive_training',
      swimmers: [swimmer(), swimmer({ name: 'B' }), swimmer({ name: 'C' })],
    });
    const res = await createIntent(t, {
      slotIds: [slot.id],
      holdId: held.holdId,
      holdToken: held.holdToken,
      bookingData,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('TOO_MANY_SWIMMERS');
  });

  test.each([
    [
      'a swimmer without a target level',
      { swimmers: [{ ...swimmer(), level: undefined }] },
      'bookingData.swimmers.0.level',
    ],
    [
      'a swimmer without an email',
      { swimmers: [{ ...swimmer(), email: 'nope' }] },
      'bookingData.swimmers.0.email',
    ],
    [
      'no emergency phone',
      { emergencyContact: { name: 'J', phone: ' ' } },
      'bookingData.emergencyContact.phone',
    ],
    ['an unknown add-on', { addOns: [{ id: 'jetski', quantity: 1 }] }, 'bookingData.addOns.0.id'],
  ])('rejects %s with a 400 naming the field', async (_name, over, field) => {
    const slot = await insertSlot(t.db, { capacity: 1 });
    const held = (await hold(t, [slot.id])).json();
    const res = await createIntent(t, {
      slotIds: [slot.id],
      holdId: held.holdId,
      holdToken: held.holdToken,
      bookingData: { ...draft(), ...over } as never,
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fieldErrors)).toContain(field);
  });

  test('rejects an add-on not sold with the lesson type', async () => {
    const slot = await insertSlot(t.db, { capacity: 6, lessonType: 'group' });
    const held = (await hold(t, [slot.id])).json();
    const bookingData = draft({ lessonType: 'group', addOns: [{ id: 'lesson_recording', quantity: 1 }] });
    const res = await createIntent(t, {
      slotIds: [slot.id],
      holdId: held.holdId,
      holdToken: held.holdToken,
      bookingData,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Lesson Recording is not available for Group lessons');
  });
});

describe('paying and confirming', () => {
  test('a paid booking is confirmed once: one email, one audit entry, seats taken, hold released', async () => {
    const slot = await insertSlot(t.db, { capacity: 1 });
    const c = await startCheckout(t, [slot.id]);
    expect((await payTestCard(t, c)).json()).toEqual({ status: 'succeeded' });
    const answers = await Promise.all([
      confirm(t, c.bookingId),
      confirm(t, c.bookingId),
      confirm(t, c.bookingId),
    ]);
    for (const res of answers)
      expect(res.json()).toMatchObject({ bookingId: c.bookingId, status: 'confirmed' });
    expect(t.emails.filter((e) => e.kind === 'booking_confirmed')).toHaveLength(1);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, c.bookingId));
    expect(audit.map((a) => a.action).sort()).toEqual(['booking.checkout_started', 'booking.paid']);
    const [h] = await t.db.select().from(holds).where(eq(holds.id, c.holdId));
    expect(h?.releasedAt).not.toBeNull();
    expect((await hold(t, [slot.id])).statusCode).toBe(409);
  });

  test('confirm before payment says the payment has not gone through', async () => {
    const slot = await insertSlot(t.db, { capacity: 1 });
    const c = await startCheckout(t, [slot.id]);
    const res = await confirm(t, c.bookingId);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('PAYMENT_NOT_COMPLETE');
    expect((await bookingRow(c.bookingId)).status).toBe('pending_payment');
  });

  test('a declined card fails with the provider message and confirms nothing', async () => {
    const slot = await insertSlot(t.db, { capacity: 1 });
    const c = await startCheckout(t, [slot.id]);
    expect((await payTestCard(t, c, '4000 0000 0000 0002')).json()).toEqual({
      status: 'failed',
      message: 'Your card was declined.',
    });
    const res = await confirm(t, c.bookingId);
    expect(res.statusCode).toBe(402);
    expect(res.json().message).toBe('Your card was declined.');
    expect(t.emails).toEqual([]);
  });

  test('a card that needs authentication succeeds only after it is approved', async () => {
    const slot = await insertSlot(t.db, { capacity: 1 });
    const c = await startCheckout(t, [slot.id]);
    expect((await payTestCard(t, c, '4000 0025 0000 3155')).json()).toEqual({ status: 'requires_action' });
    expect((await confirm(t, c.bookingId)).statusCode).toBe(409);
    const auth = await t.app.inject({
      method: 'POST',
      url: '/api/payments/test/authenticate',
      payload: { paymentIntentId: c.paymentIntentId, clientSecret: c.clientSecret, approve: true },
    });
    expect(auth.json()).toEqual({ status: 'succeeded' });
    expect((await confirm(t, c.bookingId)).json().status).toBe('confirmed');
  });

  test('the test card form refuses a wrong client secret', async () => {
    const slot = await insertSlot(t.db, { capacity: 1 });
    const c = await startCheckout(t, [slot.id]);
    const res = await payTestCard(t, { paymentIntentId: c.paymentIntentId, clientSecret: 'guess' });
    expect(res.statusCode).toBe(404);
  });

  test('a coupon is redeemed once, however often the booking is confirmed', async () => {
    await insertCoupon(t.db, { code: 'HALFOFF', type: 'percentage', value: 50 });
    const slot = await insertSlot(t.db, { capacity: 1, basePriceCents: 7000 });
    const c = await startCheckout(t, [slot.id], draft({ couponCode: 'halfoff' }));
    expect(c.amount).toBe(3500 + 280);
    await payTestCard(t, c);
    await confirm(t, c.bookingId);
    await confirm(t, c.bookingId);
    expect(
      await t.db.select().from(couponRedemptions).where(eq(couponRedemptions.bookingId, c.bookingId)),
    ).toHaveLength(1);
  });

  test('a payment that lands after the hold expired and the seat was taken is refunded and the customer told', async () => {
    const slot = await insertSlot(t.db, { capacity: 1 });
    const late = await startCheckout(t, [slot.id]);
    await t.db
      .update(holds)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(holds.id, late.holdId));
    const winner = await startCheckout(
      t,
      [slot.id],
      draft({ swimmers: [swimmer({ email: 'other@example.com' })] }),
    );
    await payTestCard(t, winner);
    await payTestCard(t, late);
    const res = await confirm(t, late.bookingId);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('LATE_PAYMENT_REFUNDED');
    expect((await bookingRow(late.bookingId)).status).toBe('refunded');
    expect((await bookingRow(winner.bookingId)).status).toBe('confirmed');
    const [p] = await t.db.select().from(payments).where(eq(payments.bookingId, late.bookingId));
    expect(p).toMatchObject({ status: 'refunded', refundedCents: late.amount });
    expect(t.emails.map((e) => e.kind).sort()).toEqual(['booking_confirmed', 'late_payment_refunded']);
  });

  test('a payment after the hold expired still confirms when the seat is free', async () => {
    const slot = await insertSlot(t.db, { capacity: 1 });
    const c = await startCheckout(t, [slot.id]);
    await t.db
      .update(holds)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(holds.id, c.holdId));
    await payTestCard(t, c);
    expect((await confirm(t, c.bookingId)).json().status).toBe('confirmed');
  });

  test('an unpaid booking whose hold ended is expired by the sweeper and its intent can no longer be paid', async () => {
    const slot = await insertSlot(t.db, { capacity: 1 });
    const c = await startCheckout(t, [slot.id]);
    const longAgo = new Date(Date.now() - 30 * 60_000);
    await t.db.update(holds).set({ expiresAt: longAgo }).where(eq(holds.id, c.holdId));
    await t.db.update(bookings).set({ createdAt: longAgo }).where(eq(bookings.id, c.bookingId));
    await sweepHolds(t.app);
    expect((await bookingRow(c.bookingId)).status).toBe('expired');
    const paid = (await payTestCard(t, c)).json();
    expect(paid.status).toBe('failed');
  });
});

describe('GET /api/bookings/:id', () => {
  test('answers the booking with its access token, and 404 without it', async () => {
    const slot = await insertSlot(t.db, { capacity: 2, lessonType: 'semi_private' });
    const c = await startCheckout(
      t,
      [slot.id],
      draft({
        lessonType: 'semi_private',
        swimmers: [swimmer(), swimmer({ name: 'Ben Parker', goals: 'Float alone' })],
      }),
    );
    await payTestCard(t, c);
    await confirm(t, c.bookingId);
    const res = await readBooking(c.bookingId, c.holdToken);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      id: c.bookingId,
      status: 'confirmed',
      lessonType: 'semi_private',
      swimmersCount: 2,
    });
    expect(body.reference).toMatch(/^BK-[A-Z0-9]{6}$/);
    expect(body.lessons).toHaveLength(1);
    expect(body.swimmers[1]).toMatchObject({ name: 'Ben Parker', goals: 'Float alone' });
    expect(body.emergencyContact).toEqual({
      name: 'Jordan Parker',
      phone: '(301) 555-0101',
      relationship: 'parent',
    });
    expect((await readBooking(c.bookingId)).statusCode).toBe(404);
    expect((await readBooking(c.bookingId, 'wrong-token-wrong-token-wrong')).statusCode).toBe(404);
    expect((await readBooking('not-an-id', c.holdToken)).statusCode).toBe(400);
  });
});
