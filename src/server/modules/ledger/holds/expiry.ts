/** What happens to checkouts that were started but never paid. */
import { ledgerTransaction, type LedgerApp } from '../seats/seat-transaction';
import { applyBookingEvent } from '../booking/lifecycle';
import { settlePayment } from '../checkout/settle';
import * as repo from '../booking/bookings.repository';
import * as couponUses from '../checkout/coupon-uses.repository';
import * as paymentsRepo from '../money/payments.repository';
import * as holds from './holds.repository';

/**
 * Expires unpaid checkouts whose hold ended `graceMinutes` ago; one that was paid after all is settled instead,
 * and one whose payment is still processing at the provider is left pending.
 */
export async function expireUnpaidBookings(app: LedgerApp, graceMinutes: number): Promise<number> {
  let expired = 0;
  for (const { id } of await repo.findStaleUnpaidBookings(app.db, graceMinutes)) {
    const payment = await paymentsRepo.findPayment(app.db, id);
    if (payment) {
      const intent = await app.paymentGateway.retrieve(payment.intentId).catch(() => undefined);
      if (intent?.status === 'succeeded') {
        await settlePayment(app, id).catch((err: unknown) =>
          app.log.warn({ err, bookingId: id }, 'settling a late payment failed'),
        );
        continue;
      }
      // The provider is still moving the money (a bank debit takes days): the booking waits, pending, and settles
      // when the payment succeeds (refunded then if its seats went to someone else), or expires if it fails.
      if (intent?.status === 'processing') continue;
      // Cancel first: once cancelled the intent can no longer be paid, so expiring the booking loses nothing.
      try {
        await app.paymentGateway.cancel(payment.intentId);
      } catch (err) {
        app.log.warn({ err, bookingId: id }, 'could not cancel an unpaid intent; will try again');
        continue;
      }
    }
    const changed = await ledgerTransaction(app.db, async (tx) => {
      const booking = await repo.lockBooking(tx, id);
      if (!booking) return false;
      if (booking.holdId) await holds.findHoldForUpdate(tx, booking.holdId);
      const applied = await applyBookingEvent(app, tx, booking, 'hold_expired', {
        actor: 'system',
        reason: 'The hold ended before payment',
      });
      if (!applied) return false;
      if (booking.holdId) await holds.releaseHold(tx, booking.holdId);
      await couponUses.releaseCouponUse(tx, id);
      if (payment) await paymentsRepo.updatePayment(tx, payment.intentId, { status: 'canceled' });
      return true;
    });
    if (changed) expired += 1;
  }
  return expired;
}
