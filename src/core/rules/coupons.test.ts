import { describe, expect, test } from 'vitest';
import { COUPON_ERRORS, couponProblem, type CouponRule } from './coupons';

const now = new Date('2026-06-01T12:00:00Z');
const coupon = (over: Partial<CouponRule> = {}): CouponRule => ({
  code: 'SAVE',
  type: 'percentage',
  active: true,
  startsAt: null,
  endsAt: null,
  lessonTypes: null,
  usageLimit: null,
  firstTimeOnly: false,
  oncePerCustomer: true,
  ...over,
});
const ctx = { now, lessonType: 'private', timesRedeemed: 0, timesRedeemedByCustomer: 0, isFirstTime: true };

describe('couponProblem', () => {
  test('accepts a plain active coupon', () => expect(couponProblem(coupon(), ctx)).toBeNull());
  test('rejects an unknown or inactive code', () => {
    expect(couponProblem(undefined, ctx)).toBe(COUPON_ERRORS.unknown);
    expect(couponProblem(coupon({ active: false }), ctx)).toBe(COUPON_ERRORS.unknown);
  });
  test('rejects before its start and from its end', () => {
    expect(couponProblem(coupon({ startsAt: new Date('2026-06-02T00:00:00Z') }), ctx)).toBe(
      COUPON_ERRORS.notStarted,
    );
    expect(couponProblem(coupon({ endsAt: now }), ctx)).toBe(COUPON_ERRORS.expired);
  });
  test('names the lesson type it does not apply to', () => {
    expect(couponProblem(coupon({ lessonTypes: ['group'] }), ctx)).toBe(
      'This coupon does not apply to Private lessons.',
    );
  });
  test('enforces the usage limit, once per customer and first-time only', () => {
    expect(couponProblem(coupon({ usageLimit: 2 }), { ...ctx, timesRedeemed: 2 })).toBe(COUPON_ERRORS.usedUp);
    expect(couponProblem(coupon(), { ...ctx, timesRedeemedByCustomer: 1 })).toBe(COUPON_ERRORS.alreadyUsed);
    expect(
      couponProblem(coupon({ oncePerCustomer: false }), { ...ctx, timesRedeemedByCustomer: 1 }),
    ).toBeNull();
    expect(couponProblem(coupon({ firstTimeOnly: true }), { ...ctx, isFirstTime: false })).toBe(
      COUPON_ERRORS.firstTimeOnly,
    );
  });
});
