/**
 * Turning a paid checkout into booked seats, exactly once. Called by the browser's confirm, the webhook, the test
 * card form and the sweeper; the booking row lock makes them take turns and later callers see the result.
 *
 * Settlement acts only on a booking still waiting for its money (pending, expired or voided). A booking that was
 * confirmed, cancelled or refunded is answered as it is: a cancelled booking is never confirmed again, and its
 * refund stays what the cancellation decided.
 */
import {
  AWAITING_PAYMENT_STATES,
  PAYMENT_REFUSAL_REASONS,
  type BookingState,
} from '@core/rules/booking-lifecycle';
import type { Database } from '../../../db/client';
import { AppError } from '../../../errors';
import { ledgerTransaction, type LedgerApp } from '../seats/seat-transaction';
import { redeemCouponUse } from './checkouts';
import { applyBookingEvent } from '../booking/lifecycle';
import { sendDecidedRefunds, type RefundRow } from '../money/refunds';
import { lockSlotFacts, slotsThatRefuse } from '../seats/seats';
import { readRoad } from '../../travel';
import { isPlacedReachable, placeOfBooking } from '../seats/travel-check';
import { settleLessonChange } from '../changes/settle-change';
import { confirmPackagePurchase } from '../money/package-purchases';
import * as repo from '../booking/bookings.repository';
import * as couponUses from './coupon-uses.repository';
import * as paymentsRepo from '../money/payments.repository';
import * as holds from '../holds/holds.repository';
import { PAYMENT_MESSAGES } from '@core/catalog/payment-messages';

export type RefusedPayment = 'seats_gone' | 'checkout_replaced';

export interface SettleOutcome {
  bookingId: string;
  reference: string;
  status: BookingState;
  /** Set when this payment was refunded instead of booking seats, now or by an earlier settlement. */
  refusedPayment: RefusedPayment | null;
}

const {
  seatsGone: SEATS_GONE,
  checkoutReplaced: REPLACED,
  couponUsedUp: COUPON_GONE,
} = PAYMENT_REFUSAL_REASONS;

const refusalOf = (reason: string | null): RefusedPayment | null =>
  reason === REPLACED
    ? 'checkout_replaced'
    : reason === SEATS_GONE || reason === COUPON_GONE
      ? 'seats_gone'
      : null;

/** Whether every lesson of the booking can still take its seats, leaving out the booking's own hold. */
async function seatsStillFit(tx: Database, booking: repo.BookingRow): Promise<boolean> {
  const lessons = await repo.bookingSlotRows(tx, booking.id);
  const facts = await lockSlotFacts(
    tx,
    lessons.map((l) => l.slotId),
    booking.holdId ?? undefined,
  );
  const seats = (slotId: string) => lessons.find((l) => l.slotId === slotId)?.seats ?? booking.swimmersCount;
  // The checkout started with enough notice; now the lessons only must not have started.
  return slotsThatRefuse(facts, seats, 0).length === 0;
}

/**
 * A payment landing after its hold ended: meanwhile another booking may have placed the instructor elsewhere around
 * these times, so the travel rule is applied again (the booking's own lessons aside). While the hold lived, the
 * booking counted in every other path's check, and its own checkout checked it.
 */
async function stillReachable(app: LedgerApp, tx: Database, booking: repo.BookingRow): Promise<boolean> {
  const lessons = await repo.bookingSlotRows(tx, booking.id);
  const times = await lockSlotFacts(
    tx,
    lessons.map((l) => l.slotId),
    booking.holdId ?? undefined,
  );
  const road = await readRoad({ db: tx, travelTimes: app.travelTimes });
  return isPlacedReachable(road, tx, placeOfBooking(booking), times, { bookingId: booking.id });
}

