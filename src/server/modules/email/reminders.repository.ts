/** SQL for the emails sent ahead of a lesson: the family's reminder and the instructor's notice of a first lesson. */
import { and, asc, eq, gt, lte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bookings, bookingSlots, outbox, timeSlots } from '../../db/schema';
import { liveLessonOnOpenTimeSql } from '../../db/seats';

const notQueued = (prefix: SQL) =>
  sql`NOT EXISTS (SELECT 1 FROM ${outbox} WHERE ${outbox.dedupeKey} LIKE ${prefix} || '%')`;

const reminderKeySql = sql`'reminder:' || ${bookings.id} || '.' || ${timeSlots.id}
  || case when ${bookingSlots.icsSequence} > 0 then '.' || ${bookingSlots.icsSequence} else '' end`;

/**
 * The key of a lesson's reminder: one per lesson time and invite revision. A lesson moved to another slot is
 * reminded at its new time; one moved away and back (a higher SEQUENCE) is reminded again; a lesson never moved
 * keeps the key reminders had before lessons could move. `reminderKeySql` is the same key in SQL.
 */
export const reminderKey = (bookingId: string, slotId: string, sequence: number) =>
  `reminder:${bookingId}.${slotId}${sequence > 0 ? `.${sequence}` : ''}`;

/** Every reminder of the lessons of a booking at a slot, whatever their revision: the prefix to withdraw them. */
export const slotRemindersPrefix = (bookingId: string, slotId: string) => `reminder:${bookingId}.${slotId}`;

/**
 * Live lessons on open times starting in (now, until] with no reminder queued yet. A booking
 * confirmed less than `leadMs` before its lesson is skipped: its confirmation arrived moments ago and says the same.
 */
export async function findLessonsDueReminder(db: Database, now: Date, until: Date, leadMs: number) {
  return db
    .select({ bookingId: bookings.id, slotId: timeSlots.id, sequence: bookingSlots.icsSequence })
    .from(bookingSlots)
    .innerJoin(bookings, eq(bookings.id, bookingSlots.bookingId))
    .innerJoin(timeSlots, eq(timeSlots.id, bookingSlots.slotId))
    .where(
      and(
        liveLessonOnOpenTimeSql,
        gt(timeSlots.startTime, now),
        lte(timeSlots.startTime, until),
        sql`coalesce(${bookings.confirmedAt}, ${bookings.createdAt}) <= ${timeSlots.startTime} - make_interval(secs => ${leadMs / 1000})`,
        notQueued(sql`${reminderKeySql} || ':'`),
      ),
    )
    .orderBy(asc(timeSlots.startTime))
    .limit(200);
}

/** (booking, instructor) pairs whose first lesson together starts in (now, until] with no notice queued yet. */
export async function findFirstLessonsDueInstructorNotice(db: Database, now: Date, until: Date) {
  const first = sql<Date>`min(${timeSlots.startTime})`;
  return db
    .select({ bookingId: bookings.id, instructorId: timeSlots.instructorId })
    .from(bookingSlots)
    .innerJoin(bookings, eq(bookings.id, bookingSlots.bookingId))
    .innerJoin(timeSlots, eq(timeSlots.id, bookingSlots.slotId))
    .where(
      and(
        liveLessonOnOpenTimeSql,
        notQueued(sql`'instructor_notice:' || ${bookings.id} || '.' || ${timeSlots.instructorId} || ':'`),
      ),
    )
    .groupBy(bookings.id, timeSlots.instructorId)
    .having(and(gt(first, now), lte(first, until)))
    .limit(200);
}
