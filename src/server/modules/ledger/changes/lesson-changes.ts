/**
 * A family moving one lesson to another time of the same lesson type. The new seat is taken and the old one freed
 * in one transaction (booking, then slots by id: the ledger's lock order), so two families racing for a last seat
 * get one move and one clear refusal. A dearer time is paid first: its seat is held for the family while they pay
 * the difference, and the move happens when the payment settles. A cheaper time refunds the difference.
 */
import type { RescheduleOptions, RescheduleResult } from '@core/api/family';
import { lessonTypeLabel } from '@core/catalog/lesson-types';
import { MOVE_HOLD_MINUTES, MOVE_WINDOW_DAYS } from '@core/rules/lesson-moves';
import { seatRefusal } from '@core/rules/seats';
import type { Database } from '../../../db/client';
import { AppError } from '../../../errors';
import { sha256 } from '../../../lib/ids';
import { writeAudit } from '../../audit';
import { readRoad } from '../../travel';
import { ledgerTransaction, type LedgerApp } from '../seats/seat-transaction';
import { decideRefund, MOVE_REFUND_KEY } from '../money/money';
import { cancelIntents, sendDecidedRefunds, type RefundRow } from '../money/refunds';
import { lockHoldBudget, MAX_HOLD_EXTENSIONS, renewalsUsed, type HoldClient } from '../holds/holds';
import { lockSlotFacts, slotsUnavailable } from '../seats/seats';
import { placeOfBooking, requirePlacedReachable, unreachablePlacedTimes } from '../seats/travel-check';
import * as repo from '../booking/bookings.repository';
import * as holds from '../holds/holds.repository';
import * as lessonsRepo from '../booking/lessons.repository';
import * as changesRepo from './lesson-changes.repository';

import { actorOf, differenceOf, discountOf, familyLesson, requireMovable, taxRateOf } from './move-rules';
import { openChangePayment, voidPendingChanges } from './change-payment';
import { requireLessonChangeEvent } from './lesson-change-events';

export async function rescheduleOptions(
  app: Pick<LedgerApp, 'db' | 'config' | 'travelTimes'>,
  email: string,
  lessonId: string,
): Promise<RescheduleOptions> {
  const { booking, lesson, lessons } = await familyLesson(app.db, email, lessonId, false);
  await requireMovable(app.db, booking, lesson);
  const candidates = await lessonsRepo.rescheduleCandidates(app.db, {
    lessonType: booking.lessonType,
    // A booking has one row per time, cancelled or not: a time it already has (even cancelled) is not offered.
    excludeSlotIds: lessons.map((l) => l.slotId),
    days: MOVE_WINDOW_DAYS,
    limit: 400,
  });
  const pricing = { discount: await discountOf(app.db, booking), taxRateBps: taxRateOf(app, booking) };
  const open = candidates.filter((c) => seatRefusal(c, lesson.seats, c.now) === null);
  // Only times the instructor can reach at the lesson's place: the move would be refused anyway.
  const unreachable = new Set(
    await unreachablePlacedTimes(await readRoad(app), app.db, placeOfBooking(booking), open, {
      lessonIds: [lessonId],
    }),
  );
  return {
    lessonId,
    times: open
      .filter((c) => !unreachable.has(c.id))
      .map((c) => ({
        slotId: c.id,
        startTime: new Date(c.startTime).toISOString(),
        endTime: new Date(c.endTime).toISOString(),
        instructorName: c.instructorName,
        venueName: c.venueName,
        differenceCents: differenceOf(booking, lessons, lesson, c, pricing),
      })),
  };
}

/** Moves the lesson (already checked to fit) and records it: the change row, the audit line, the family's email. */
export async function applyMove(
  app: Pick<LedgerApp, 'emails'>,
  tx: Database,
  input: {
    booking: repo.BookingRow;
    lesson: lessonsRepo.LessonRow;
    change: { id: string; status: string };
    toSlotId: string;
    priceCents: number;
    differenceCents: number;
    actor: string;
  },
) {
  const changeId = input.change.id;
  await requireLessonChangeEvent(tx, input.change, 'moved');
  await lessonsRepo.moveLesson(tx, input.lesson.lessonId, input.toSlotId, input.priceCents);
  await writeAudit(tx, {
    entityType: 'booking',
    actor: input.actor,
    action: 'lesson.rescheduled',
    entityId: input.booking.id,
    details: {
      lessonId: input.lesson.lessonId,
      changeId,
      fromSlotId: input.lesson.slotId,
      toSlotId: input.toSlotId,
      differenceCents: input.differenceCents,
    },
  });
  await app.emails.queue(tx, {
    kind: 'lesson_rescheduled',
    bookingId: input.booking.id,
    lessonId: input.lesson.lessonId,
    changeId,
  });
}

type Decided =
  | { status: 'moved'; changeId: string; refunds: RefundRow[]; voided: string[] }
  | {
      status: 'payment_required';
      changeId: string;
      amountCents: number;
      holdExpiresAt: Date;
      voided: string[];
    };

/**
 * Who holds the seats of a family's moves to dearer times, for the hold limits: all of one family's moves count as
 * one holder (one booking's worth at most), and with their address. Not a token hash (those are hex), so no token a
 * browser sends can ever claim these holds.
 */
const familyMovesHolder = (email: string) => `family-moves:${sha256(email.trim().toLowerCase())}`;

