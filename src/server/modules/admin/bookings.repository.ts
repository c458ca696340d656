import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bookingSlots, bookings, lessonChanges, payments, timeSlots } from '../../db/schema';
import { lessonNotCancelledSql, slotNotCancelledSql } from '../../db/seats';
import { pageWindow, type ParsedListQuery } from './list';
import { pagedRows, searchWhere } from './list.repository';

// The outer booking is named in full ("bookings"."id"): in a one-table select the query builder leaves columns
// unqualified, and inside this subquery an unqualified "id" would bind to time_slots instead of the booking.
// The first lesson still going ahead; a booking with none left (cancelled) shows its first lesson as booked. The
// booking's own status is left out on purpose: the list shows it beside the date, whatever it is.
const firstLessonAt = sql<string | null>`(select coalesce(
    min(${timeSlots.startTime}) filter (where ${lessonNotCancelledSql} and ${slotNotCancelledSql}),
    min(${timeSlots.startTime}))
  from ${bookingSlots} join ${timeSlots} on ${timeSlots.id} = ${bookingSlots.slotId}
  where ${bookingSlots.bookingId} = "bookings"."id")`;

export async function listBookings(db: Database, query: ParsedListQuery) {
  const where = searchWhere(
    query,
    [bookings.reference, bookings.customerName, bookings.customerEmail],
    bookings.status,
  );
  const { limit, offset } = pageWindow(query);
  return pagedRows(
    db,
    db
      .select({ booking: bookings, firstLessonAt })
      .from(bookings)
      .where(where)
      .orderBy(desc(bookings.createdAt), asc(bookings.id))
      .limit(limit)
      .offset(offset),
    bookings,
    where,
  );
}

export async function findBookingDetail(db: Database, id: string) {
  const [row] = await db
    .select({ booking: bookings, firstLessonAt })
    .from(bookings)
    .where(eq(bookings.id, id));
  if (!row) return undefined;
  const paid = await db
    .select()
    .from(payments)
    .where(eq(payments.bookingId, id))
    .orderBy(asc(payments.createdAt));
  return { ...row, payments: paid };
}

/** The moves of a booking's lessons that happened, oldest first, with the time each lesson left. */
export async function appliedMoves(db: Database, bookingId: string) {
  return db
    .select({
      lessonId: lessonChanges.lessonId,
      fromStart: timeSlots.startTime,
      fromEnd: timeSlots.endTime,
      appliedAt: lessonChanges.appliedAt,
      createdAt: lessonChanges.createdAt,
    })
    .from(lessonChanges)
    .innerJoin(timeSlots, eq(timeSlots.id, lessonChanges.fromSlotId))
    .where(and(eq(lessonChanges.bookingId, bookingId), eq(lessonChanges.status, 'applied')))
    .orderBy(asc(lessonChanges.appliedAt), asc(lessonChanges.createdAt));
}

/** The start of each of these slots, to name them in the booking's history. */
export async function slotStarts(db: Database, slotIds: string[]) {
  if (!slotIds.length) return [];
  return db
    .select({ id: timeSlots.id, startTime: timeSlots.startTime })
    .from(timeSlots)
    .where(inArray(timeSlots.id, slotIds));
}
