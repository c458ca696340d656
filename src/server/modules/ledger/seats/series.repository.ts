/** SQL for planning a weekly series: the open times of one lesson type over a range of days, with seats counted. */
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { instructors, timeSlots, venues } from '../../../db/schema';
import { confirmedSeatsSql, heldSeatsSql } from '../../../db/seats';
import { sql } from 'drizzle-orm';

export async function slotsOfTypeBetween(
  db: Database,
  lessonType: string,
  from: Date,
  to: Date,
  exceptHoldId?: string,
) {
  return db
    .select({
      id: timeSlots.id,
      startTime: timeSlots.startTime,
      endTime: timeSlots.endTime,
      status: timeSlots.status,
      capacity: timeSlots.capacity,
      lessonType: timeSlots.lessonType,
      basePriceCents: timeSlots.basePriceCents,
      instructorId: timeSlots.instructorId,
      instructorName: instructors.name,
      venueName: venues.name,
      seatsTaken: sql<number>`(${confirmedSeatsSql} + ${heldSeatsSql(exceptHoldId)})`.mapWith(Number),
      now: sql<Date>`now()`.mapWith((v: string | Date) => new Date(v)),
    })
    .from(timeSlots)
    .innerJoin(instructors, eq(instructors.id, timeSlots.instructorId))
    .innerJoin(venues, eq(venues.id, timeSlots.venueId))
    .where(
      and(eq(timeSlots.lessonType, lessonType), gte(timeSlots.startTime, from), lt(timeSlots.startTime, to)),
    )
    .orderBy(asc(timeSlots.startTime), asc(timeSlots.id));
}
