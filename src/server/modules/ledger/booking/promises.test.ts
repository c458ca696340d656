/**
 * The promises the ledger keeps, tried the way a hostile client or an unlucky owner would: a hold reshaped under a
 * payment, a cancelled booking confirmed again, a cancelled lesson, a capacity lowered under live holds. These run
 * on the embedded database and, in the server-pg project, on PostgreSQL.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { insertSlot } from '../../../db/factories';
import { bookings, payments, refunds, timeSlots } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { messagesOfKind } from '../../email/test-support/outbox';
import { signIn, type AdminClient } from '../../auth/testing';
import type { TestGateway } from '../../payments/test-gateway';
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
let owner: AdminClient;
const gateway = () => t.app.paymentGateway as TestGateway;

beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      recordEmails: true,
    },
  );
  owner = await signIn(t.app);
});
beforeEach(() => {
  t.emails.length = 0;
});
afterAll(async () => t?.close());

const DAY_MINUTES = 24 * 60;
const bookingRow = async (id: string) => (await t.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
const refundsOf = (bookingId: string) => t.db.select().from(refunds).where(eq(refunds.bookingId, bookingId));
const confirmedSeats = async (slotId: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/admin/slots/${slotId}/roster`,
    headers: owner.headers,
  });
  return (res.json().bookings as { seats: number }[]).reduce((sum, b) => sum + b.seats, 0);
};
const asOwner = (method: 'POST' | 'PATCH', url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method, url, payload, headers: owner.headers });

/** A paid, confirmed booking of one lesson. */
async function paidBooking(slotIds: string[], email = 'family@example.com') {
  const c = await startCheckout(t, slotIds, draft({ swimmers: [swimmer({ email })] }));
  expect((await payTestCard(t, c)).json()).toEqual({ status: 'succeeded' });
  expect((await bookingRow(c.bookingId)).status).toBe('confirmed');
  return c;
}

describe('a hold reshaped under a started payment', () => {
  test('paying the first intent after the hold moved to another time never books the time it left', async () => {
    const a = await insertSlot(t.db, { capacity: 1 });
    const c = await insertSlot(t.db, { capacity: 1 });
    const first = await startCheckout(t, [a.id]);
    // The card goes through at the provider just as the visitor changes times: the cancel cannot stop it.
    expect(
      await gateway().payWithCard(first.paymentIntentId, first.clientSecret, '4242424242424242'),
    ).toEqual({
      status: 'succeeded',
    });
    const moved = await hold(t, [c.id], { holdId: first.holdId, holdToken: first.holdToken });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().holdId).toBe(first.holdId);

    const other = await paidBooking([a.id], 'other@example.com');
    expect((await bookingRow(other.bookingId)).status).toBe('confirmed');

    const late = await confirm(t, first.bookingId);
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('REPLACED_CHECKOUT_REFUNDED');
    expect((await bookingRow(first.bookingId)).status).toBe('refunded');
    expect(await confirmedSeats(a.id)).toBe(1);
    expect((await refundsOf(first.bookingId)).map((r) => [r.amountCents, r.status])).toEqual([
      [first.amount, 'sent'],
    ]);
    expect(t.emails).toContainEqual({ kind: 'late_payment_refunded', bookingId: first.bookingId });
  });

  test('the refund email of a replaced checkout says the times were changed, not taken', async () => {
    const mailing = await createTestApp();
    try {
      const a = await insertSlot(mailing.db, { capacity: 1 });
      const c = await insertSlot(mailing.db, { capacity: 1 });
      const first = await startCheckout(
        mailing,
        [a.id],
        draft({ swimmers: [swimmer({ email: 'changed@example.com' })] }),
      );
      const paid = mailing.app.paymentGateway as TestGateway;
      await paid.payWithCard(first.paymentIntentId, first.clientSecret, '4242424242424242');
      await hold(mailing, [c.id], { holdId: first.holdId, holdToken: first.holdToken });
      expect((await confirm(mailing, first.bookingId)).statusCode).toBe(409);
      const [message] = await messagesOfKind(mailing.db, 'late_payment_refunded', 'changed@example.com');
      expect(message?.text).toContain('lesson times you had changed');
      expect(message?.text).not.toContain('booked by someone else');
    } finally {
      await mailing.close();
    }
  });

  test('reshaping cancels the replaced checkout’s intent, so it can no longer be paid', async () => {
    const a = await insertSlot(t.db, { capacity: 1 });
    const c = await insertSlot(t.db, { capacity: 1 });
    const first = await startCheckout(t, [a.id]);
    await hold(t, [c.id], { holdId: first.holdId, holdToken: first.holdToken });
    const paid = await payTestCard(t, first);
    expect(paid.json().status).not.toBe('succeeded');
    expect((await bookingRow(first.bookingId)).status).toBe('voided');
    expect(await confirmedSeats(a.id)).toBe(0);
  });

  test('holding the same times again keeps the checkout payable', async () => {
    const a = await insertSlot(t.db, { capacity: 1 });
    const first = await startCheckout(t, [a.id]);
    const again = await hold(t, [a.id], { holdId: first.holdId, holdToken: first.holdToken, extend: true });
    expect(again.statusCode).toBe(200);
    expect((await payTestCard(t, first)).json()).toEqual({ status: 'succeeded' });
    expect((await bookingRow(first.bookingId)).status).toBe('confirmed');
  });
});

