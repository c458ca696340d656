/**
 * Cancelling some lessons of a confirmed booking: each lesson that is owed a refund gets its share of what was
 * paid (core/rules/refunds.ts), the lessons stop holding seats, their invites' SEQUENCE moves on, and the
 * booking ends when no lesson is left. The caller has locked the booking and says which lessons are owed money.
 */
import { lessonRefundShare } from '@core/rules/refunds';
import type { Database } from '../../db/client';
import type { LedgerApp } from './context';
import { applyBookingEvent } from './lifecycle';
import { decideRefund, refundable } from './money';
import type { RefundRow } from './refunds';
import { writeAudit } from '../audit/service';
import * as repo from './bookings.repository';
import * as lessonsRepo from './lessons.repository';

export interface LessonToCancel {
  lessonId: string;
  /** Owed its share of the payment (the business cancelled it, or the family gave the policy's notice). */
  refund: boolean;
}

export interface CancelledLessons {
  lessonIds: string[];
  refunds: RefundRow[];
  refundedCents: number;
  bookingEnded: boolean;
}

/** What cancelling `targets` would give back, lesson by lesson, without changing anything. */
export async function lessonShares(tx: Database, bookingId: string, targets: readonly LessonToCancel[]) {
  const lessons = (await repo.paidLessons(tx, bookingId)).map((l) => ({ ...l }));
  const money = await refundable(tx, bookingId);
  let refunded = money.paidCents - money.cents;
  const shares = new Map<string, number>();
  for (const target of targets) {
    const lesson = lessons.find((l) => l.lessonId === target.lessonId);
    if (!lesson || lesson.cancelled) continue;
    const share = target.refund
      ? Math.min(
          money.paidCents - refunded,
          lessonRefundShare({
            paidCents: money.paidCents,
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
  return { shares, lessonsLeft: lessons.filter((l) => !l.cancelled).length };
}

export async function cancelLessons(
  app: Pick<LedgerApp, 'emails'>,
  tx: Database,
  booking: repo.BookingRow,
  targets: readonly LessonToCancel[],
  options: { reason: string; actor: string; refundKey: string; refundReason: string; action: string },
): Promise<CancelledLessons> {
  const { shares, lessonsLeft } = await lessonShares(tx, booking.id, targets);
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
  const details = { lessonIds, refundedCents, reason: options.reason };
  if (lessonsLeft === 0) {
    // The family hears about it in the caller's lesson email, not a second booking email.
    await applyBookingEvent(
      app,
      tx,
      booking,
      refundedCents > 0 ? 'cancel_with_refund' : 'cancel_without_refund',
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
  return { lessonIds, refunds, refundedCents, bookingEnded: lessonsLeft === 0 };
}
