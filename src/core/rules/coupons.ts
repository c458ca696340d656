/** Whether a coupon may be used for a booking, and the reason when not (spec sections 3, 5 and 8). */
import { lessonTypeLabel } from '../catalog/lesson-types';
import type { CouponType } from './pricing';

export interface CouponRule {
  code: string;
  type: CouponType | string;
  active: boolean;
  startsAt: Date | null;
  endsAt: Date | null;
  lessonTypes: readonly string[] | null;
  usageLimit: number | null;
  firstTimeOnly: boolean;
  oncePerCustomer: boolean;
}

export interface CouponContext {
  now: Date;
  lessonType: string;
  /** Redemptions by every customer so far. */
  timesRedeemed: number;
  /** Redemptions by this customer's email, when known. */
  timesRedeemedByCustomer: number;
  /** The customer has no earlier confirmed booking. */
  isFirstTime: boolean;
}

export const COUPON_ERRORS = {
  unknown: 'Invalid coupon code',
  notStarted: 'This coupon is not active yet.',
  expired: 'This coupon has expired.',
  usedUp: 'This coupon has reached its usage limit.',
  alreadyUsed: 'You have already used this coupon.',
  firstTimeOnly: 'This coupon is for first-time customers only.',
} as const;

export function normalizeCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

/** The first reason the coupon cannot be used, or null when it can. */
export function couponProblem(coupon: CouponRule | undefined, ctx: CouponContext): string | null {
  if (!coupon || !coupon.active) return COUPON_ERRORS.unknown;
  if (!['percentage', 'fixed', 'free_lesson'].includes(coupon.type)) return COUPON_ERRORS.unknown;
  if (coupon.startsAt && ctx.now < coupon.startsAt) return COUPON_ERRORS.notStarted;
  if (coupon.endsAt && ctx.now >= coupon.endsAt) return COUPON_ERRORS.expired;
  if (coupon.lessonTypes && coupon.lessonTypes.length > 0 && !coupon.lessonTypes.includes(ctx.lessonType)) {
    return `This coupon does not apply to ${lessonTypeLabel(ctx.lessonType)} lessons.`;
  }
  if (coupon.usageLimit !== null && ctx.timesRedeemed >= coupon.usageLimit) return COUPON_ERRORS.usedUp;
  if (coupon.oncePerCustomer && ctx.timesRedeemedByCustomer > 0) return COUPON_ERRORS.alreadyUsed;
  if (coupon.firstTimeOnly && !ctx.isFirstTime) return COUPON_ERRORS.firstTimeOnly;
  return null;
}
