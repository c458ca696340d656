/**
 * A move to a dearer time, after the family pays the difference: settled once, by the browser, the webhook or the
 * sweeper, whichever comes first; a payment landing after the held seat is gone is refunded.
 */
import type { LessonChangeResult } from '@core/api/family';
import { seatRefusal } from '@core/rules/seats';
import { PAYMENT_MESSAGES } from '@core/catalog/payment-messages';
import { AppError } from '../../../errors';
import { writeAudit } from '../../audit';
import { ledgerTransaction, type LedgerApp } from '../seats/seat-transaction';
import { ownedByFamily } from '../booking/family';
import { MOVE_REFUND_KEY } from '../money/money';
import { cancelIntents, sendDecidedRefunds } from '../money/refunds';
import { lockSlotFacts } from '../seats/seats';
import { readRoad } from '../../travel';
import { isPlacedReachable, placeOfBooking } from '../seats/travel-check';
import * as repo from '../booking/bookings.repository';
import * as paymentsRepo from '../money/payments.repository';
import * as holds from '../holds/holds.repository';
import * as lessonsRepo from '../booking/lessons.repository';
import * as changesRepo from './lesson-changes.repository';

import { changeNotFound } from './move-rules';
import { applyMove } from './lesson-changes';
import { voidPendingChanges } from './change-payment';
import { requireLessonChangeEvent } from './lesson-change-events';

const MOVED = 'Your lesson has moved. We have emailed you the new time.';
const REFUSED =
  'The new time was taken before your payment arrived, so your lesson stays where it was and the payment has been refunded.';

/**
 * Settles the payment of a move, exactly once (the booking's row lock makes the browser, the webhook and the
 * sweeper take turns). Paid and the seat still fits: the lesson moves. Paid but the seat is gone, the lesson was
 * cancelled, or the move was replaced: the payment is refunded in full and the lesson stays.
 */
export async function settleLessonChange(app: LedgerApp, changeId: string): Promise<LessonChangeResult> {
  const change = await changesRepo.findLessonChange(app.db, changeId);
  const payment = change ? await changesRepo.paymentOfChange(app.db, changeId) : undefined;
  if (!change || !payment) throw changeNotFound();
  if (change.status === 'applied') return { status: 'moved', message: MOVED };
  if (change.status === 'refunded') return { status: 'refused', message: REFUSED };

  const intent = await app.paymentGateway.retrieve(payment.intentId);
  if (intent.status !== 'succeeded') {
    if (intent.status !== payment.status)
      await paymentsRepo.updatePayment(app.db, payment.intentId, {
        status: intent.status,
        lastError: intent.lastError,
      });
    if (change.status === 'voided')
      return {
        status: 'refused',
        message: 'This change was replaced or cancelled; your lesson has not moved.',
      };
    if (intent.status === 'failed' || intent.status === 'canceled')
      throw new AppError('PAYMENT_FAILED', 402, intent.lastError ?? PAYMENT_MESSAGES.failed);
    return { status: 'pending', message: 'Your payment has not gone through yet.' };
  }

  const result = await ledgerTransaction(app.db, async (tx) => {
    // Lock order: the booking, the held seat, then the slots by id.
    const booking = await repo.lockBooking(tx, change.bookingId);
    const current = await changesRepo.findLessonChange(tx, changeId);
    if (!booking || !current) throw changeNotFound();
    if (current.status === 'applied') return { status: 'moved' as const, refund: undefined };
    if (current.status === 'refunded') return { status: 'refused' as const, refund: undefined };
    if (current.holdId) await holds.findHoldForUpdate(tx, current.holdId);
    await paymentsRepo.updatePayment(tx, payment.intentId, { status: 'succeeded', lastError: null });

    const lesson = (await lessonsRepo.lessonsOfBookings(tx, [booking.id])).find(
      (l) => l.lessonId === current.lessonId,
    );
    let fits =
      current.status === 'pending_payment' && lesson !== undefined && lesson.slotId === current.fromSlotId;
    fits = fits && booking.status === 'confirmed' && lesson!.cancelledAt === null;
    // Another lesson of the booking may have moved to that time meanwhile: one row per time, so refund instead.
    fits =
      fits &&
      !(await lessonsRepo.lessonsOfBookings(tx, [booking.id])).some((l) => l.slotId === current.toSlotId);
    if (fits) {
      const facts = await lockSlotFacts(
        tx,
        [current.fromSlotId, current.toSlotId].sort(),
        current.holdId ?? undefined,
      );
      const target = facts.find((f) => f.id === current.toSlotId)!;
      // The move started with enough notice; now the new lesson only must not have started. A move's held seat
      // places nobody on the instructor's road, so the travel rule is applied again.
      fits =
        seatRefusal(target, lesson!.seats, target.now, 0) === null &&
        (await isPlacedReachable(
          await readRoad({ db: tx, travelTimes: app.travelTimes }),
          tx,
          placeOfBooking(booking),
          [target],
          {
            lessonIds: [current.lessonId],
          },
        ));
    }
    if (current.holdId) await holds.releaseHold(tx, current.holdId);
    if (fits) {
      await applyMove(app, tx, {
        booking,
        lesson: lesson!,
        change: current,
        toSlotId: current.toSlotId,
        priceCents: current.priceCents,
        differenceCents: current.differenceCents,
        actor: current.actor,
      });
      return { status: 'moved' as const, refund: undefined };
    }
    await requireLessonChangeEvent(tx, current, 'paid_too_late');
    const refund = await paymentsRepo.insertRefund(tx, {
      bookingId: booking.id,
      intentId: payment.intentId,
      amountCents: intent.amount,
      reason: 'Paid to move a lesson to a time that was no longer free',
      idempotencyKey: `${MOVE_REFUND_KEY}${changeId}`,
    });
    await writeAudit(tx, {
      entityType: 'booking',
      actor: 'system',
      action: 'lesson.move_refused',
      entityId: booking.id,
      details: { lessonId: current.lessonId, changeId, refundedCents: intent.amount },
    });
    return { status: 'refused' as const, refund };
  });
  if (result.refund) await sendDecidedRefunds(app, [result.refund]).catch(() => 0);
  return result.status === 'moved'
    ? { status: 'moved', message: MOVED }
    : { status: 'refused', message: REFUSED };
}

/** `POST /api/family/lesson-changes/:changeId/confirm`: the family's own change only. */
export async function confirmLessonChange(
  app: LedgerApp,
  email: string,
  changeId: string,
): Promise<LessonChangeResult> {
  const change = await changesRepo.findLessonChange(app.db, changeId);
  const booking = change ? await repo.findBooking(app.db, change.bookingId) : undefined;
  if (!change || !ownedByFamily(booking, email)) throw changeNotFound();
  return settleLessonChange(app, changeId);
}

/** The sweeper's pass: moves whose held seat ended a while ago are settled if paid, else voided. */
export async function sweepLessonChanges(app: LedgerApp, graceMinutes: number): Promise<void> {
  for (const change of await changesRepo.stalePendingChanges(app.db, graceMinutes)) {
    // A declined or failed card throws here: such a move is as unpaid as one never paid, and is voided too.
    const outcome = await settleLessonChange(app, change.id).catch(() => null);
    if (outcome && outcome.status !== 'pending') continue;
    const intents = await ledgerTransaction(app.db, async (tx) => {
      await repo.lockBooking(tx, change.bookingId);
      return voidPendingChanges(app, tx, change.bookingId, [change.lessonId], 'Not paid in time');
    });
    await cancelIntents(app, intents);
  }
}
