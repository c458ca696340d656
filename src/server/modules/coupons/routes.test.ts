import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { insertConfirmedBooking, insertCoupon, insertSlot } from '../../db/factories';
import { couponRedemptions } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
const day = 86_400_000;
beforeAll(async () => {
  t = await createTestApp();
  await insertCoupon(t.db, { code: 'TEN', type: 'percentage', value: 10 });
  await insertCoupon(t.db, { code: 'FIVEOFF', type: 'fixed', value: 500 });
  await insertCoupon(t.db, { code: 'FREEONE', type: 'free_lesson', value: 0, firstTimeOnly: true });
  await insertCoupon(t.db, { code: 'LATER', startsAt: new Date(Date.now() + day) });
  await insertCoupon(t.db, { code: 'GONE', endsAt: new Date(Date.now() - day) });
  await insertCoupon(t.db, { code: 'GROUPS', lessonTypes: ['group'] });
  await insertCoupon(t.db, { code: 'OFF', active: false });
});
afterAll(async () => t?.close());

const validate = (payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/coupons/validate',
    payload: { lessonType: 'private', bookingAmount: 5000, isFirstTime: true, ...payload },
  });

describe('POST /api/coupons/validate', () => {
  test('a percentage coupon answers its discount on the booking amount, whatever the case of the code', async () => {
    const res = await validate({ code: 'ten' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      valid: true,
      coupon: { code: 'TEN', name: 'TEN', type: 'percentage', value: 10, discountAmount: 500 },
    });
  });

  test('a fixed coupon takes its amount off', async () => {
    expect((await validate({ code: 'FIVEOFF' })).json().coupon.discountAmount).toBe(500);
  });

  test('a free-lesson coupon takes off the cheapest chosen lesson for every swimmer, from real prices', async () => {
    const a = await insertSlot(t.db, { basePriceCents: 4200, capacity: 3, lessonType: 'semi_private' });
    const b = await insertSlot(t.db, { basePriceCents: 4000, capacity: 3, lessonType: 'semi_private' });
    const res = await validate({
      code: 'FREEONE',
      lessonType: 'semi_private',
      slotIds: [a.id, b.id],
      swimmersCount: 2,
      bookingAmount: 1,
    });
    expect(res.json().coupon.discountAmount).toBe(8000);
  });

  test.each([
    ['an unknown code', { code: 'NOPE' }, 'Invalid coupon code'],
    ['an inactive code', { code: 'OFF' }, 'Invalid coupon code'],
    ['a coupon that has not started', { code: 'LATER' }, 'This coupon is not active yet.'],
    ['an expired coupon', { code: 'GONE' }, 'This coupon has expired.'],
    ['another lesson type', { code: 'GROUPS' }, 'This coupon does not apply to Private lessons.'],
  ])('explains %s in error', async (_name, payload, error) => {
    const res = await validate(payload);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ valid: false, error });
  });

  test('first-time-only coupons are checked against the email, not the page’s isFirstTime', async () => {
    const slot = await insertSlot(t.db);
    await insertConfirmedBooking(t.db, {
      slots: [slot],
      seats: 1,
      lessonType: 'private',
      customerEmail: 'regular@example.com',
    });
    const res = await validate({ code: 'FREEONE', email: 'Regular@Example.com', isFirstTime: true });
    expect(res.json()).toEqual({ valid: false, error: 'This coupon is for first-time customers only.' });
  });

  test('a used-up coupon and a coupon this customer already used are refused', async () => {
    const limited = await insertCoupon(t.db, { code: 'ONCEONLY', usageLimit: 1, oncePerCustomer: false });
    const mine = await insertCoupon(t.db, { code: 'MINE' });
    const slot = await insertSlot(t.db);
    const booking = await insertConfirmedBooking(t.db, { slots: [slot], seats: 1, lessonType: 'private' });
    await t.db
      .insert(couponRedemptions)
      .values([
        { couponId: limited.id, bookingId: booking.id, customerEmail: 'x@example.com', discountCents: 100 },
      ]);
    const slot2 = await insertSlot(t.db);
    const booking2 = await insertConfirmedBooking(t.db, { slots: [slot2], seats: 1, lessonType: 'private' });
    await t.db
      .insert(couponRedemptions)
      .values([
        { couponId: mine.id, bookingId: booking2.id, customerEmail: 'me@example.com', discountCents: 100 },
      ]);
    expect((await validate({ code: 'ONCEONLY' })).json().error).toBe(
      'This coupon has reached its usage limit.',
    );
    expect((await validate({ code: 'MINE', email: 'me@example.com' })).json().error).toBe(
      'You have already used this coupon.',
    );
    expect((await validate({ code: 'MINE', email: 'someone@example.com' })).json().valid).toBe(true);
  });

  test('a blank code is a 400 with a clear message', async () => {
    const res = await validate({ code: '   ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.code).toBe('Enter a coupon code');
  });
});