describe('a cancelled booking stays cancelled', () => {
  test('confirming a booking the owner cancelled late neither re-confirms it nor refunds it', async () => {
    const slot = await insertSlot(t.db, { capacity: 1, startsInMinutes: 10 * 60 });
    const c = await paidBooking([slot.id]);
    const cancelled = await asOwner('POST', `/api/admin/bookings/${c.bookingId}/cancel`, { reason: null });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().refundedCents).toBe(0);

    const again = await confirm(t, c.bookingId);
    expect(again.statusCode).toBe(200);
    expect(again.json().status).toBe('cancelled');
    await payTestCard(t, c);
    expect((await bookingRow(c.bookingId)).status).toBe('cancelled');
    expect(await refundsOf(c.bookingId)).toEqual([]);
    // The seat it gave up is someone else's now, and a confirm of the old booking does not take it back.
    const next = await paidBooking([slot.id], 'next@example.com');
    expect((await confirm(t, c.bookingId)).json().status).toBe('cancelled');
    expect(await confirmedSeats(slot.id)).toBe(1);
    expect((await bookingRow(next.bookingId)).status).toBe('confirmed');
  });

  test('a refunded cancellation is refunded once, whatever is replayed after it', async () => {
    const slot = await insertSlot(t.db, { capacity: 1, startsInMinutes: 3 * DAY_MINUTES });
    const c = await paidBooking([slot.id]);
    const cancelled = await asOwner('POST', `/api/admin/bookings/${c.bookingId}/cancel`, {
      reason: 'Family away',
    });
    expect(cancelled.json().refundedCents).toBe(c.amount);
    for (let i = 0; i < 3; i++) expect((await confirm(t, c.bookingId)).json().status).toBe('refunded');
    expect((await refundsOf(c.bookingId)).map((r) => r.amountCents)).toEqual([c.amount]);
    const [p] = await t.db.select().from(payments).where(eq(payments.bookingId, c.bookingId));
    expect(p?.refundedCents).toBe(c.amount);
  });
});

