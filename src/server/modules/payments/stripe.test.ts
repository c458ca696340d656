import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { insertCoupon, insertSlot } from '../../db/factories';
import { bookings, holds } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { cancelBooking } from '../ledger/changes/cancel';
import { sweepHolds } from '../ledger/holds/sweeper';
import { confirm, createIntent, draft, hold, startCheckout } from '../ledger/test/booking-flow';
import { startFakeStripe, type FakeStripe } from './test/fake-stripe';
import { createStripeGateway } from './stripe-gateway';

const WEBHOOK_SECRET = 'whsec_test_secret';
let t: TestApp;
let fake: FakeStripe;
const stripe = new Stripe('sk_test_x');

beforeAll(async () => {
  fake = await startFakeStripe();
  t = await createTestApp(
    {
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    },
    {
      paymentGateway: createStripeGateway({
        secretKey: 'sk_test_x',
        webhookSecret: WEBHOOK_SECRET,
        host: '127.0.0.1',
        port: fake.port,
        protocol: 'http',
      }),
      recordEmails: true,
    },
  );
});
beforeEach(() => {
  t.emails.length = 0;
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

function webhook(event: { id: string; type: string; intentId: string }, signWith = WEBHOOK_SECRET) {
  const payload = JSON.stringify({
    id: event.id,
    object: 'event',
    type: event.type,
    data: { object: { id: event.intentId, object: 'payment_intent' } },
  });
  const signature = stripe.webhooks.generateTestHeaderString({ payload, secret: signWith });
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
}

const statusOf = async (id: string) =>
  (await t.db.select().from(bookings).where(eq(bookings.id, id)))[0]?.status;

describe('the Stripe gateway against a local fake Stripe', () => {
  test('creates the intent at the provider for the server price and tells the page it is the stripe gateway', async () => {
    const slot = await insertSlot(t.db, { capacity: 1, basePriceCents: 5000 });
    const c = await startCheckout(t, [slot.id]);
    expect(fake.intents.get(c.paymentIntentId)).toMatchObject({
      amount: c.amount,
      metadata: { bookingId: c.bookingId },
    });
    expect(c.clientSecret).toBe(`${c.paymentIntentId}_secret_fake`);
  });

  test('a signed payment_intent.succeeded webhook confirms the booking; a repeat is ignored', async () => {
    const slot = await insertSlot(t.db, { capacity: 1 });
    const c = await startCheckout(t, [slot.id]);
    fake.intents.get(c.paymentIntentId)!.status = 'succeeded'; // the fake holds the intent created above
    const first = await webhook({
      id: 'evt_1',
      type: 'payment_intent.succeeded',
      intentId: c.paymentIntentId,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true });
    expect(await statusOf(c.bookingId)).toBe('confirmed');
    const repeat = await webhook({
      id: 'evt_1',
      type: 'payment_intent.succeeded',
      intentId: c.paymentIntentId,
    });
    expect(repeat.json()).toEqual({ received: true, duplicate: true });
    expect((await confirm(t, c.bookingId)).json().status).toBe('confirmed');
    expect(t.emails.filter((e) => e.kind === 'booking_confirmed')).toHaveLength(1);
  });

  test('a webhook with a bad signature is a 400 and changes nothing', async () => {
    const slot = await insertSlot(t.db, { capacity: 1 });
    const c = await startCheckout(t, [slot.id]);
    fake.intents.get(c.paymentIntentId)!.status = 'succeeded'; // created above
    const res = await webhook(
      { id: 'evt_bad', type: 'payment_intent.succeeded', intentId: c.paymentIntentId },
      'whsec_wrong',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('BAD_SIGNATURE');
    expect(await statusOf(c.bookingId)).toBe('pending_payment');
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(unsigned.statusCode).toBe(400);
  });

  test('events out of order cannot move a confirmed booking backwards', async () => {
    const slot = await insertSlot(t.db, { capacity: 1 });
    const c = await startCheckout(t, [slot.id]);
    const intent = fake.intents.get(c.paymentIntentId)!; // created above
    intent.status = 'succeeded';
    expect(
      (await webhook({ id: 'evt_s', type: 'payment_intent.succeeded', intentId: c.paymentIntentId }))
        .statusCode,
    ).toBe(200);
    // A stale failure event from an earlier attempt arrives late.
    expect(
      (await webhook({ id: 'evt_f', type: 'payment_intent.payment_failed', intentId: c.paymentIntentId }))
        .statusCode,
    ).toBe(200);
    expect(await statusOf(c.bookingId)).toBe('confirmed');
  });

  test('a failure event before success leaves the booking pending, and the later success confirms it', async () => {
    const slot = await insertSlot(t.db, { capacity: 1 });
    const c = await startCheckout(t, [slot.id]);
    const intent = fake.intents.get(c.paymentIntentId)!; // created above
    intent.last_payment_error = { message: 'Your card was declined.' };
    expect(
      (await webhook({ id: 'evt_f2', type: 'payment_intent.payment_failed', intentId: c.paymentIntentId }))
        .statusCode,
    ).toBe(200);
    expect(await statusOf(c.bookingId)).toBe('pending_payment');
    intent.status = 'succeeded';
    intent.last_payment_error = null;
    await webhook({ id: 'evt_s2', type: 'payment_intent.succeeded', intentId: c.paymentIntentId });
    expect(await statusOf(c.bookingId)).toBe('confirmed');
  });

  test('a bank debit still processing when the hold ends keeps its booking pending, and confirms when it succeeds', async () => {
    const slot = await insertSlot(t.db, { capacity: 1, startsInMinutes: 7 * 24 * 60 });
    const c = await startCheckout(t, [slot.id]);
    const intent = fake.intents.get(c.paymentIntentId)!; // created above
    intent.status = 'processing';
    const longAgo = new Date(Date.now() - 30 * 60_000);
    await t.db.update(holds).set({ expiresAt: longAgo }).where(eq(holds.id, c.holdId));
    await t.db.update(bookings).set({ createdAt: longAgo }).where(eq(bookings.id, c.bookingId));

    await sweepHolds(t.app);
    await sweepHolds(t.app);
    expect(await statusOf(c.bookingId)).toBe('pending_payment');
    expect(intent.status).toBe('processing');
    expect(fake.requests).not.toContain(`POST /v1/payment_intents/${c.paymentIntentId}/cancel`);

    // Days later the bank says yes.
    intent.status = 'succeeded';
    await webhook({ id: 'evt_debit', type: 'payment_intent.succeeded', intentId: c.paymentIntentId });
    expect(await statusOf(c.bookingId)).toBe('confirmed');
    expect(t.emails.filter((e) => e.kind === 'booking_confirmed')).toHaveLength(1);
  });

  test('a checkout whose hold ended with nothing paid is still expired and its intent cancelled', async () => {
    const slot = await insertSlot(t.db, { capacity: 1, startsInMinutes: 7 * 24 * 60 });
    const c = await startCheckout(t, [slot.id]);
    const longAgo = new Date(Date.now() - 30 * 60_000);
    await t.db.update(holds).set({ expiresAt: longAgo }).where(eq(holds.id, c.holdId));
    await t.db.update(bookings).set({ createdAt: longAgo }).where(eq(bookings.id, c.bookingId));
    await sweepHolds(t.app);
    expect(await statusOf(c.bookingId)).toBe('expired');
    expect(fake.intents.get(c.paymentIntentId)!.status).toBe('canceled');
  });

  test('a booking cheaper than the smallest card payment is refused with a clear message, not a 500', async () => {
    await insertCoupon(t.db, { code: 'ALLFREE', type: 'free_lesson', value: 0 });
    const slot = await insertSlot(t.db, { capacity: 1 });
    const held = (await hold(t, [slot.id])).json();
    const res = await createIntent(t, {
      slotIds: [slot.id],
      holdId: held.holdId,
      holdToken: held.holdToken,
      bookingData: draft({ couponCode: 'ALLFREE' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('AMOUNT_TOO_SMALL');
  });

  test('the owner’s cancellation refunds through the provider, once', async () => {
    const slot = await insertSlot(t.db, { capacity: 1, startsInMinutes: 5 * 24 * 60 });
    const c = await startCheckout(t, [slot.id]);
    fake.intents.get(c.paymentIntentId)!.status = 'succeeded'; // created above
    await confirm(t, c.bookingId);
    expect(await cancelBooking(t.app, c.bookingId, { actor: 'owner' })).toEqual({ refundedCents: c.amount });
    expect(fake.refunds.filter((r) => r.payment_intent === c.paymentIntentId)).toEqual([
      { payment_intent: c.paymentIntentId, amount: c.amount },
    ]);
  });
});
