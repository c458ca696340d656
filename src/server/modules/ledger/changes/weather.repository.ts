/** SQL for weather cancellations: what a window of time holds. */
import { and, asc, eq, gt, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { bookings, bookingSlots, instructors, timeSlots } from '../../../db/schema';
import { liveLessonOnOpenTimeSql, slotNotCancelledSql } from '../../../db/seats';

/** Live lessons on open times starting in [from, to) and not yet started. */
export async function lessonsStartingBetween(db: Database, from: Date, to: Date) {
  return db
    .select({
      lessonId: bookingSlots.lessonId,
      bookingId: bookings.id,
      reference: bookings.reference,
      customerName: bookings.customerName,
      lessonRequestId: bookings.lessonRequestId,
      paidWithCredits: bookings.paidWithCredits,
      discountCents: bookings.discountCents,
      addOnsCents: bookings.addOnsCents,
      startTime: timeSlots.startTime,
      instructorName: instructors.name,
      seats: bookingSlots.seats,
    })
    .from(bookingSlots)
    .innerJoin(bookings, eq(bookings.id, bookingSlots.bookingId))
    .innerJoin(timeSlots, eq(timeSlots.id, bookingSlots.slotId))
    .innerJoin(instructors, eq(instructors.id, timeSlots.instructorId))
    .where(
      and(
        liveLessonOnOpenTimeSql,
        gte(timeSlots.startTime, from),
        lt(timeSlots.startTime, to),
        gt(timeSlots.startTime, sql`now()`),
      ),
    )
    .orderBy(asc(timeSlots.startTime), asc(bookings.reference));
}

/** Times in [from, to) not yet started and not cancelled, in id order. */
export async function openSlotIdsBetween(db: Database, from: Date, to: Date) {
  const rows = await db
    .select({ id: timeSlots.id })
    .from(timeSlots)
    .where(
      and(
        slotNotCancelledSql,
        gte(timeSlots.startTime, from),
        lt(timeSlots.startTime, to),
        gt(timeSlots.startTime, sql`now()`),
      ),
    )
    .orderBy(asc(timeSlots.id));
  return rows.map((r) => r.id);
}
