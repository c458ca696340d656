/** SQL for the single lessons of bookings: a family's lessons and what they paid, cancelling one, moving one, the times to move to. */
import { and, asc, desc, eq, gt, inArray, lt, ne, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import {
  bookings,
  bookingSlots,
  bookingSwimmers,
  instructors,
  payments,
  refunds,
  timeSlots,
  venues,
} from '../../../db/schema';
import { lessonNotCancelledSql, seatsTakenSql } from '../../../db/seats';
import { lessonTransition, type LessonState } from '../changes/lesson-life';

/** Payment states in which the money arrived (a refund, whole or part, does not undo that it was paid). */
const MONEY_TAKEN = ['succeeded', 'partially_refunded', 'refunded'];

/** Emails are compared trimmed and lower-cased: the same family whatever case they typed. */
const sameEmail = (email: string) => sql`lower(${bookings.customerEmail}) = ${email.trim().toLowerCase()}`;

/** Bookings a family sees: ones that were paid or approved at some point. Unpaid checkouts are not theirs yet. */
export const FAMILY_BOOKING_STATES = ['confirmed', 'cancelled', 'refunded'];

// Policies -------------------------------------------------------------------------------------------------------

// A family's bookings ----------------------------------------------------------------------------------------------

export async function familyBookingRows(db: Database, email: string) {
  return db
    .select()
    .from(bookings)
    .where(and(sameEmail(email), inArray(bookings.status, FAMILY_BOOKING_STATES)))
    .orderBy(desc(bookings.createdAt))
    .limit(200);
}

export async function hasFamilyBooking(db: Database, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(sameEmail(email), inArray(bookings.status, FAMILY_BOOKING_STATES)))
    .limit(1);
  return row !== undefined;
}

/** Lessons of the bookings with where and when, and the database clock to judge them by. */
export async function lessonsOfBookings(db: Database, bookingIds: readonly string[]) {
  if (!bookingIds.length) return [];
  return db
    .select({
      bookingId: bookingSlots.bookingId,
      lessonId: bookingSlots.lessonId,
      slotId: bookingSlots.slotId,
      seats: bookingSlots.seats,
      priceCents: bookingSlots.priceCents,
      travelFeeCents: bookingSlots.travelFeeCents,
      icsSequence: bookingSlots.icsSequence,
      cancelledAt: bookingSlots.cancelledAt,
      cancelReason: bookingSlots.cancelReason,
      startTime: timeSlots.startTime,
      endTime: timeSlots.endTime,
      slotStatus: timeSlots.status,
      lessonType: timeSlots.lessonType,
      instructorName: instructors.name,
      venueName: venues.name,
      now: sql<Date>`now()`.mapWith((v: string | Date) => new Date(v)),
    })
    .from(bookingSlots)
    .innerJoin(timeSlots, eq(timeSlots.id, bookingSlots.slotId))
    .innerJoin(instructors, eq(instructors.id, timeSlots.instructorId))
    .innerJoin(venues, eq(venues.id, timeSlots.venueId))
    .where(inArray(bookingSlots.bookingId, [...bookingIds]))
    .orderBy(asc(timeSlots.startTime));
}
export type LessonRow = Awaited<ReturnType<typeof lessonsOfBookings>>[number];

export async function swimmerNamesOfBookings(db: Database, bookingIds: readonly string[]) {
  if (!bookingIds.length) return [];
  return db
    .select({ bookingId: bookingSwimmers.bookingId, name: bookingSwimmers.name })
    .from(bookingSwimmers)
    .where(inArray(bookingSwimmers.bookingId, [...bookingIds]))
    .orderBy(asc(bookingSwimmers.bookingId), asc(bookingSwimmers.position));
}

/** Money in (payments that succeeded) and out (refunds decided) per booking. */
export async function moneyOfBookings(db: Database, bookingIds: readonly string[]) {
  if (!bookingIds.length) return { paid: [], refunded: [] };
  const paid = await db
    .select({
      bookingId: payments.bookingId,
      cents: sql<number>`coalesce(sum(${payments.amountCents}), 0)::int`,
    })
    .from(payments)
    .where(and(inArray(payments.bookingId, [...bookingIds]), inArray(payments.status, MONEY_TAKEN)))
    .groupBy(payments.bookingId);
  const refunded = await db
    .select({
      bookingId: refunds.bookingId,
      cents: sql<number>`coalesce(sum(${refunds.amountCents}), 0)::int`,
    })
    .from(refunds)
    .where(inArray(refunds.bookingId, [...bookingIds]))
    .groupBy(refunds.bookingId);
  return { paid, refunded };
}

/** The names of a family's swimmers across their bookings, first spelling first. */
export async function familySwimmerNameRows(db: Database, email: string) {
  return db
    .select({
      name: bookingSwimmers.name,
      ageGroup: bookingSwimmers.ageGroup,
      savedSwimmerId: bookingSwimmers.savedSwimmerId,
    })
    .from(bookingSwimmers)
    .innerJoin(bookings, eq(bookings.id, bookingSwimmers.bookingId))
    .where(and(sameEmail(email), inArray(bookings.status, FAMILY_BOOKING_STATES)))
    .orderBy(asc(bookings.createdAt), asc(bookingSwimmers.position))
    .limit(500);
}

