/**
 * Cancelling a booking on the owner's behalf. The FAQ's policy: with more than 24 hours' notice before the first
 * lesson the payment is refunded in full; with less, the booking is cancelled without a refund.
 */
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors';
import { queueEmailEvent } from '../email/events';
import { releaseHold } from '../holds/repository';
import { getPaymentGateway } from '../payments/gateway';
import * as repo from './repository';
import { sendPendingRefund } from './settle';

export const REFUND_NOTICE_HOURS = 24;

export async function cancelBooking(
  app: Pick<FastifyInstance, 'db' | 'config' | 'log'>,
  bookingId: string,
  options: { reason?: string; actor: string },
): Promise<{ refundedCents: number }> {
  const decision = await app.db.transaction(async (tx) => {
    const booking = await repo.lockBooking(tx, bookingId);
    if (!booking) throw new AppError('NOT_FOUND', 404, 'Booking not found');
    if (booking.status === 'cancelled' || booking.status === 'refunded' || booking.status === 'expired') {
      throw new AppError('ALREADY_CANCELLED', 409, `This booking is already ${booking.status}`);
    }
    const payment = await repo.findPayment(tx, bookingId);
    const reason = options.reason?.trim() || 'Cancelled by the business';
    if (booking.status !== 'confirmed') {
      // Not paid: nothing to refund; stop the intent so it can no longer be paid.
      await repo.setBookingStatus(tx, bookingId, 'cancelled', { cancelReason: reason });
      if (booking.holdId) await releaseHold(tx, booking.holdId);
      await repo.writeAudit(tx, {
        actor: options.actor,
        action: 'booking.cancelled',
        entityId: bookingId,
        details: { reason, refundedCents: 0 },
      });
      return { refund: 0, intentId: payment?.intentId, cancelIntent: true };
    }
    const hours = await repo.hoursUntilFirstLesson(tx, bookingId);
    const refundable =
      payment && payment.status !== 'refunded' ? payment.amountCents - payment.refundedCents : 0;
    const refund = hours !== null && hours > REFUND_NOTICE_HOURS ? refundable : 0;
    await repo.setBookingStatus(tx, bookingId, refund > 0 ? 'refunded' : 'cancelled', {
      cancelReason: reason,
    });
    if (refund > 0 && payment) await repo.updatePayment(tx, payment.intentId, { status: 'refund_pending' });
    await repo.writeAudit(tx, {
      actor: options.actor,
      action: refund > 0 ? 'booking.refunded' : 'booking.cancelled',
      entityId: bookingId,
      details: { reason, refundedCents: refund },
    });
    await queueEmailEvent(
      tx,
      { kind: refund > 0 ? 'booking_refunded' : 'booking_cancelled', bookingId },
      app.config,
    );
    return { refund, intentId: payment?.intentId, cancelIntent: false };
  });

  if (decision.cancelIntent && decision.intentId) {
    await getPaymentGateway(app.config)
      .cancel(decision.intentId)
      .catch((err: unknown) =>
        app.log.warn({ err, bookingId }, 'could not cancel the payment intent of a cancelled booking'),
      );
  }
  if (decision.refund > 0 && decision.intentId) {
    await sendPendingRefund(app, bookingId, decision.intentId, decision.refund);
  }
  return { refundedCents: decision.refund };
}
