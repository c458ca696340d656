/**
 * What happened at each published time (not cancelled), in one pass over its lessons and their attendance: whether a
 * live lesson is on it, whether the instructor marked anyone there or missing, and the ZIP the instructor drove to.
 * The daily rollup sums these facts per instructor and day; payroll reads today's directly, up to now.
 */
import { sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { bookingSlots, bookings, lessonAttendance, timeSlots, venues } from '../../db/schema';
import { liveLessonSql, slotNotCancelledSql } from '../../db/seats';
import { localDate } from './days.repository';

/** The pool a booking names, beside the time's own venue. */
const POOL_VENUE = 'pool_venue';
const poolVenue = alias(venues, POOL_VENUE);

/**
 * A SQL fragment (for a WITH clause) naming `facts`: one row per time chosen by `where` (on `time_slots`) with
 * id, instructor_id, start_time, day, minutes, live, taught, marked and zip.
 */
export function slotFactsSql(where: SQL): SQL {
  return sql`facts as (
    select ${timeSlots.id} as id, ${timeSlots.instructorId} as instructor_id, ${timeSlots.startTime} as start_time,
      ${localDate(timeSlots.startTime)} as day,
      (extract(epoch from (${timeSlots.endTime} - ${timeSlots.startTime})) / 60)::int as minutes,
      coalesce(bool_or(${liveLessonSql}), false) as live,
      coalesce(bool_or(${liveLessonSql} and ${lessonAttendance.status} = 'attended'), false) as taught,
      coalesce(bool_or(${liveLessonSql} and ${lessonAttendance.status} is not null), false) as marked,
      coalesce(min(coalesce(${bookings.poolZip}, ${poolVenue.zip})) filter (where ${liveLessonSql}), min(${venues.zip}))
        as zip
    from ${timeSlots}
    join ${venues} on ${venues.id} = ${timeSlots.venueId}
    left join ${bookingSlots} on ${bookingSlots.slotId} = ${timeSlots.id}
    left join ${bookings} on ${bookings.id} = ${bookingSlots.bookingId}
    left join ${venues} as ${sql.identifier(POOL_VENUE)} on ${poolVenue.id} = ${bookings.poolVenueId}
    left join ${lessonAttendance} on ${lessonAttendance.lessonId} = ${bookingSlots.lessonId}
    where ${where} and ${slotNotCancelledSql}
    group by ${timeSlots.id}
  )`;
}

/**
 * Per instructor and day of `facts`: minutes published and booked, times booked and their outcomes, minutes there.
 * A CTE named `times`.
 */
export const timesPerDaySql = sql`times as (
  select day, instructor_id, sum(minutes)::int as published_minutes,
    coalesce(sum(minutes) filter (where live), 0)::int as booked_minutes,
    (count(*) filter (where live))::int as times_booked,
    (count(*) filter (where live and taught))::int as times_taught,
    (count(*) filter (where live and marked and not taught))::int as times_no_show,
    (count(*) filter (where live and not marked))::int as times_not_recorded,
    coalesce(sum(minutes) filter (where live and marked), 0)::int as minutes_there
  from facts group by day, instructor_id
)`;

/**
 * The legs each instructor drove between consecutive lessons of a day, grouped by the two ZIPs: the drive from home
 * to the first lesson and back is a commute, not counted. A CTE named `legs` (day, instructor_id, from_zip, to_zip,
 * times).
 */
export const legsPerDaySql = sql`legs as (
  select day, instructor_id, from_zip, to_zip, count(*)::int as times
  from (
    select day, instructor_id, lag(zip) over w as from_zip, zip as to_zip, row_number() over w as nth
    from facts where live window w as (partition by instructor_id, day order by start_time)
  ) ordered
  where nth > 1
  group by day, instructor_id, from_zip, to_zip
)`;
