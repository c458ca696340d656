/**
 * Cancelling a booking. The FAQ's policy: with more than 24 hours' notice (the owner's setting) before the first
 * lesson still going ahead, what is left of the payment is refunded; with less, the booking is cancelled without a
 * refund. An unpaid checkout is voided.
 */
import { cancellationRefund, withNotice } from '@core/rules/refunds';
import { AppError } from '../../errors';
import { ledgerTransaction, type LedgerApp } from './context';
import { voidCheckouts } from './checkouts';
import { applyBookingEvent } from './lifecycle';
import { cancelIntents, sendDecidedRefunds, type RefundRow } from './refunds';
import { returnLessonCredits } from './credits';
import { hoursAhead } from './family';
import { lessonShares } from './lesson-cancel';
import { voidPendingChanges } from './lesson-changes';
import { decideRefund } from './money';
import { cancelNoticeHours } from './policies';
import * as lessons from './lessons.repository';
import * as repo from './bookings.repository';
import * as holds from './holds.repository';

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
    const hours = await repo.hoursUntilFirstLesson(tx, bookingId);
    const noticeHours = await cancelNoticeHours(tx);
    // With notice, the lessons still to come get their shares back; lessons already taught keep theirs.
    const upcoming = (await lessons.lessonsOfBookings(tx, [bookingId])).filter(
      (l) => l.cancelledAt === null && hoursAhead(l) > 0,
    );
    const { shares } = await lessonShares(
      tx,
      bookingId,
      upcoming.map((l) => ({ lessonId: l.lessonId, refund: true })),
    );
    const owed = [...shares.values()].reduce((sum, cents) => sum + cents, 0);
    const amount = cancellationRefund({ hoursUntilFirstLesson: hours, refundableCents: owed, noticeHours });
    const refunds = await decideRefund(tx, bookingId, amount, { reason, key: `refund-${bookingId}` });
    const refundedCents = refunds.reduce((sum, r) => sum + r.amountCents, 0);
    // A booking paid with credits gets its credits back by the same notice rule, for lessons not yet started.
    let creditLessons = 0;
    if (booking.paidWithCredits && (hours === null ? false : withNotice(hours, noticeHours))) {
      for (const lesson of upcoming)
        creditLessons += await returnLessonCredits(tx, {
          bookingId,
          lessonId: lesson.lessonId,
          actor: options.actor,
        });
    }
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