describe('the owner cancels a lesson', () => {
  test('every paid family gets that lesson’s share back and an email; a family with other lessons keeps them', async () => {
    const monday = await insertSlot(t.db, { capacity: 3, lessonType: 'group', basePriceCents: 4000 });
    const tuesday = await insertSlot(t.db, {
      capacity: 3,
      lessonType: 'group',
      basePriceCents: 4000,
      startsInMinutes: 4 * DAY_MINUTES,
    });
    const groupDraft = (email: string) => draft({ lessonType: 'group', swimmers: [swimmer({ email })] });
    const both = await startCheckout(t, [monday.id, tuesday.id], groupDraft('both@example.com'));
    await payTestCard(t, both);
    const one = await startCheckout(t, [monday.id], groupDraft('one@example.com'));
    await payTestCard(t, one);
    t.emails.length = 0;

    const res = await asOwner('POST', `/api/admin/slots/${monday.id}/cancel`, { reason: 'Pool closed' });
    expect(res.statusCode).toBe(200);
    const oneRefund = (await refundsOf(one.bookingId))[0];
    const bothRefund = (await refundsOf(both.bookingId))[0];
    // A one-lesson booking gets everything back; the two-lesson booking gets half of what it paid.
    expect(oneRefund?.amountCents).toBe(one.amount);
    expect(bothRefund?.amountCents).toBe(Math.floor(both.amount / 2));
    expect(res.json()).toEqual({
      success: true,
      bookings: 2,
      refundedCents: one.amount + Math.floor(both.amount / 2),
    });
    expect((await bookingRow(one.bookingId)).status).toBe('refunded');
    expect((await bookingRow(both.bookingId)).status).toBe('confirmed');
    expect(t.emails.filter((e) => e.kind === 'slot_cancelled')).toEqual(
      expect.arrayContaining([
        { kind: 'slot_cancelled', slotId: monday.id, bookingId: one.bookingId, refundedCents: one.amount },
        {
          kind: 'slot_cancelled',
          slotId: monday.id,
          bookingId: both.bookingId,
          refundedCents: Math.floor(both.amount / 2),
        },
      ]),
    );
    // Cancelling the family's last lesson refunds the rest, so the shares add up to what was paid.
    await asOwner('POST', `/api/admin/slots/${tuesday.id}/cancel`, { reason: 'Pool closed' });
    const all = await refundsOf(both.bookingId);
    expect(all.reduce((sum, r) => sum + r.amountCents, 0)).toBe(both.amount);
    expect((await bookingRow(both.bookingId)).status).toBe('refunded');
  });

  test('cancelling it again is refused and refunds nothing more', async () => {
    const slot = await insertSlot(t.db, { capacity: 1 });
    const c = await paidBooking([slot.id]);
    await asOwner('POST', `/api/admin/slots/${slot.id}/cancel`, { reason: null });
    const again = await asOwner('POST', `/api/admin/slots/${slot.id}/cancel`, { reason: null });
    expect(again.statusCode).toBe(409);
    expect(await refundsOf(c.bookingId)).toHaveLength(1);
  });

  test('a checkout still waiting for payment on the lesson is voided and its payment refused', async () => {
    const slot = await insertSlot(t.db, { capacity: 2, lessonType: 'semi_private' });
    const c = await startCheckout(t, [slot.id], draft({ lessonType: 'semi_private' }));
    await asOwner('POST', `/api/admin/slots/${slot.id}/cancel`, { reason: null });
    expect((await bookingRow(c.bookingId)).status).toBe('voided');
    expect((await payTestCard(t, c)).json().status).not.toBe('succeeded');
  });

  test('the family’s email says what was refunded', async () => {
    const mailing = await createTestApp();
    try {
      const slot = await insertSlot(mailing.db, { capacity: 1 });
      const held = (await hold(mailing, [slot.id])).json();
      const c = (
        await createIntent(mailing, {
          slotIds: [slot.id],
          holdId: held.holdId,
          holdToken: held.holdToken,
          bookingData: draft({ swimmers: [swimmer({ email: 'told@example.com' })] }),
        })
      ).json();
      await payTestCard(mailing, c);
      const admin = await signIn(mailing.app);
      await mailing.app.inject({
        method: 'POST',
        url: `/api/admin/slots/${slot.id}/cancel`,
        payload: { reason: null },
        headers: admin.headers,
      });
      const [message] = await messagesOfKind(mailing.db, 'slot_cancelled', 'told@example.com');
      expect(message?.text).toContain("this lesson's share of your payment");
    } finally {
      await mailing.close();
    }
  });
});

describe('capacity', () => {
  test('cannot be lowered below the seats that live holds take', async () => {
    const slot = await insertSlot(t.db, { capacity: 3, lessonType: 'group' });
    expect((await hold(t, [slot.id], { swimmersCount: 2 })).statusCode).toBe(200);
    const lowered = await asOwner('PATCH', `/api/admin/slots/${slot.id}`, { capacity: 1 });
    expect(lowered.statusCode).toBe(409);
    expect(lowered.json()).toMatchObject({
      code: 'CAPACITY_BELOW_BOOKED',
      fieldErrors: { capacity: 'At least 2' },
    });
    const [row] = await t.db.select().from(timeSlots).where(eq(timeSlots.id, slot.id));
    expect(row?.capacity).toBe(3);
    expect((await asOwner('PATCH', `/api/admin/slots/${slot.id}`, { capacity: 2 })).statusCode).toBe(200);
  });
});
