/** SQL of the lessons and instructors reports: each booked lesson once, with its day, instructor and outcome. */
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bookingSlots, bookings, lessonAttendance, timeSlots } from '../../db/schema';
import { whoCancelledSql } from '../ledger';
import { localDay, within } from './days.repository';

// A lesson was taught when the instructor marked at least one swimmer as there; it was a no-show when every swimmer
// the instructor marked was missing. A lesson with no mark yet is neither.
const attended = sql`exists (select 1 from ${lessonAttendance} where ${lessonAttendance.lessonId} = ${bookingSlots.lessonId} and ${lessonAttendance.status} = 'attended')`;
const marked = sql`exists (select 1 from ${lessonAttendance} where ${lessonAttendance.lessonId} = ${bookingSlots.lessonId})`;

export interface LessonDayCounts {
  day: string;
  booked: number;
  taught: number;
  noShows: number;
  cancelledFamily: number;
  cancelledOwner: number;
  cancelledWeather: number;
}

/** Lessons of confirmed (once) bookings by the New York day they were or are to be taught. */
export async function lessonsPerDay(db: Database, start: Date, end: Date): Promise<LessonDayCounts[]> {
  const day = localDay(timeSlots.startTime);
  const who = whoCancelledSql;
  const n = (condition: ReturnType<typeof sql>) => sql<number>`count(*) filter (where ${condition})::int`;
  return db
    .select({
      day,
      booked: sql<number>`count(*)::int`,
      taught: n(sql`${who} is null and ${attended}`),
      noShows: n(sql`${who} is null and ${marked} and not ${attended}`),
      cancelledFamily: n(sql`${who} = 'family'`),
      cancelledOwner: n(sql`${who} = 'owner'`),
      cancelledWeather: n(sql`${who} = 'weather'`),
    })
    .from(bookingSlots)
    .innerJoin(bookings, eq(bookings.id, bookingSlots.bookingId))
    .innerJoin(timeSlots, eq(timeSlots.id, bookingSlots.slotId))
    .where(and(isNotNull(bookings.confirmedAt), within(timeSlots.startTime, start, end)))
    .groupBy(day);
}
