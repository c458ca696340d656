/**
 * Cancelling some lessons of a confirmed booking: each lesson that is owed a refund gets its share of what was
 * paid (core/rules/refunds.ts), the lessons stop holding seats, their invites' SEQUENCE moves on, and the
 * booking ends when no lesson is left. The caller has locked the booking and says which lessons are owed money.
 */
import { lessonRefundShare } from '@core/rules/refunds';
import type { Database } from '../../../db/client';
import type { LedgerApp } from '../seats/seat-transaction';
import { applyBookingEvent } from '../booking/lifecycle';
import { creditCancelledLesson, returnLessonCredits } from '../money/credits';
import { decideRefund, refundable } from '../money/money';
import type { RefundRow } from '../money/refunds';
import { writeAudit } from '../../audit';
import * as repo from '../booking/bookings.repository';
import * as lessonsRepo from '../booking/lessons.repository';

export interface LessonToCancel {
  lessonId: string;
  /** Owed its share of the payment (the business cancelled it, or the family gave the policy's notice). */
  refund: boolean;
}

export interface CancelledLessons {
  lessonIds: string[];
  refunds: RefundRow[];
  refundedCents: number;
  /** Lesson credits given for these lessons instead of money. */
  creditLessons: number;
  bookingEnded: boolean;
}

/**
 * Credits instead of money: `return` gives back the credits a lesson was booked with; `cancellation` (the owner's
 * policy) and `weather` give new credits for a lesson paid by card. Null: money, as paid.
 */
export type CreditMode = 'return' | 'cancellation' | 'weather' | null;

/** What a cancelled lesson that is owed something gets: credits for a booking paid with them, else as asked. */
export function creditModeOf(
  booking: Pick<repo.BookingRow, 'paidWithCredits' | 'lessonRequestId' | 'discountCents' | 'addOnsCents'>,
  asked: 'cancellation' | 'weather' | 'business' | null,
): CreditMode {
  if (booking.paidWithCredits)
    // The business cancelling gives fresh credits (the lot they came from may have expired meanwhile); the family
    // cancelling gets back the very credits it spent.
    return asked === 'weather' ? 'weather' : asked === 'business' ? 'cancellation' : 'return';
  if (asked === 'business') return null; // a card-paid lesson the business cancels is refunded in money
  // Nothing was paid for a lesson paid at the lesson: there is nothing to turn into credits.
  if (booking.lessonRequestId !== null) return null;
  // A credit is worth a full-price lesson: a booking paid at a discount (the first-lesson price, a coupon) or with
  // add-ons gets its share back in money, so neither the family's cancellation nor the weather can turn a cheap
  // lesson into a full-price credit.
  if (booking.discountCents > 0 || booking.addOnsCents > 0) return null;
  return asked;
}

/**
 * What cancelling `targets` would give back, lesson by lesson, without changing anything: money shares, or credits
 * (one per seat) when `mode` says so. A lesson turned into credits keeps its money share as used.
 */
export async function lessonShares(
  tx: Database,
  bookingId: string,
  targets: readonly LessonToCancel[],
  mode: CreditMode = null,
) {
  const lessons = (await repo.paidLessons(tx, bookingId)).map((l) => ({ ...l }));
  const money = await refundable(tx, bookingId);
  const credits = new Map<string, number>();
  // Shares are of what the lessons cost as they stand; refunds so far for cancellations come off what is left.
  let refunded = money.lessonsPaidCents - money.cents;
  const shares = new Map<string, number>();
  for (const target of targets) {
    const lesson = lessons.find((l) => l.lessonId === target.lessonId);
    if (!lesson || lesson.cancelled) continue;
    if (mode && target.refund) credits.set(target.lessonId, lesson.seats);
    const share =
      target.refund && !mode
        ? Math.min(
            money.lessonsPaidCents - refunded,
            lessonRefundShare({
              paidCents: money.lessonsPaidCents,
              refundedCents: refunded,
              lessons,
              slotId: lesson.slotId,
            }),
          )
        : 0;
    shares.set(target.lessonId, Math.max(0, share));
    refunded += Math.max(0, share);
    lesson.cancelled = true;
  }
  return { shares, credits, lessonsLeft: lessons.filter((l) => !l.cancelled).length };
}

export async function cancelLessons(
  app: Pick<LedgerApp, 'emails'>,
  tx: Database,
  booking: repo.BookingRow,
  targets: readonly LessonToCancel[],
  options: {
    reason: string;
    actor: string;
    refundKey: string;
    refundReason: string;
    action: string;
    /**
     * Credits instead of money for a card-paid booking (the owner's policy, or weather); `business` for a time the
     * business cancelled (money back, or fresh credits for a booking paid with credits).
     */
    credit?: 'cancellation' | 'weather' | 'business';
  },
): Promise<CancelledLessons> {
  const mode = creditModeOf(booking, options.credit ?? null);
  const { shares, credits, lessonsLeft } = await lessonShares(tx, booking.id, targets, mode);
  const total = [...shares.values()].reduce((sum, cents) => sum + cents, 0);
  const refunds =
    total > 0
      ? await decideRefund(tx, booking.id, total, { reason: options.refundReason, key: options.refundKey })
      : [];
  const refundedCents = refunds.reduce((sum, r) => sum + r.amountCents, 0);
  const lessonIds = await lessonsRepo.markLessonsCancelled(
    tx,
    booking.id,
    [...shares.keys()],
    options.reason,
  );
  let creditLessons = 0;
  for (const [lessonId, seats] of credits) {
    creditLessons +=
      mode === 'return'
        ? await returnLessonCredits(tx, { bookingId: booking.id, lessonId, actor: options.actor })
        : await creditCancelledLesson(tx, {
            email: booking.customerEmail,
            kind: mode === 'weather' ? 'weather' : 'cancellation',
            bookingId: booking.id,
            lessonId,
            lessonType: booking.lessonType,
            seats,
            actor: options.actor,
            reason: options.reason,
          });
  }
  const details = { lessonIds, refundedCents, creditLessons, reason: options.reason };
  if (lessonsLeft === 0) {
    // The family hears about it in the caller's lesson email, not a second booking email.
    await applyBookingEvent(
      app,
      tx,
      booking,
      refundedCents > 0
        ? 'cancel_with_refund'
        : creditLessons > 0
          ? 'cancel_with_credit'
          : 'cancel_without_refund',
      {
        actor: options.actor,
        reason: options.reason,
        details: { ...details, via: options.action },
        email: false,
      },
    );
  } else {
    await writeAudit(tx, {
      entityType: 'booking',
      actor: options.actor,
      action: options.action,
      entityId: booking.id,
      details,
    });
  }
  return { lessonIds, refunds, refundedCents, creditLessons, bookingEnded: lessonsLeft === 0 };
}
