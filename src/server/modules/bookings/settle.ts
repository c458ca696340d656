/**
 * Turning a paid booking into booked seats, exactly once. Called by the browser's confirm, the webhook, the test
 * card form and the sweeper; the booking row lock makes them take turns and later callers see the result.
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { queueEmailEvent } from '../email/events';
import { findCouponByCode, insertRedemption } from '../coupons/repository';
import { lockSlots, releaseHold, slotSeats } from '../holds/repository';
import { getPaymentGateway } from '../payments/gateway';
import * as repo from './repository';

type App = Pick<FastifyInstance, 'db' | 'config' | 'log'>;

export interface SettleOutcome {
  bookingId: string;
  reference: string;
  status: repo.BookingRow['status'] &
    ('confirmed' | 'refunded' | 'cancelled' | 'expired' | 'payment_failed' | 'pending_payment');
  lateRefund: boolean;
}

const LATE_REASON = 'Paid after the hold ended and the time was booked by someone else';

async function fitsNow(tx: Database, booking: repo.BookingRow): Promise<boolean> {
  const seats = await repo.bookingSlotRows(tx, booking.id);
  const ids = seats.map((s) => s.slotId);
  await lockSlots(tx, ids);
  const rows = await slotSeats(tx, ids, booking.holdId ?? undefined);
  const holdLive = await repo.isHoldLive(tx, booking.holdId);
  return rows.every((r) => {
    const wanted = seats.find((s) => s.slotId === r.id)?.seats ?? booking.swimmersCount;
    const started = r.startTime.getTime() <= Date.now();
    // While our hold is live the seats are ours; after it ended they must still be free.
    return r.status !== 'cancelled' && !started && (holdLive || r.seatsTaken + wanted <= r.capacity);
  });
}

export async function settlePaidBooking(app: App, bookingId: string): Promise<SettleOutcome> {
  const booking = await repo.findBooking(app.db, bookingId);
  if (!booking) throw new AppError('NOT_FOUND', 404, 'Booking not found');
  const done = (status: SettleOutcome['status'], lateRefund = false): SettleOutcome => ({
    bookingId,
    reference: booking.reference,
    status,
    lateRefund,
  });
  if (booking.status === 'confirmed') return done('confirmed');

  const payment = await repo.findPayment(app.db, bookingId);
  if (!payment)
    throw new AppError('PAYMENT_NOT_STARTED', 409, 'No payment has been started for this booking');
  const gateway = getPaymentGateway(app.config);
  const intent = await gateway.retrieve(payment.intentId);
  if (intent.status !== 'succeeded') {
    if (intent.status !== payment.status)
      await repo.updatePayment(app.db, payment.intentId, {
        status: intent.status,
        lastError: intent.lastError,
      });
    if (intent.status === 'failed' || intent.status === 'canceled') {
      throw new AppError('PAYMENT_FAILED', 402, intent.lastError ?? 'An error occurred during payment');
    }
    throw new AppError(
      'PAYMENT_NOT_COMPLETE',
      409,
      'Your payment has not gone through yet. Please complete the payment step.',
    );
  }

  const result = await app.db.transaction(async (tx) => {
    const locked = await repo.lockBooking(tx, bookingId);
    if (!locked) throw new AppError('NOT_FOUND', 404, 'Booking not found');
    if (locked.status === 'confirmed') return { status: 'confirmed' as const, refund: false };
    if (locked.status === 'refunded') return { status: 'refunded' as const, refund: false };
    if (await fitsNow(tx, locked)) {
      await repo.setBookingStatus(tx, bookingId, 'confirmed', { confirmed: true });
      if (locked.holdId) await releaseHold(tx, locked.holdId);
      await repo.updatePayment(tx, payment.intentId, { status: 'succeeded', lastError: null });
      if (locked.couponCode) {
        const coupon = await findCouponByCode(tx, locked.couponCode);
        if (coupon)
          await insertRedemption(tx, {
            couponId: coupon.id,
            bookingId,
            customerEmail: locked.customerEmail,
            discountCents: locked.discountCents,
          });
      }
      await repo.writeAudit(tx, {
        actor: 'customer',
        action: 'booking.confirmed',
        entityId: bookingId,
        details: { intentId: payment.intentId },
      });
      await queueEmailEvent(tx, { kind: 'booking_confirmed', bookingId }, app.config);
      return { status: 'confirmed' as const, refund: false };
    }
    // Paid, but the seat went to someone else after the hold ended: give the money back and say so.
    await repo.setBookingStatus(tx, bookingId, 'refunded', { cancelReason: LATE_REASON });
    if (locked.holdId) await releaseHold(tx, locked.holdId);
    await repo.updatePayment(tx, payment.intentId, { status: 'refund_pending' });
    await repo.writeAudit(tx, {
      actor: 'system',
      action: 'booking.late_payment_refunded',
      entityId: bookingId,
      details: { intentId: payment.intentId },
    });
    await queueEmailEvent(tx, { kind: 'late_payment_refunded', bookingId }, app.config);
    return { status: 'refunded' as const, refund: true };
  });

  if (result.refund) await sendPendingRefund(app, bookingId, payment.intentId, intent.amount);
  return done(
    result.status,
    result.refund || (result.status === 'refunded' && booking.cancelReason === LATE_REASON),
  );
}

/**
 * Sends a refund decided inside a transaction. It runs after the commit (the provider is outside the database);
 * the key makes a retry by the sweeper a no-op at the provider when the first attempt did reach it.
 */
export async function sendPendingRefund(
  app: App,
  bookingId: string,
  intentId: string,
  amount: number,
): Promise<number> {
  const gateway = getPaymentGateway(app.config);
  try {
    const { refundedCents } = await gateway.refund(intentId, {
      amount,
      idempotencyKey: `refund-${bookingId}`,
    });
    await repo.updatePayment(app.db, intentId, { status: 'refunded', refundedCents: amount });
    return refundedCents || amount;
  } catch (err) {
    app.log.error({ err, bookingId, intentId }, 'refund failed; the hold sweeper will retry it');
    await repo.updatePayment(app.db, intentId, {
      lastError: err instanceof Error ? err.message : String(err),
    });
    throw new AppError(
      'REFUND_FAILED',
      502,
      'The refund could not be sent to the payment provider yet. It will be retried automatically.',
    );
  }
}
