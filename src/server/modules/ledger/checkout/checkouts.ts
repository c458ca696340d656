/** Unpaid checkouts: locking them in the ledger's order, voiding them, and the coupon uses they reserve. */
import type { LessonTypeId } from '@core/catalog/lesson-types';
import type { Database } from '../../../db/client';
import { AppError } from '../../../errors';
import { checkCoupon, couponIdByCode } from '../../coupons';
import { LockOrderRetry, type LedgerApp } from '../seats/seat-transaction';
import { applyBookingEvent } from '../booking/lifecycle';
import * as repo from '../booking/bookings.repository';
import * as couponUses from './coupon-uses.repository';
import * as paymentsRepo from '../money/payments.repository';
import * as holds from '../holds/holds.repository';

/**
 * Locks the hold's unpaid checkouts and then the hold (bookings before holds, the ledger's lock order). A checkout
 * started on the hold between the two steps makes the transaction run again, so none is ever left unlocked.
 */
export async function lockHoldWithCheckouts(tx: Database, holdId: string) {
  const ids = await repo.pendingCheckoutIdsOnHold(tx, holdId);
  const locked = await repo.lockBookings(tx, ids);
  const hold = await holds.findHoldForUpdate(tx, holdId);
  const now = await repo.pendingCheckoutIdsOnHold(tx, holdId);
  if (now.some((id) => !ids.includes(id))) throw new LockOrderRetry();
  return { hold, checkouts: locked.filter((b) => b.status === 'pending_payment') };
}

/**
 * Voids unpaid checkouts (locked by the caller): their coupon uses go back to the coupon. Returns their payment
 * intents, to cancel after the commit; a payment that lands anyway finds the checkout voided and is refunded.
 */
export async function voidCheckouts(
  app: Pick<LedgerApp, 'emails'>,
  tx: Database,
  checkouts: readonly repo.BookingRow[],
  options: { reason: string; actor: string },
): Promise<string[]> {
  const intents: string[] = [];
  for (const booking of checkouts) {
    if (!(await applyBookingEvent(app, tx, booking, 'checkout_voided', options))) continue;
    await couponUses.releaseCouponUse(tx, booking.id);
    const payment = await paymentsRepo.findPayment(tx, booking.id);
    if (payment) intents.push(payment.intentId);
  }
  return intents;
}

interface CouponClaim {
  code: string;
  lessonType: LessonTypeId;
  email: string;
}

/**
 * Checks the coupon again with its row locked, so every limit (uses in all, once per customer) counts the uses
 * that other checkouts reserved a moment ago. Returns the coupon id, or the reason it can no longer be used.
 */
export async function lockCouponForUse(
  tx: Database,
  claim: CouponClaim,
): Promise<{ couponId: string } | { problem: string }> {
  const couponId = await couponIdByCode(tx, claim.code);
  if (!couponId) return { problem: 'Invalid coupon code' };
  await couponUses.lockCoupon(tx, couponId);
  const checked = await checkCoupon(tx, claim);
  return checked.valid ? { couponId } : { problem: checked.error };
}

/** Reserves one use of the coupon for a new checkout; a coupon used up meanwhile is a 400 before any payment. */
export async function reserveCouponUse(
  tx: Database,
  claim: CouponClaim & { bookingId: string; discountCents: number },
) {
  const locked = await lockCouponForUse(tx, claim);
  if ('problem' in locked)
    throw new AppError('COUPON_INVALID', 400, locked.problem, { couponCode: locked.problem });
  await couponUses.insertCouponUse(tx, {
    couponId: locked.couponId,
    bookingId: claim.bookingId,
    customerEmail: claim.email.toLowerCase(),
    discountCents: claim.discountCents,
  });
}

/**
 * A paid checkout keeps its coupon use: the reserved use is redeemed. One released meanwhile (the checkout had
 * expired) is taken again if the coupon still allows it; false when it does not, and the payment is refunded.
 */
export async function redeemCouponUse(tx: Database, booking: repo.BookingRow): Promise<boolean> {
  if (!booking.couponCode) return true;
  if (await couponUses.findCouponUse(tx, booking.id)) {
    await couponUses.redeemCouponUse(tx, booking.id);
    return true;
  }
  const claim = {
    code: booking.couponCode,
    lessonType: booking.lessonType as LessonTypeId,
    email: booking.customerEmail,
  };
  const locked = await lockCouponForUse(tx, claim);
  if ('problem' in locked) return false;
  await couponUses.insertCouponUse(tx, {
    couponId: locked.couponId,
    bookingId: booking.id,
    customerEmail: booking.customerEmail,
    discountCents: booking.discountCents,
  });
  await couponUses.redeemCouponUse(tx, booking.id);
  return true;
}
