/** SQL of the lessons report: each booked lesson once, with its day and outcome. */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bookingSlots, bookings, lessonAttendance, timeSlots } from '../../db/schema';
import { whoCancelledSql } from '../ledger';
import { localDay, rowsOf } from './days.repository';

export interface LessonDayCounts {
  day: string;
  booked: number;
  taught: number;
  noShows: number;
  cancelledFamily: number;
  cancelledOwner: number;
  cancelledWeather: number;
}

/**
 * Lessons of bookings ever confirmed, by the New York day they were or are to be taught. A lesson was taught when
 * the instructor marked at least one swimmer there, a no-show when every swimmer marked was missing; a lesson with no
 * mark yet is neither.
 */
export async function lessonsPerDay(db: Database, start: Date, end: Date): Promise<LessonDayCounts[]> {
  const rows = await db.execute(sql`
    with lessons as (
      select ${localDay(timeSlots.startTime)} as day, ${whoCancelledSql} as who,
        bool_or(${lessonAttendance.status} = 'attended') as attended,
        count(${lessonAttendance.lessonId}) > 0 as marked
      from ${bookingSlots}
      join ${bookings} on ${bookings.id} = ${bookingSlots.bookingId}
      join ${timeSlots} on ${timeSlots.id} = ${bookingSlots.slotId}
      left join ${lessonAttendance} on ${lessonAttendance.lessonId} = ${bookingSlots.lessonId}
      where ${bookings.confirmedAt} is not null and ${timeSlots.startTime} >= ${start} and ${timeSlots.startTime} < ${end}
      group by ${bookingSlots.lessonId}, 1, 2
    )
    select day, count(*)::int as booked,
      (count(*) filter (where who is null and attended))::int as taught,
      (count(*) filter (where who is null and marked and not attended))::int as "noShows",
      (count(*) filter (where who = 'family'))::int as "cancelledFamily",
      (count(*) filter (where who = 'owner'))::int as "cancelledOwner",
      (count(*) filter (where who = 'weather'))::int as "cancelledWeather"
    from lessons group by day`);
  return rowsOf<LessonDayCounts>(rows);
}
