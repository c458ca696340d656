/** SQL of the instructors report and payroll: published and booked minutes, and the legs driven between lessons. */
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bookingSlots, bookings, instructors, timeSlots } from '../../db/schema';
import { liveLessonSql } from '../../db/seats';
import { localDay, rowsOf, within } from './days.repository';

const minutesOf = sql<number>`(extract(epoch from (${timeSlots.endTime} - ${timeSlots.startTime})) / 60)`;
const hasLiveLesson = sql`exists (select 1 from ${bookingSlots} join ${bookings} on ${bookings.id} = ${bookingSlots.bookingId}
  where ${bookingSlots.slotId} = "time_slots"."id" and ${liveLessonSql})`;

export interface InstructorMinutes {
  instructorId: string;
  name: string;
  availableMinutes: number;
  bookedMinutes: number;
  lessons: number;
  daysWorked: number;
}

/**
 * Per instructor: minutes of the times published (not cancelled), minutes and number of those with a booked lesson,
 * and the days with one. Instructors with nothing published in the period are listed too, with zeros.
 */
export async function instructorMinutes(db: Database, start: Date, end: Date): Promise<InstructorMinutes[]> {
  const rows = await db
    .select({
      instructorId: instructors.id,
      name: instructors.name,
      availableMinutes: sql<number>`coalesce(sum(${minutesOf}), 0)::int`,
      bookedMinutes: sql<number>`coalesce(sum(${minutesOf}) filter (where ${hasLiveLesson}), 0)::int`,
      lessons: sql<number>`(count(${timeSlots.id}) filter (where ${hasLiveLesson}))::int`,
      daysWorked: sql<number>`(count(distinct ${localDay(timeSlots.startTime)}) filter (where ${hasLiveLesson}))::int`,
    })
    .from(instructors)
    .leftJoin(
      timeSlots,
      sql`${eq(timeSlots.instructorId, instructors.id)} and ${within(timeSlots.startTime, start, end)} and ${timeSlots.status} <> 'cancelled'`,
    )
    .groupBy(instructors.id, instructors.name)
    .orderBy(instructors.name);
  return rows;
}

export interface DrivenLeg {
  instructorId: string;
  fromZip: string | null;
  toZip: string | null;
  /** How many times the leg was driven in the period. */
  times: number;
}

/**
 * The legs each instructor drove between consecutive lessons of a day (times with a booked lesson), grouped by the
 * two ZIPs: the drive from home to the first lesson and back is a commute, not counted. A lesson's ZIP is its
 * family's pool, the business pool its booking names, or its time's venue.
 */
export async function drivenLegs(db: Database, start: Date, end: Date): Promise<DrivenLeg[]> {
  const rows = await db.execute(sql`
    with placed as (
      select ${timeSlots.instructorId} as instructor_id, ${timeSlots.startTime} as start_time,
        ${localDay(timeSlots.startTime)} as day,
        coalesce((
          select coalesce(b.pool_zip, pv.zip)
          from ${bookingSlots} bs join ${bookings} b on b.id = bs.booking_id
          left join venues pv on pv.id = b.pool_venue_id
          where bs.slot_id = "time_slots"."id" and bs.cancelled_at is null and b.status = 'confirmed'
          order by b.created_at limit 1
        ), (select v.zip from venues v where v.id = ${timeSlots.venueId})) as zip
      from ${timeSlots}
      where ${within(timeSlots.startTime, start, end)} and ${timeSlots.status} <> 'cancelled' and ${hasLiveLesson}
    ), legs as (
      select instructor_id, lag(zip) over w as from_zip, zip as to_zip, row_number() over w as nth
      from placed window w as (partition by instructor_id, day order by start_time)
    )
    select instructor_id as "instructorId", from_zip as "fromZip", to_zip as "toZip", count(*)::int as times
    from legs where nth > 1
    group by 1, 2, 3`);
  return rowsOf<DrivenLeg>(rows);
}
