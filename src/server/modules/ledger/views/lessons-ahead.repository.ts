/**
 * SQL for the lessons coming up, as the emails sent ahead of them need them (the family's reminder, the instructor's
 * notice), and as the owner's list of documents still to sign does.
 */
import { and, asc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { bookings, bookingSlots, bookingSwimmers, timeSlots } from '../../../db/schema';
import { liveLessonOnOpenTimeSql } from '../../../db/seats';

/**
 * Live lessons on open times starting in (from, until], each with its invite revision, soonest first. A booking
 * confirmed less than `bookedAheadMs` before its lesson is left out: its confirmation arrived moments ago.
 */
export async function lessonsStartingBetween(db: Database, from: Date, until: Date, bookedAheadMs: number) {
  return db
    .select({ bookingId: bookings.id, slotId: timeSlots.id, sequence: bookingSlots.icsSequence })
    .from(bookingSlots)
    .innerJoin(bookings, eq(bookings.id, bookingSlots.bookingId))
    .innerJoin(timeSlots, eq(timeSlots.id, bookingSlots.slotId))
    .where(
      and(
        liveLessonOnOpenTimeSql,
        gt(timeSlots.startTime, from),
        lte(timeSlots.startTime, until),
        sql`coalesce(${bookings.confirmedAt}, ${bookings.createdAt}) <= ${timeSlots.startTime} - make_interval(secs => ${bookedAheadMs / 1000})`,
      ),
    )
    .orderBy(asc(timeSlots.startTime));
}

/** (booking, instructor) pairs whose first live lesson together starts in (from, until]. */
export async function firstLessonsWithInstructorBetween(db: Database, from: Date, until: Date) {
  const first = sql<Date>`min(${timeSlots.startTime})`;
  return db
    .select({ bookingId: bookings.id, instructorId: timeSlots.instructorId })
    .from(bookingSlots)
    .innerJoin(bookings, eq(bookings.id, bookingSlots.bookingId))
    .innerJoin(timeSlots, eq(timeSlots.id, bookingSlots.slotId))
    .where(liveLessonOnOpenTimeSql)
    .groupBy(bookings.id, timeSlots.instructorId)
    .having(and(gt(first, from), lte(first, until)))
    .orderBy(asc(first));
}

/**
 * Each booking with a live lesson starting in (from, until], at its soonest such lesson, with its customer and its
 * swimmers' names (what the owner's list of documents still to sign shows), soonest first.
 */
export async function bookingsWithLessonsBetween(db: Database, from: Date, until: Date, limit: number) {
  const first = sql<Date>`min(${timeSlots.startTime})`;
  const rows = await db
    .select({
      bookingId: bookings.id,
      reference: bookings.reference,
      customerName: bookings.customerName,
      customerEmail: bookings.customerEmail,
      startTime: first.mapWith((v: string | Date) => new Date(v)),
    })
    .from(bookingSlots)
    .innerJoin(bookings, eq(bookings.id, bookingSlots.bookingId))
    .innerJoin(timeSlots, eq(timeSlots.id, bookingSlots.slotId))
    .where(and(liveLessonOnOpenTimeSql, gt(timeSlots.startTime, from), lte(timeSlots.startTime, until)))
    .groupBy(bookings.id)
    .orderBy(asc(first))
    .limit(limit);
  const names = rows.length
    ? await db
        .select({
          bookingId: bookingSwimmers.bookingId,
          name: bookingSwimmers.name,
          savedSwimmerId: bookingSwimmers.savedSwimmerId,
        })
        .from(bookingSwimmers)
        .where(
          inArray(
            bookingSwimmers.bookingId,
            rows.map((r) => r.bookingId),
          ),
        )
        .orderBy(asc(bookingSwimmers.position))
    : [];
  return rows.map((r) => ({
    ...r,
    swimmers: names
      .filter((n) => n.bookingId === r.bookingId)
      .map((n) => ({ name: n.name, savedSwimmerId: n.savedSwimmerId })),
  }));
}
