/**
 * A family moving one lesson to another time of the same lesson type. The new seat is taken and the old one freed
 * in one transaction (booking, then slots by id: the ledger's lock order), so two families racing for a last seat
 * get one move and one clear refusal. A dearer time is paid first: its seat is held for the family while they pay
 * the difference, and the move happens when the payment settles. A cheaper time refunds the difference.
 */
import type { LessonChangeResult, RescheduleOptions, RescheduleResult } from '@core/api/family';
import { lessonTypeLabel } from '@core/catalog/lesson-types';
import {
  MOVE_HOLD_MINUTES,
  MOVE_WINDOW_DAYS,
  moveDifference,
  NO_DISCOUNT,
  type MoveDiscount,
} from '@core/rules/lesson-moves';
import type { CouponType } from '@core/rules/pricing';
import { withNotice } from '@core/rules/refunds';
import { seatRefusal } from '@core/rules/seats';
import { PAYMENT_MESSAGES } from '@core/catalog/payment-messages';
import type { Database } from '../../../db/client';
import { AppError } from '../../../errors';
import { sha256 } from '../../../lib/ids';
import { writeAudit } from '../../audit';
import { ledgerTransaction, type LedgerApp } from '../context';
import { hoursAhead, isChangeable, lessonNotFound, ownedByFamily } from '../booking/family';
import { decideRefund, MOVE_REFUND_KEY } from '../money/money';
import { cancelNoticeHours } from '../booking/policies';
import { cancelIntents, sendDecidedRefunds, type RefundRow } from '../money/refunds';
import { lockHoldBudget, MAX_HOLD_EXTENSIONS, renewalsUsed, type HoldClient } from '../holds/holds';
import { lockSlotFacts, slotsUnavailable } from '../seats/seats';
import {
  isPlacedReachable,
  placeOfBooking,
  requirePlacedReachable,
  unreachablePlacedTimes,
} from '../seats/travel-check';
import * as repo from '../booking/bookings.repository';
import * as holds from '../holds/holds.repository';
import * as lessonsRepo from '../booking/lessons.repository';

const actorOf = (email: string) => `family:${email.trim().toLowerCase()}`;
const changeNotFound = () => new AppError('NOT_FOUND', 404, 'That change to your lesson was not found');

/** The family's lesson with its booking, or 404; `lock` reads the booking under its row lock. */
async function familyLesson(db: Database, email: string, lessonId: string, lock: boolean) {
  const bookingId = await lessonsRepo.bookingIdOfLesson(db, lessonId);
  if (!bookingId) throw lessonNotFound();
  const booking = lock ? await repo.lockBooking(db, bookingId) : await repo.findBooking(db, bookingId);
  if (!ownedByFamily(booking, email)) throw lessonNotFound();
  const lessons = await lessonsRepo.lessonsOfBookings(db, [booking.id]);
  const lesson = lessons.find((l) => l.lessonId === lessonId);
  if (!lesson) throw lessonNotFound(); // moved out of this booking between the two reads: not possible, but never a 500
  return { booking, lesson, lessons };
}

/** 409 unless the lesson may still be moved: changeable, and more than the policy's notice ahead. */
async function requireMovable(db: Database, booking: repo.BookingRow, lesson: lessonsRepo.LessonRow) {
  const notice = await cancelNoticeHours(db);
  if (!isChangeable(booking, lesson) || !withNotice(hoursAhead(lesson), notice))
    throw new AppError(
      'LESSON_NOT_MOVABLE',
      409,
      `Lessons can be moved online until ${notice} hours before they start. Please contact us to change this one.`,
    );
}

const taxRateOf = (app: Pick<LedgerApp, 'config'>, booking: repo.BookingRow) =>
  booking.taxesCents > 0 ? app.config.taxRateBps : 0;

/** The saving the booking was paid with: its coupon, else the first-lesson price when it had a discount. */
async function discountOf(db: Database, booking: repo.BookingRow): Promise<MoveDiscount> {
  if (booking.discountCents === 0) return NO_DISCOUNT;
  const coupon = booking.couponCode ? await repo.couponOfBooking(db, booking.id) : undefined;
  if (coupon)
    return { coupon: { type: coupon.type as CouponType, value: coupon.value }, firstLessonOffer: false };
  return { coupon: null, firstLessonOffer: true };
}