export async function settlePayment(app: LedgerApp, bookingId: string): Promise<SettleOutcome> {
  const booking = await repo.findBooking(app.db, bookingId);
  if (!booking) throw new AppError('NOT_FOUND', 404, 'Booking not found');
  const done = (status: string, reason: string | null): SettleOutcome => ({
    bookingId,
    reference: booking.reference,
    status: status as BookingState,
    refusedPayment: status === 'refunded' ? refusalOf(reason) : null,
  });
  if (!AWAITING_PAYMENT_STATES.includes(booking.status as BookingState))
    return done(booking.status, booking.cancelReason);

  const payment = await paymentsRepo.findPayment(app.db, bookingId);
  if (!payment)
    throw new AppError('PAYMENT_NOT_STARTED', 409, 'No payment has been started for this booking');
  const intent = await app.paymentGateway.retrieve(payment.intentId);
  if (intent.status !== 'succeeded') {
    if (intent.status !== payment.status)
      await paymentsRepo.updatePayment(app.db, payment.intentId, {
        status: intent.status,
        lastError: intent.lastError,
      });
    if (intent.status === 'failed' || intent.status === 'canceled') {
      throw new AppError('PAYMENT_FAILED', 402, intent.lastError ?? PAYMENT_MESSAGES.failed);
    }
    throw new AppError(
      'PAYMENT_NOT_COMPLETE',
      409,
      'Your payment has not gone through yet. Please complete the payment step.',
    );
  }

  const result = await ledgerTransaction(app.db, async (tx) => {
    // Lock order: the booking, its hold, its slots (in seatsStillFit), then its coupon (in redeemCouponUse).
    const locked = await repo.lockBooking(tx, bookingId);
    if (!locked) throw new AppError('NOT_FOUND', 404, 'Booking not found');
    if (!AWAITING_PAYMENT_STATES.includes(locked.status as BookingState))
      return { status: locked.status, reason: locked.cancelReason, refund: undefined };
    const hold = locked.holdId ? await holds.findHoldForUpdate(tx, locked.holdId) : undefined;
    await paymentsRepo.updatePayment(tx, payment.intentId, { status: 'succeeded', lastError: null });

    let refusal: string | null = locked.status === 'voided' ? REPLACED : null;
    if (!refusal && !(await seatsStillFit(tx, locked))) refusal = SEATS_GONE;
    if (!refusal && !hold?.live && !(await stillReachable(app, tx, locked))) refusal = SEATS_GONE;
    if (!refusal && !(await redeemCouponUse(tx, locked))) refusal = COUPON_GONE;
    if (locked.holdId) await holds.releaseHold(tx, locked.holdId);

    if (!refusal) {
      await applyBookingEvent(app, tx, locked, 'paid', {
        actor: 'customer',
        details: { intentId: payment.intentId },
      });
      return { status: 'confirmed', reason: null, refund: undefined };
    }
    // Paid, but the seats cannot be given: give the money back and say so.
    await couponUses.releaseCouponUse(tx, bookingId);
    await applyBookingEvent(app, tx, locked, 'paid_too_late', {
      actor: 'system',
      reason: refusal,
      details: { intentId: payment.intentId },
    });
    const refund = await paymentsRepo.insertRefund(tx, {
      bookingId,
      intentId: payment.intentId,
      amountCents: intent.amount,
      reason: refusal,
      idempotencyKey: `refund-${bookingId}`,
    });
    return { status: 'refunded', reason: refusal, refund };
  });

  if (result.refund) await sendDecidedRefunds(app, [result.refund as RefundRow]).catch(() => 0);
  return done(result.status, result.reason);
}

/**
 * Settles whatever a payment intent pays for: a checkout, a family's move to a dearer time, or a lesson package.
 * An intent that is not ours is ignored.
 */
export async function settleIntent(app: LedgerApp, intentId: string): Promise<SettleOutcome | null> {
  const payment = await paymentsRepo.findPaymentByIntent(app.db, intentId);
  if (!payment) return null;
  if (payment.lessonChangeId) {
    await settleLessonChange(app, payment.lessonChangeId);
    return null;
  }
  if (payment.packagePurchaseId) {
    await confirmPackagePurchase(app, payment.packagePurchaseId);
    return null;
  }
  return payment.bookingId ? settlePayment(app, payment.bookingId) : null;
}
