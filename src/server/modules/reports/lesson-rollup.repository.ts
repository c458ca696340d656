/**
 * The lessons rollup: per instructor and day, the published times and what happened at them, each family's lesson
 * by outcome, and the legs driven between lessons, written again whole for each day given.
 */
import { sql } from 'drizzle-orm';
import {
  bookingSlots,
  bookings,
  lessonAttendance,
  reportDriveLegs,
  reportLessonDays,
  timeSlots,
} from '../../db/schema';
import { whoCancelledSql } from '../ledger';
import { localDate } from './days.repository';
import { dayList, type Tx } from './rollups.repository';
import { legsPerDaySql, slotFactsSql, timesPerDaySql } from './slot-facts.repository';

export async function rollUpLessonDays(tx: Tx, unordered: readonly string[]): Promise<void> {
  if (!unordered.length) return;
  const days = [...unordered].sort();
  const list = dayList(days);
  // The days' instants, widened a day each side for any offset, so the time index narrows the scan first.
  const bound = sql`${timeSlots.startTime} >= (${days[0]}::date - 1)::timestamp at time zone 'UTC'
    and ${timeSlots.startTime} < (${days[days.length - 1]}::date + 2)::timestamp at time zone 'UTC'
    and ${localDate(timeSlots.startTime)} in (${list})`;
  await tx.execute(sql`delete from ${reportLessonDays} where ${reportLessonDays.day} in (${list})`);
  await tx.execute(sql`delete from ${reportDriveLegs} where ${reportDriveLegs.day} in (${list})`);
  await tx.execute(sql`
    with ${slotFactsSql(bound)}, ${timesPerDaySql}, ${legsPerDaySql},
    lessons as (
      select ${localDate(timeSlots.startTime)} as day, ${timeSlots.instructorId} as instructor_id,
        ${whoCancelledSql} as who,
        bool_or(${lessonAttendance.status} = 'attended') as attended,
        count(${lessonAttendance.lessonId}) > 0 as marked
      from ${bookingSlots}
      join ${bookings} on ${bookings.id} = ${bookingSlots.bookingId}
      join ${timeSlots} on ${timeSlots.id} = ${bookingSlots.slotId}
      left join ${lessonAttendance} on ${lessonAttendance.lessonId} = ${bookingSlots.lessonId}
      where ${bookings.confirmedAt} is not null and ${bound}
      group by ${bookingSlots.lessonId}, 1, 2, 3
    ),
    lesson_counts as (
      select day, instructor_id, count(*)::int as booked,
        (count(*) filter (where who is null and attended))::int as taught,
        (count(*) filter (where who is null and marked and not attended))::int as no_shows,
        (count(*) filter (where who = 'family'))::int as family,
        (count(*) filter (where who = 'owner'))::int as owner,
        (count(*) filter (where who = 'weather'))::int as weather
      from lessons group by day, instructor_id
    ),
    -- PostgreSQL runs an insert in a WITH clause once, whether or not the statement reads it.
    put_days as (
      insert into ${reportLessonDays} (day, instructor_id, published_minutes, booked_minutes, times_booked,
        times_taught, times_no_show, times_not_recorded, minutes_there, lessons_booked, lessons_taught,
        lessons_no_show, cancelled_family, cancelled_owner, cancelled_weather)
      select coalesce(t.day, l.day), coalesce(t.instructor_id, l.instructor_id),
        coalesce(t.published_minutes, 0), coalesce(t.booked_minutes, 0), coalesce(t.times_booked, 0),
        coalesce(t.times_taught, 0), coalesce(t.times_no_show, 0), coalesce(t.times_not_recorded, 0),
        coalesce(t.minutes_there, 0), coalesce(l.booked, 0), coalesce(l.taught, 0), coalesce(l.no_shows, 0),
        coalesce(l.family, 0), coalesce(l.owner, 0), coalesce(l.weather, 0)
      from times t full join lesson_counts l on l.day = t.day and l.instructor_id = t.instructor_id
    )
    insert into ${reportDriveLegs} (day, instructor_id, from_zip, to_zip, times)
    select day, instructor_id, from_zip, to_zip, times from legs`);
}