/**
 * What moving `lesson` to `to` costs (positive) or gives back (negative). A lesson paid at the lesson, or with a
 * credit (one credit is one lesson of its type), moves at no cost; a paid one keeps the saving it was bought with.
 */
function differenceOf(
  booking: repo.BookingRow,
  lessons: readonly lessonsRepo.LessonRow[],
  lesson: lessonsRepo.LessonRow,
  to: { startTime: Date | string; basePriceCents: number },
  pricing: { discount: MoveDiscount; taxRateBps: number },
): number {
  if (booking.lessonRequestId !== null || booking.paidWithCredits) return 0;
  return moveDifference({
    lessons: lessons.filter((l) => l.cancelledAt === null),
    lessonId: lesson.lessonId,
    to: { startTime: to.startTime, priceCents: to.basePriceCents },
    seats: lesson.seats,
    ...pricing,
  });
}

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
    await unreachablePlacedTimes(app, app.db, placeOfBooking(booking), open, { lessonIds: [lessonId] }),
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

/** Ends a lesson's moves still waiting for payment (their held seats go back); returns the intents to cancel. */
export async function voidPendingChanges(
  app: Pick<LedgerApp, 'emails'>,
  tx: Database,
  bookingId: string,
  lessonIds: readonly string[],
  reason: string,
): Promise<string[]> {
  const intents: string[] = [];
  for (const lessonId of lessonIds) {
    for (const change of await lessonsRepo.pendingChangesOfLesson(tx, lessonId)) {
      if (change.bookingId !== bookingId) continue;
      if (change.holdId) {
        await holds.findHoldForUpdate(tx, change.holdId);
        await holds.releaseHold(tx, change.holdId);
      }
      await lessonsRepo.setLessonChangeStatus(tx, change.id, 'voided');
      await writeAudit(tx, {
        entityType: 'booking',
        actor: 'system',
        action: 'lesson.move_voided',
        entityId: bookingId,
        details: { lessonId, changeId: change.id, reason },
      });
      const payment = await lessonsRepo.paymentOfChange(tx, change.id);
      if (payment) intents.push(payment.intentId);
    }
  }
  return intents;
}

