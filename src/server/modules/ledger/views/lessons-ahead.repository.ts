/** SQL for the lessons coming up, as the emails sent ahead of them need them: the family's reminder, the instructor's notice. */
import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { bookings, bookingSlots, timeSlots } from '../../../db/schema';
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
