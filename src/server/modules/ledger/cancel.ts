/**
 * Cancelling a booking. The FAQ's policy: with more than 24 hours' notice before the first lesson the payment is
 * refunded in full; with less, the booking is cancelled without a refund. An unpaid checkout is voided.
 */
import { cancellationRefund } from '@core/rules/refunds';
import { AppError } from '../../errors';
import { ledgerTransaction, type LedgerApp } from './context';
import { voidCheckouts } from './checkouts';
import { applyBookingEvent } from './lifecycle';
import { cancelIntents, sendDecidedRefunds } from './refunds';
import * as repo from './bookings.repository';
import * as holds from './holds.repository';

const PAID_PAYMENT_STATUSES = ['succeeded', 'partially_refunded'];

/** What the customer paid and has not had back yet; nothing when the lesson is paid at the pool. */
export async function refundableCents(tx: Parameters<typeof repo.sumRefunds>[0], bookingId: string) {
  const payment = await repo.findPayment(tx, bookingId);
  // Only money that arrived can go back: a payment that succeeded, perhaps partly refunded already.
  if (!payment || !PAID_PAYMENT_STATUSES.includes(payment.status)) return { payment, cents: 0 };
  return { payment, cents: payment.amountCents - (await repo.sumRefunds(tx, bookingId)) };
}

export async function cancelBooking(
  app: LedgerApp,
  bookingId: string,
  options: { reason?: string; actor: string },
): Promise<{ refundedCents: number }> {
  const reason = options.reason?.trim() || 'Cancelled by the business';
  const decision = await ledgerTransaction(app.db, async (tx) => {
    // Lock order: the booking, then its hold.
    const booking = await repo.lockBooking(tx, bookingId);
    if (!booking) throw new AppError('NOT_FOUND', 404, 'Booking not found');
    if (booking.status === 'pending_payment') {
      if (booking.holdId) await holds.findHoldForUpdate(tx, booking.holdId);
      const intents = await voidCheckouts(app, tx, [booking], { reason, actor: options.actor });
      if (booking.holdId) await holds.releaseHold(tx, booking.holdId);
      return { refund: undefined, intents };
    }
    if (booking.status !== 'confirmed')
      throw new AppError('ALREADY_CANCELLED', 409, `This booking is already ${booking.status}`);
    const { payment, cents } = await refundableCents(tx, bookingId);
    const amount = cancellationRefund({
      hoursUntilFirstLesson: await repo.hoursUntilFirstLesson(tx, bookingId),
      refundableCents: cents,
    });
    const refund =
      amount > 0 && payment
        ? await repo.insertRefund(tx, {
            bookingId,
            intentId: payment.intentId,
            amountCents: amount,
            reason,
            idempotencyKey: `refund-${bookingId}`,
          })
        : undefined;
    await applyBookingEvent(app, tx, booking, refund ? 'cancel_with_refund' : 'cancel_without_refund', {
      actor: options.actor,
      reason,
      details: { refundedCents: refund?.amountCents ?? 0 },
    });
    return { refund, intents: [] as string[] };
  });
  await cancelIntents(app, decision.intents);
  const refundedCents = decision.refund ? await sendDecidedRefunds(app, [decision.refund]) : 0;
  return { refundedCents };
}
