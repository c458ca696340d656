/**
 * Cancelling a booking. The FAQ's policy, lesson by lesson: a lesson still to come with more than 24 hours' notice
 * (the owner's setting) gets its share of the payment back (or its credits, for a booking paid with credits); one
 * with less gets nothing; a lesson already taught stays as it was. An unpaid checkout is voided.
 */
import { withNotice } from '@core/rules/refunds';
import { AppError } from '../../../errors';
import { ledgerTransaction, type LedgerApp } from '../seats/seat-transaction';
import { voidCheckouts } from '../checkout/checkouts';
import { applyBookingEvent } from '../booking/lifecycle';
import { cancelIntents, sendDecidedRefunds, type RefundRow } from '../money/refunds';
import { returnLessonCredits } from '../money/credits';
import { hoursAhead } from '../booking/family';
import { lessonShares } from './lesson-cancel';
import { voidPendingChanges } from './change-payment';
import { decideRefund } from '../money/money';
import { cancelNoticeHours } from '../booking/policies';
import * as lessons from '../booking/lessons.repository';
import * as repo from '../booking/bookings.repository';
import * as holds from '../holds/holds.repository';

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
      return { refunds: [] as RefundRow[], intents };
    }
    if (booking.status !== 'confirmed')
      throw new AppError('ALREADY_CANCELLED', 409, `This booking is already ${booking.status}`);
    const noticeHours = await cancelNoticeHours(tx);
    // Each lesson still to come is judged on its own notice, as when the family cancels them; lessons already
    // taught keep their shares.
    const upcoming = (await lessons.lessonsOfBookings(tx, [bookingId]))
      .filter((l) => l.cancelledAt === null && hoursAhead(l) > 0)
      .map((l) => ({ lessonId: l.lessonId, refund: withNotice(hoursAhead(l), noticeHours) }));
    const { shares } = await lessonShares(tx, bookingId, upcoming);
    const amount = [...shares.values()].reduce((sum, cents) => sum + cents, 0);
    const refunds = await decideRefund(tx, bookingId, amount, { reason, key: `refund-${bookingId}` });
    const refundedCents = refunds.reduce((sum, r) => sum + r.amountCents, 0);
    // A booking paid with credits gets its credits back by the same notice rule, for lessons not yet started.
    let creditLessons = 0;
    if (booking.paidWithCredits)
      for (const lesson of upcoming.filter((l) => l.refund))
        creditLessons += await returnLessonCredits(tx, {
          bookingId,
          lessonId: lesson.lessonId,
          actor: options.actor,
        });
    // Every lesson still going ahead is cancelled with the booking; its invite is withdrawn by the email.
    const cancelledLessons = await lessons.markLessonsCancelled(tx, bookingId, 'upcoming', reason);
    // A move still waiting for its payment would otherwise land on a cancelled booking.
    const intents = await voidPendingChanges(
      app,
      tx,
      bookingId,
      cancelledLessons,
      'The booking was cancelled',
    );
    await applyBookingEvent(
      app,
      tx,
      booking,
      refunds.length
        ? 'cancel_with_refund'
        : creditLessons > 0
          ? 'cancel_with_credit'
          : 'cancel_without_refund',
      {
        actor: options.actor,
        reason,
        details: { refundedCents, creditLessons },
      },
    );
    return { refunds, intents };
  });
  await cancelIntents(app, decision.intents);
  const refundedCents = decision.refunds.length ? await sendDecidedRefunds(app, decision.refunds) : 0;
  return { refundedCents };
}
