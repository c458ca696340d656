/**
 * A family's view of its bookings, and cancelling its own lessons. Every function takes the signed-in family's
 * email and answers 404 for a booking or lesson made with another email, exactly as for one that does not exist.
 */
import { swimmerIdentity } from '@core/rules/swimmers';
import { createHash } from 'node:crypto';
import type { FamilyBooking, FamilyCancellationPreview, FamilyLesson } from '@core/api/family';
import { cancellationOutcomeMessage } from '@core/api/family';
import { withNotice } from '@core/rules/refunds';
import type { BookingState } from '@core/rules/booking-lifecycle';
import type { Database } from '../../../db/client';
import { AppError } from '../../../errors';
import { ledgerTransaction, type LedgerApp } from '../seats/seat-transaction';
import { cancelLessons, creditModeOf, lessonShares, type LessonToCancel } from '../changes/lesson-cancel';
import { voidPendingChanges } from '../changes/change-payment';
import { refundable } from '../money/money';
import { cancelNoticeHours, getBusinessPolicies } from './policies';
import { cancelIntents, sendDecidedRefunds } from '../money/refunds';
import * as repo from './bookings.repository';
import * as lessonsRepo from './lessons.repository';
import * as creditsRepo from '../money/credits.repository';
import { CANCELLED_BY_FAMILY } from '../views/who-cancelled.repository';

const normal = (email: string) => email.trim().toLowerCase();
export const bookingNotFound = () => new AppError('NOT_FOUND', 404, 'Booking not found');
export const lessonNotFound = () => new AppError('NOT_FOUND', 404, 'Lesson not found');

/** True when the booking was made with the family's email and is one a family sees. */
export function ownedByFamily(
  booking: repo.BookingRow | undefined,
  email: string,
): booking is repo.BookingRow {
  return (
    booking !== undefined &&
    normal(booking.customerEmail) === normal(email) &&
    lessonsRepo.FAMILY_BOOKING_STATES.includes(booking.status)
  );
}

/** Hours from now (the database clock read with the lesson) until the lesson starts. */
export const hoursAhead = (lesson: lessonsRepo.LessonRow) =>
  (new Date(lesson.startTime).getTime() - new Date(lesson.now).getTime()) / 3_600_000;

/** A lesson the family may still cancel: its booking confirmed, neither it nor its time cancelled, not started. */
export function isChangeable(
  booking: Pick<repo.BookingRow, 'status'>,
  lesson: lessonsRepo.LessonRow,
): boolean {
  return (
    booking.status === 'confirmed' &&
    lesson.cancelledAt === null &&
    lesson.slotStatus !== 'cancelled' &&
    hoursAhead(lesson) > 0
  );
}

function lessonView(
  booking: repo.BookingRow,
  lesson: lessonsRepo.LessonRow,
  noticeHours: number,
): FamilyLesson {
  const cancelled =
    lesson.cancelledAt !== null ||
    lesson.slotStatus === 'cancelled' ||
    (booking.status !== 'confirmed' && new Date(lesson.endTime) > new Date(lesson.now));
  const past = new Date(lesson.endTime) <= new Date(lesson.now);
  const changeable = isChangeable(booking, lesson);
  return {
    id: lesson.lessonId,
    slotId: lesson.slotId,
    startTime: new Date(lesson.startTime).toISOString(),
    endTime: new Date(lesson.endTime).toISOString(),
    instructorName: lesson.instructorName,
    venueName: lesson.venueName,
    seats: lesson.seats,
    state: cancelled ? 'cancelled' : past ? 'past' : 'upcoming',
    cancelReason: cancelled ? (lesson.cancelReason ?? booking.cancelReason ?? null) : null,
    changeable,
    reschedulable: changeable && withNotice(hoursAhead(lesson), noticeHours),
  };
}

export async function listFamilyBookings(db: Database, email: string): Promise<FamilyBooking[]> {
  const rows = await lessonsRepo.familyBookingRows(db, email);
  const ids = rows.map((b) => b.id);
  const [lessons, swimmers, money, noticeHours] = await Promise.all([
    lessonsRepo.lessonsOfBookings(db, ids),
    lessonsRepo.swimmerNamesOfBookings(db, ids),
    lessonsRepo.moneyOfBookings(db, ids),
    cancelNoticeHours(db),
  ]);
  return rows.map((b) => ({
    id: b.id,
    reference: b.reference,
    status: b.status as BookingState,
    lessonType: b.lessonType,
    timeZone: b.timeZone,
    swimmers: swimmers.filter((s) => s.bookingId === b.id).map((s) => s.name),
    paidCents: Number(money.paid.find((p) => p.bookingId === b.id)?.cents ?? 0),
    refundedCents: Number(money.refunded.find((r) => r.bookingId === b.id)?.cents ?? 0),
    payAtLesson: b.lessonRequestId !== null,
    lessons: lessons.filter((l) => l.bookingId === b.id).map((l) => lessonView(b, l, noticeHours)),
  }));
}

/** Whether the email has lessons with us, or credits to book them with (a package bought before any lesson). */
export const familyHasLessons = async (db: Database, email: string) =>
  (await lessonsRepo.hasFamilyBooking(db, email)) || (await creditsRepo.hasCreditEntries(db, email));

/**
 * The family's swimmers as booked: each once by who they are (the saved swimmer booked as, else the name compared
 * trimmed and lower-cased), spelled as first booked, with the age group of the latest booking.
 */