/** The booking a lesson belongs to, found without locks (the caller locks the booking next). */
export async function bookingIdOfLesson(db: Database, lessonId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ bookingId: bookingSlots.bookingId })
    .from(bookingSlots)
    .where(eq(bookingSlots.lessonId, lessonId));
  return row?.bookingId;
}

// Cancelling and moving lessons ------------------------------------------------------------------------------------

/** Each lesson state (changes/lesson-life.ts) as SQL on its row: the guard of an UPDATE moving a lesson out of it. */
const LESSON_IN_STATE: Record<LessonState, SQL> = {
  booked: lessonNotCancelledSql,
  cancelled: sql`(${bookingSlots.cancelledAt} is not null)`,
};

const CANCEL = lessonTransition('cancel');

/**
 * Cancels the lessons (the lesson table's `cancel`) and raises their invite SEQUENCE; lessons no longer in the
 * table's from-state (already cancelled) are left as they are.
 */
export async function markLessonsCancelled(
  tx: Database,
  bookingId: string,
  /** 'upcoming': every lesson not started yet (a lesson already taught stays as it was). */
  lessonIds: readonly string[] | 'upcoming',
  reason: string,
): Promise<string[]> {
  const which =
    lessonIds === 'upcoming'
      ? sql`${bookingSlots.slotId} in (select ${timeSlots.id} from ${timeSlots} where ${timeSlots.startTime} > now())`
      : inArray(bookingSlots.lessonId, [...lessonIds]);
  if (lessonIds !== 'upcoming' && !lessonIds.length) return [];
  const rows = await tx
    .update(bookingSlots)
    .set({
      cancelledAt: sql`now()`,
      cancelReason: reason,
      icsSequence: sql`${bookingSlots.icsSequence} + 1`,
    })
    .where(and(eq(bookingSlots.bookingId, bookingId), LESSON_IN_STATE[CANCEL.from], which))
    .returning({ lessonId: bookingSlots.lessonId });
  return rows.map((r) => r.lessonId);
}

/** Moves a lesson to another slot at a new price: the same lesson (id and UID), the next invite SEQUENCE. */
export async function moveLesson(tx: Database, lessonId: string, toSlotId: string, priceCents: number) {
  await tx
    .update(bookingSlots)
    .set({ slotId: toSlotId, priceCents, icsSequence: sql`${bookingSlots.icsSequence} + 1` })
    .where(eq(bookingSlots.lessonId, lessonId));
}

/** Payments of the booking that took money (the checkout and any paid moves), newest first. */
export async function settledPayments(tx: Database, bookingId: string) {
  return tx
    .select()
    .from(payments)
    .where(and(eq(payments.bookingId, bookingId), inArray(payments.status, MONEY_TAKEN)))
    .orderBy(desc(payments.createdAt));
}

export async function refundsOfBooking(tx: Database, bookingId: string) {
  return tx
    .select({
      intentId: refunds.intentId,
      amountCents: refunds.amountCents,
      idempotencyKey: refunds.idempotencyKey,
    })
    .from(refunds)
    .where(eq(refunds.bookingId, bookingId));
}

/**
 * Times a lesson could move to: same lesson type, open, starting within the window, not already one of the
 * booking's lessons, with the seats counted (the caller applies the seat rule).
 */
export async function rescheduleCandidates(
  db: Database,
  input: { lessonType: string; excludeSlotIds: readonly string[]; days: number; limit: number },
) {
  return db
    .select({
      id: timeSlots.id,
      startTime: timeSlots.startTime,
      endTime: timeSlots.endTime,
      status: timeSlots.status,
      capacity: timeSlots.capacity,
      basePriceCents: timeSlots.basePriceCents,
      instructorId: timeSlots.instructorId,
      instructorName: instructors.name,
      venueName: venues.name,
      seatsTaken: seatsTakenSql,
      now: sql<Date>`now()`.mapWith((v: string | Date) => new Date(v)),
    })
    .from(timeSlots)
    .innerJoin(instructors, eq(instructors.id, timeSlots.instructorId))
    .innerJoin(venues, eq(venues.id, timeSlots.venueId))
    .where(
      and(
        eq(timeSlots.lessonType, input.lessonType),
        eq(timeSlots.status, 'available'),
        gt(timeSlots.startTime, sql`now()`),
        lt(timeSlots.startTime, sql`now() + make_interval(days => ${input.days})`),
        input.excludeSlotIds.length ? notInArray(timeSlots.id, [...input.excludeSlotIds]) : sql`true`,
        ne(timeSlots.capacity, 0),
      ),
    )
    .orderBy(asc(timeSlots.startTime))
    .limit(input.limit);
}
