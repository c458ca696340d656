/** Coupon checks: the rule is in core/rules/coupons.ts; this reads the facts it needs from the database. */
import type { ValidateCouponRequest, ValidateCouponResponse } from '@core/api/coupons';
import type { LessonTypeId } from '@core/catalog/lesson-types';
import { couponProblem, normalizeCouponCode } from '@core/rules/coupons';
import { couponDiscount, type CouponType } from '@core/rules/pricing';
import type { Database } from '../../db/client';
import { slotPrices } from '../slots';
import * as repo from './repository';

export type CheckedCoupon =
  | { valid: true; id: string; code: string; name: string; type: CouponType; value: number }
  | { valid: false; code: string; error: string };

const cleanEmail = (email: string | null | undefined) =>
  email && email.includes('@') ? email.trim().toLowerCase() : null;

/** Whether the coupon may be used now, for this lesson type and customer. */
export async function checkCoupon(
  db: Database,
  input: { code: string; lessonType: LessonTypeId; email?: string | null; isFirstTime?: boolean },
): Promise<CheckedCoupon> {
  const code = normalizeCouponCode(input.code);
  const coupon = await repo.findCouponByCode(db, code);
  const email = cleanEmail(input.email);
  const counts = coupon ? await repo.redemptionCounts(db, coupon.id, email) : { all: 0, byCustomer: 0 };
  // The page's isFirstTime is a hint; with an email the database decides.
  const isFirstTime = email ? await repo.isFirstTimeCustomer(db, email) : (input.isFirstTime ?? true);
  const problem = couponProblem(coupon, {
    now: new Date(),
    lessonType: input.lessonType,
    timesRedeemed: counts.all,
    timesRedeemedByCustomer: counts.byCustomer,
    isFirstTime,
  });
  if (problem || !coupon) return { valid: false, code, error: problem ?? 'Invalid coupon code' };
  return {
    valid: true,
    id: coupon.id,
    code: coupon.code,
    name: coupon.name,
    type: coupon.type as CouponType,
    value: coupon.value,
  };
}

/** The id of the coupon with this code, whatever its state; undefined when there is none. */
export async function couponIdByCode(db: Database, code: string): Promise<string | undefined> {
  return (await repo.findCouponByCode(db, normalizeCouponCode(code)))?.id;
}

export async function validateCoupon(
  db: Database,
  input: ValidateCouponRequest,
): Promise<ValidateCouponResponse> {
  const checked = await checkCoupon(db, input);
  if (!checked.valid) return { valid: false, error: checked.error };
  const swimmers = input.swimmersCount ?? 1;
  const prices = input.slotIds?.length ? await slotPrices(db, input.slotIds) : [];
  // With real slots the discount comes from their prices; otherwise from the amount the page sent.
  const slots = prices.length
    ? prices.map((p) => ({ basePrice: p.basePriceCents }))
    : [{ basePrice: Math.floor((input.bookingAmount ?? 0) / swimmers) }];
  const discountAmount = couponDiscount({ type: checked.type, value: checked.value }, slots, swimmers);
  return {
    valid: true,
    coupon: {
      code: checked.code,
      name: checked.name,
      type: checked.type,
      value: checked.value,
      discountAmount,
    },
  };
}

export { isFirstTimeCustomer } from './repository';