/** Moves the lesson (already checked to fit) and records it: the change row, the audit line, the family's email. */
async function applyMove(
  app: Pick<LedgerApp, 'emails'>,
  tx: Database,
  input: {
    booking: repo.BookingRow;
    lesson: lessonsRepo.LessonRow;
    changeId: string;
    toSlotId: string;
    priceCents: number;
    differenceCents: number;
    actor: string;
  },
) {
  await lessonsRepo.moveLesson(tx, input.lesson.lessonId, input.toSlotId, input.priceCents);
  await lessonsRepo.setLessonChangeStatus(tx, input.changeId, 'applied');
  await writeAudit(tx, {
    entityType: 'booking',
    actor: input.actor,
    action: 'lesson.rescheduled',
    entityId: input.booking.id,
    details: {
      lessonId: input.lesson.lessonId,
      changeId: input.changeId,
      fromSlotId: input.lesson.slotId,
      toSlotId: input.toSlotId,
      differenceCents: input.differenceCents,
    },
  });
  await app.emails.queue(tx, {
    kind: 'lesson_rescheduled',
    bookingId: input.booking.id,
    lessonId: input.lesson.lessonId,
    changeId: input.changeId,
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
  const lineageId = await lessonsRepo.recentMoveHoldLineage(tx, lessonId, MOVE_HOLD_MINUTES);
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
    await requirePlacedReachable(app, tx, placeOfBooking(booking), [target], { lessonIds: [lessonId] });

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
    const change = await lessonsRepo.insertLessonChange(tx, {
      bookingId: booking.id,
      lessonId,
      fromSlotId: lesson.slotId,
      toSlotId: input.slotId,
      priceCents: target.basePriceCents,
      differenceCents,
      status: 'pending_payment',
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
        changeId: change.id,
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
    await lessonsRepo.setChangeHold(tx, change.id, hold.id);
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

async function openChangePayment(
  app: LedgerApp,
  email: string,
  changeId: string,
  amountCents: number,
  holdExpiresAt: Date,
): Promise<RescheduleResult> {
  const change = await lessonsRepo.findLessonChange(app.db, changeId);
  if (!change) throw changeNotFound();
  const intent = await app.paymentGateway
    .createIntent({
      amount: amountCents,
      bookingId: change.bookingId,
      idempotencyKey: `lesson-change-${changeId}`,
      description: 'Moving a swim lesson to another time',
      email: email.trim().toLowerCase(),
    })
    .catch(async (err: unknown) => {
      app.log.error({ err, changeId }, 'creating the payment for a lesson move failed');
      await ledgerTransaction(app.db, async (tx) => {
        await repo.lockBooking(tx, change.bookingId);
        await voidPendingChanges(app, tx, change.bookingId, [change.lessonId], 'The payment could not start');
      });
      throw new AppError(
        'PAYMENT_PROVIDER_UNAVAILABLE',
        502,
        'We could not reach the payment provider. Your lesson has not moved; please try again in a moment.',
      );
    });
  await repo.insertPayment(app.db, {
    bookingId: change.bookingId,
    gateway: app.paymentGateway.kind,
    intentId: intent.id,
    clientSecret: intent.clientSecret,
    amountCents: intent.amount,
    status: intent.status,
    lessonChangeId: changeId,
  });
  return {
    status: 'payment_required',
    changeId,
    amountCents: intent.amount,
    paymentIntentId: intent.id,
    clientSecret: intent.clientSecret,
    gateway: app.paymentGateway.kind,
    holdExpiresAt: holdExpiresAt.toISOString(),
  };
}

const MOVED = 'Your lesson has moved. We have emailed you the new time.';
const REFUSED =
  'The new time was taken before your payment arrived, so your lesson stays where it was and the payment has been refunded.';

/**
 * Settles the payment of a move, exactly once (the booking's row lock makes the browser, the webhook and the
 * sweeper take turns). Paid and the seat still fits: the lesson moves. Paid but the seat is gone, the lesson was
 * cancelled, or the move was replaced: the payment is refunded in full and the lesson stays.
 */
export async function settleLessonChange(app: LedgerApp, changeId: string): Promise<LessonChangeResult> {
  const change = await lessonsRepo.findLessonChange(app.db, changeId);
  const payment = change ? await lessonsRepo.paymentOfChange(app.db, changeId) : undefined;
  if (!change || !payment) throw changeNotFound();
  if (change.status === 'applied') return { status: 'moved', message: MOVED };
  if (change.status === 'refunded') return { status: 'refused', message: REFUSED };

  const intent = await app.paymentGateway.retrieve(payment.intentId);
  if (intent.status !== 'succeeded') {
    if (intent.status !== payment.status)
      await repo.updatePayment(app.db, payment.intentId, {
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
    const current = await lessonsRepo.findLessonChange(tx, changeId);
    if (!booking || !current) throw changeNotFound();
    if (current.status === 'applied') return { status: 'moved' as const, refund: undefined };
    if (current.status === 'refunded') return { status: 'refused' as const, refund: undefined };
    if (current.holdId) await holds.findHoldForUpdate(tx, current.holdId);
    await repo.updatePayment(tx, payment.intentId, { status: 'succeeded', lastError: null });

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
        (await isPlacedReachable(app, tx, placeOfBooking(booking), [target], {
          lessonIds: [current.lessonId],
        }));
    }
    if (current.holdId) await holds.releaseHold(tx, current.holdId);
    if (fits) {
      await applyMove(app, tx, {
        booking,
        lesson: lesson!,
        changeId,
        toSlotId: current.toSlotId,
        priceCents: current.priceCents,
        differenceCents: current.differenceCents,
        actor: current.actor,
      });
      return { status: 'moved' as const, refund: undefined };
    }
    await lessonsRepo.setLessonChangeStatus(tx, changeId, 'refunded');
    const refund = await repo.insertRefund(tx, {
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
  const change = await lessonsRepo.findLessonChange(app.db, changeId);
  const booking = change ? await repo.findBooking(app.db, change.bookingId) : undefined;
  if (!change || !ownedByFamily(booking, email)) throw changeNotFound();
  return settleLessonChange(app, changeId);
}

/** The sweeper's pass: moves whose held seat ended a while ago are settled if paid, else voided. */
export async function sweepLessonChanges(app: LedgerApp, graceMinutes: number): Promise<void> {
  for (const change of await lessonsRepo.stalePendingChanges(app.db, graceMinutes)) {
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
