/** SQL of payroll: each instructor's times already past that had a booked lesson, by what the instructor recorded. */
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bookingSlots, bookings, instructors, lessonAttendance, timeSlots } from '../../db/schema';
import { liveLessonSql } from '../../db/seats';
import { within } from './days.repository';

const onThisTime = sql`${bookingSlots.slotId} = "time_slots"."id"`;
const liveOnTime = sql`exists (select 1 from ${bookingSlots} join ${bookings} on ${bookings.id} = ${bookingSlots.bookingId}
  where ${onThisTime} and ${liveLessonSql})`;
const markedOnTime = (status?: 'attended') => sql`exists (select 1 from ${lessonAttendance}
  join ${bookingSlots} on ${bookingSlots.lessonId} = ${lessonAttendance.lessonId}
  where ${onThisTime} ${status ? sql`and ${lessonAttendance.status} = ${status}` : sql``})`;
const minutesOf = sql<number>`(extract(epoch from (${timeSlots.endTime} - ${timeSlots.startTime})) / 60)`;

export interface PayrollCounts {
  instructorId: string;
  name: string;
  payBasis: 'per_lesson' | 'per_hour';
  payRateCents: number;
  lessonsTaught: number;
  noShows: number;
  notRecorded: number;
  minutes: number;
}

/**
 * Per instructor, the times (one per lesson taught, however many families shared it) between `start` and `end`
 * with a booked lesson: taught (a swimmer marked there), no-show (marked, nobody there) or not recorded yet.
 * Minutes count the taught times and the no-shows: the instructor came to both.
 */
export async function payrollCounts(db: Database, start: Date, end: Date): Promise<PayrollCounts[]> {
  const taught = markedOnTime('attended');
  const marked = markedOnTime();
  return db
    .select({
      instructorId: instructors.id,
      name: instructors.name,
      payBasis: sql<'per_lesson' | 'per_hour'>`${instructors.payBasis}`,
      payRateCents: instructors.payRateCents,
      lessonsTaught: sql<number>`(count(${timeSlots.id}) filter (where ${taught}))::int`,
      noShows: sql<number>`(count(${timeSlots.id}) filter (where ${marked} and not ${taught}))::int`,
      notRecorded: sql<number>`(count(${timeSlots.id}) filter (where not ${marked}))::int`,
      minutes: sql<number>`coalesce(sum(${minutesOf}) filter (where ${marked}), 0)::int`,
    })
    .from(instructors)
    .leftJoin(
      timeSlots,
      sql`${eq(timeSlots.instructorId, instructors.id)} and ${within(timeSlots.startTime, start, end)}
        and ${timeSlots.status} <> 'cancelled' and ${liveOnTime}`,
    )
    .groupBy(instructors.id)
    .orderBy(instructors.name);
}