/**
 * The lineage a new move hold of the lesson continues: a move replacing one still held, or one whose hold ended a
 * moment ago, renews it, and a lineage renews once like any hold (429 after). So one lesson cannot keep a seat forever.
 */
async function moveHoldRenewal(tx: Database, lessonId: string) {
  const lineageId = await changesRepo.recentMoveHoldLineage(tx, lessonId, MOVE_HOLD_MINUTES);
  if (!lineageId) return undefined;
  const used = await holds.lineageExtensions(tx, lineageId);
  if (used >= MAX_HOLD_EXTENSIONS) throw renewalsUsed();
  return { lineageId, extensions: used + 1 };
}

export async function rescheduleLesson(
  app: LedgerApp,
  email: string,
  lessonId: string,
  input: { slotId: string; expectedDifferenceCents: number },
  client: HoldClient = { address: null },
): Promise<RescheduleResult> {
  const road = await readRoad(app);
  const decided: Decided = await ledgerTransaction(app.db, async (tx) => {
    const { booking, lesson, lessons } = await familyLesson(tx, email, lessonId, true);
    await requireMovable(tx, booking, lesson);
    if (input.slotId === lesson.slotId)
      throw new AppError('SAME_TIME', 400, 'That is already the time of this lesson', {
        slotId: 'Choose another time',
      });
    if (lessons.some((l) => l.slotId === input.slotId))
      throw new AppError('ALREADY_BOOKED', 409, 'This booking already has a lesson at that time');
    // A new move replaces one still waiting for its payment.
    const voided = await voidPendingChanges(app, tx, booking.id, [lessonId], 'Replaced by another move');
    // Counted before the slots are locked (the lock order), checked only if the move holds a seat.
    const holder = { clientAddress: client.address, ownerTokenHash: familyMovesHolder(email) };
    const budget = await lockHoldBudget(tx, { perAddress: app.config.holdTimesPerAddress }, holder);
    const facts = await lockSlotFacts(tx, [lesson.slotId, input.slotId].sort());
    const target = facts.find((f) => f.id === input.slotId)!; // lockSlotFacts throws 404 for a missing id
    if (target.lessonType !== booking.lessonType)
      throw new AppError(
        'LESSON_TYPE_MISMATCH',
        400,
        `That time is for ${lessonTypeLabel(target.lessonType)} lessons; your lesson can move to another ${lessonTypeLabel(booking.lessonType)} time.`,
      );
    if (seatRefusal(target, lesson.seats, target.now) !== null) throw slotsUnavailable([input.slotId]);
    // The lesson keeps its place (the family's pool, or the new time's venue): the instructor must get there in time.
    await requirePlacedReachable(road, tx, placeOfBooking(booking), [target], { lessonIds: [lessonId] });

    const differenceCents = differenceOf(booking, lessons, lesson, target, {
      discount: await discountOf(tx, booking),
      taxRateBps: taxRateOf(app, booking),
    });
    if (differenceCents !== input.expectedDifferenceCents)
      throw new AppError(
        'OUTCOME_CHANGED',
        409,
        'The price of that time has changed since you opened the list. Please choose again.',
      );
    const actor = actorOf(email);
    const change = await changesRepo.insertLessonChange(tx, {
      bookingId: booking.id,
      lessonId,
      fromSlotId: lesson.slotId,
      toSlotId: input.slotId,
      priceCents: target.basePriceCents,
      differenceCents,
      actor,
    });
    if (differenceCents <= 0) {
      const refunds =
        differenceCents < 0
          ? await decideRefund(tx, booking.id, -differenceCents, {
              reason: 'Lesson moved to a cheaper time',
              key: `${MOVE_REFUND_KEY}${change.id}`,
            })
          : [];
      await applyMove(app, tx, {
        booking,
        lesson,
        change,
        toSlotId: input.slotId,
        priceCents: target.basePriceCents,
        differenceCents,
        actor,
      });
      return { status: 'moved', changeId: change.id, refunds, voided };
    }
    // Dearer: hold the new seat for the family while they pay. No browser holds this hold's token: it ends by time,
    // by the payment settling, or by the move being replaced or the lesson cancelled.
    budget(1);
    const hold = await holds.insertHold(tx, {
      ownerTokenHash: holder.ownerTokenHash,
      minutes: MOVE_HOLD_MINUTES,
      clientAddress: client.address,
      kind: 'move',
      renewing: await moveHoldRenewal(tx, lessonId),
    });
    await holds.replaceHoldSlots(tx, hold.id, [input.slotId], lesson.seats);
    await changesRepo.setChangeHold(tx, change.id, hold.id);
    await writeAudit(tx, {
      entityType: 'booking',
      actor,
      action: 'lesson.move_started',
      entityId: booking.id,
      details: { lessonId, changeId: change.id, toSlotId: input.slotId, differenceCents },
    });
    return {
      status: 'payment_required',
      changeId: change.id,
      amountCents: differenceCents,
      holdExpiresAt: hold.expiresAt,
      voided,
    };
  });
  await cancelIntents(app, decided.voided);
  if (decided.status === 'moved') {
    const refundCents = decided.refunds.reduce((sum, r) => sum + r.amountCents, 0);
    await sendDecidedRefunds(app, decided.refunds).catch(() => 0);
    return { status: 'moved', changeId: decided.changeId, refundCents };
  }
  return openChangePayment(app, email, decided.changeId, decided.amountCents, decided.holdExpiresAt);
}
