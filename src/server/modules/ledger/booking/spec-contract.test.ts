/**
 * The spec's own calls, exactly: hold-slots with `{ slotIds, duration }`, then create-payment-intent with
 * `{ bookingData, selectedSlots, priceBreakdown }` from the same browser. The hold cookie proves the browser owns
 * its hold; the standard Idempotency-Key header makes a retry answer the same intent.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { insertSlot } from '../../../db/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { draft, hold } from '../test/booking-flow';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const holdCookieOf = (res: {
  cookies: { name: string; value: string; httpOnly?: boolean; sameSite?: string }[];
}) => res.cookies.find((c) => c.name === 'swim_hold');

const specCheckout = (cookie: string | undefined, slotIds: string[], headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/bookings/create-payment-intent',
    headers: { ...(cookie ? { cookie: `swim_hold=${cookie}` } : {}), ...headers },
    payload: { bookingData: draft(), selectedSlots: slotIds, priceBreakdown: { total: 0 } },
  });

describe('the spec’s hold and payment-intent calls', () => {
  test('hold-slots sets an HttpOnly, SameSite=Strict cookie naming the hold', async () => {
    const slot = await insertSlot(t.db, { capacity: 1 });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/bookings/hold-slots',
      payload: { slotIds: [slot.id], duration: 15 },
    });
    expect(res.statusCode).toBe(200);
    const cookie = holdCookieOf(res);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    expect(cookie?.value.startsWith(`${res.json().holdId}.`)).toBe(true);
  });

  test('create-payment-intent with only the spec’s body succeeds for the browser that holds the times', async () => {
    const slot = await insertSlot(t.db, { capacity: 1 });
    const held = await hold(t, [slot.id]);
    const res = await specCheckout(holdCookieOf(held)?.value, [slot.id]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ amount: expect.any(Number), priceChanged: true });
  });

  test('a retry with the same Idempotency-Key header answers the same intent and booking', async () => {
    const slot = await insertSlot(t.db, { capacity: 1 });
    const cookie = holdCookieOf(await hold(t, [slot.id]))?.value;
    const key = { 'idempotency-key': `spec-key-${Date.now()}` };
    const first = await specCheckout(cookie, [slot.id], key);
    const again = await specCheckout(cookie, [slot.id], key);
    expect(first.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      paymentIntentId: first.json().paymentIntentId,
      bookingId: first.json().bookingId,
    });
  });

  test('holding again from the same browser with the spec’s body reshapes its hold instead of holding twice', async () => {
    const slot = await insertSlot(t.db, { capacity: 1 });
    const other = await insertSlot(t.db, { capacity: 1 });
    const first = await hold(t, [slot.id]);
    const cookie = holdCookieOf(first)?.value;
    const moved = await t.app.inject({
      method: 'POST',
      url: '/api/bookings/hold-slots',
      headers: { cookie: `swim_hold=${cookie}` },
      payload: { slotIds: [other.id], duration: 15 },
    });
    expect(moved.json().holdId).toBe(first.json().holdId);
    // The first slot is free again for someone else.
    expect((await hold(t, [slot.id])).statusCode).toBe(200);
  });

  test('without a hold cookie or hold fields the answer is a clear 409, and nothing is created', async () => {
    const slot = await insertSlot(t.db, { capacity: 1 });
    const res = await specCheckout(undefined, [slot.id]);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'HOLD_NOT_FOUND' });
  });

  test('a forged or another browser’s cookie finds no hold', async () => {
    const slot = await insertSlot(t.db, { capacity: 1 });
    const real = holdCookieOf(await hold(t, [slot.id]))?.value ?? '';
    const forged = `${real.split('.')[0]}.${'x'.repeat(43)}`;
    expect((await specCheckout(forged, [slot.id])).statusCode).toBe(404);
    expect((await specCheckout('not-a-cookie', [slot.id])).statusCode).toBe(409);
  });

  test('a header and a body key that differ are refused with a 400', async () => {
    const slot = await insertSlot(t.db, { capacity: 1 });
    const cookie = holdCookieOf(await hold(t, [slot.id]))?.value;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/bookings/create-payment-intent',
      headers: { cookie: `swim_hold=${cookie}`, 'idempotency-key': 'header-key-1' },
      payload: { bookingData: draft(), selectedSlots: [slot.id], idempotencyKey: 'body-key-22' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toHaveProperty('idempotencyKey');
  });

  test('a malformed Idempotency-Key header is a 400 naming the header', async () => {
    const slot = await insertSlot(t.db, { capacity: 1 });
    const cookie = holdCookieOf(await hold(t, [slot.id]))?.value;
    const res = await specCheckout(cookie, [slot.id], { 'idempotency-key': 'bad key!' });
    expect(res.statusCode).toBe(400);
  });
});
