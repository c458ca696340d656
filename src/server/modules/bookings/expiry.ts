/** What happens to bookings that were started but never paid, and to refunds that could not be sent at once. */
import type { FastifyInstance } from 'fastify';
import { releaseHold } from '../holds/repository';
import { getPaymentGateway } from '../payments/gateway';
import * as repo from './repository';
import { sendPendingRefund, settlePaidBooking } from './settle';

type App = Pick<FastifyInstance, 'db' | 'config' | 'log'>;

/** Expires unpaid bookings whose hold ended `graceMinutes` ago; one that was paid after all is settled instead. */
export async function expireUnpaidBookings(app: App, graceMinutes: number): Promise<number> {
  const gateway = getPaymentGateway(app.config);
  let expired = 0;
  for (const { id } of await repo.findStaleUnpaidBookings(app.db, graceMinutes)) {
    const payment = await repo.findPayment(app.db, id);
    if (payment) {
      const intent = await gateway.retrieve(payment.intentId).catch(() => undefined);
      if (intent?.status === 'succeeded') {
        await settlePaidBooking(app, id).catch((err: unknown) =>
          app.log.warn({ err, bookingId: id }, 'settling a late payment failed'),
        );
        continue;
      }
      // Cancel first: once cancelled the intent can no longer be paid, so expiring the booking loses nothing.
      try {
        await gateway.cancel(payment.intentId);
      } catch (err) {
        app.log.warn({ err, bookingId: id }, 'could not cancel an unpaid intent; will try again');
        continue;
      }
    }
    const changed = await app.db.transaction(async (tx) => {
      const booking = await repo.lockBooking(tx, id);
      if (booking?.status !== 'pending_payment') return false;
      await repo.setBookingStatus(tx, id, 'expired', { cancelReason: 'The hold ended before payment' });
      if (booking.holdId) await releaseHold(tx, booking.holdId);
      if (payment) await repo.updatePayment(tx, payment.intentId, { status: 'canceled' });
      return true;
    });
    if (changed) expired += 1;
  }
  return expired;
}

export async function retryPendingRefunds(app: App): Promise<void> {
  for (const p of await repo.findPendingRefunds(app.db)) {
    await sendPendingRefund(app, p.bookingId, p.intentId, p.amountCents - p.refundedCents).catch(
      () => undefined,
    );
  }
}