export async function familyBookedSwimmers(
  db: Database,
  email: string,
): Promise<{ name: string; ageGroup: string; savedSwimmerId: string | null }[]> {
  const seen = new Map<string, { name: string; ageGroup: string; savedSwimmerId: string | null }>();
  for (const { name, ageGroup, savedSwimmerId } of await lessonsRepo.familySwimmerNameRows(db, email)) {
    if (!normal(name)) continue;
    const key = swimmerIdentity({ name, savedSwimmerId });
    const first = seen.get(key);
    seen.set(key, { name: first?.name ?? name.trim(), ageGroup, savedSwimmerId });
  }
  return [...seen.values()];
}

// Cancelling -------------------------------------------------------------------------------------------------------

interface CancellationTarget {
  bookingId: string;
  lessonId?: string;
}

/** The lessons a cancellation covers, each with whether the policy owes it a refund; throws 404/409. */
async function cancellationTargets(
  db: Database,
  booking: repo.BookingRow,
  target: CancellationTarget,
): Promise<LessonToCancel[]> {
  const lessons = await lessonsRepo.lessonsOfBookings(db, [booking.id]);
  const noticeHours = await cancelNoticeHours(db);
  if (target.lessonId && !lessons.some((l) => l.lessonId === target.lessonId)) throw lessonNotFound();
  const chosen = lessons.filter(
    (l) => (!target.lessonId || l.lessonId === target.lessonId) && isChangeable(booking, l),
  );
  if (!chosen.length)
    throw new AppError(
      'LESSON_NOT_CHANGEABLE',
      409,
      target.lessonId
        ? 'This lesson has already started, ended or been cancelled, so it cannot be cancelled online.'
        : 'This booking has no upcoming lessons left to cancel.',
    );
  return chosen.map((l) => ({ lessonId: l.lessonId, refund: withNotice(hoursAhead(l), noticeHours) }));
}

async function preview(db: Database, booking: repo.BookingRow, target: CancellationTarget) {
  const targets = await cancellationTargets(db, booking, target);
  const policies = await getBusinessPolicies(db);
  const credit = policies.cancelRefundAs === 'credit' ? ('cancellation' as const) : undefined;
  const { shares, credits } = await lessonShares(
    db,
    booking.id,
    targets,
    creditModeOf(booking, credit ?? null),
  );
  const sum = (values: Iterable<number>) => [...values].reduce((total, n) => total + n, 0);
  const refundCents = sum(shares.values());
  const creditLessons = sum(credits.values());
  const message = cancellationOutcomeMessage({
    refundCents,
    creditLessons,
    paidWithCredits: booking.paidWithCredits,
    payAtLesson: booking.lessonRequestId !== null,
    paidCents: (await refundable(db, booking.id)).paidCents,
    noticeHours: policies.cancelNoticeHours,
  });
  return {
    targets,
    credit,
    preview: {
      lessonIds: targets.map((t) => t.lessonId),
      refundCents,
      creditLessons,
      message,
    } satisfies FamilyCancellationPreview,
  };
}

/** What cancelling would do, by the owner's policy on the database clock; changes nothing. */
export async function previewFamilyCancellation(
  app: Pick<LedgerApp, 'db'>,
  email: string,
  target: CancellationTarget,
): Promise<FamilyCancellationPreview> {
  const booking = await repo.findBooking(app.db, target.bookingId);
  if (!ownedByFamily(booking, email)) throw bookingNotFound();
  return (await preview(app.db, booking, target)).preview;
}

/**
 * Cancels what the preview showed, and only if the outcome is still what the family saw: when the refund would
 * now differ (the notice ran out meanwhile), 409 OUTCOME_CHANGED with the new preview, and nothing changes.
 */
export async function cancelFamilyLessons(
  app: LedgerApp,
  email: string,
  input: CancellationTarget & { expectedRefundCents: number; expectedCreditLessons?: number },
): Promise<{ refundCents: number; creditLessons: number; message: string }> {
  const done = await ledgerTransaction(app.db, async (tx) => {
    const booking = await repo.lockBooking(tx, input.bookingId);
    if (!ownedByFamily(booking, email)) throw bookingNotFound();
    const { targets, credit, preview: now } = await preview(tx, booking, input);
    if (
      now.refundCents !== input.expectedRefundCents ||
      now.creditLessons !== (input.expectedCreditLessons ?? 0)
    )
      throw new AppError(
        'OUTCOME_CHANGED',
        409,
        `The outcome of cancelling has changed: ${now.message}. Please confirm again.`,
        undefined,
        { preview: now },
      );
    const lessonIds = targets.map((t) => t.lessonId);
    const intents = await voidPendingChanges(app, tx, booking.id, lessonIds, 'The lesson was cancelled');
    const key = `refund-${booking.id}-family-${createHash('sha256').update(lessonIds.join(',')).digest('hex').slice(0, 16)}`;
    const cancelled = await cancelLessons(app, tx, booking, targets, {
      reason: CANCELLED_BY_FAMILY,
      actor: `family:${normal(email)}`,
      refundKey: key,
      refundReason: 'Lesson cancelled by the family with notice',
      action: 'lesson.cancelled_by_family',
      credit,
    });
    await app.emails.queue(tx, {
      kind: 'lessons_cancelled',
      bookingId: booking.id,
      lessonIds: cancelled.lessonIds,
      refundedCents: cancelled.refundedCents,
      creditLessons: cancelled.creditLessons,
      cause: 'family',
      key,
    });
    return { cancelled, intents, message: now.message };
  });
  await cancelIntents(app, done.intents);
  // The cancellation stands either way; a refund the provider did not take yet is retried by the sweeper.
  await sendDecidedRefunds(app, done.cancelled.refunds).catch(() => 0);
  return {
    refundCents: done.cancelled.refundedCents,
    creditLessons: done.cancelled.creditLessons,
    message: done.message,
  };
}
