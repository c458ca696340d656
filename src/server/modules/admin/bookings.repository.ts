import { and, asc, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  bookings,
  bookingSlots,
  bookingSwimmers,
  instructors,
  payments,
  timeSlots,
  venues,
} from '../../db/schema';
import { likePattern, pageWindow, type ParsedListQuery } from './list';

// Explicit table names: in a one-table select the query builder leaves columns unqualified, and inside this
// subquery an unqualified "id" would bind to time_slots instead of the booking.
const firstLessonAt = sql<
  string | null
>`(select min(ts.start_time) from booking_slots bs join time_slots ts on ts.id = bs.slot_id
  where bs.booking_id = "bookings"."id")`;

export async function listBookings(db: Database, query: ParsedListQuery) {
  const like = likePattern(query.search);
  const where = and(
    query.status ? eq(bookings.status, query.status) : undefined,
    like
      ? or(
          ilike(bookings.reference, like),
          ilike(bookings.customerName, like),
          ilike(bookings.customerEmail, like),
        )
      : undefined,
  );
  const { limit, offset } = pageWindow(query);
  const [rows, [total]] = await Promise.all([
    db
      .select({ booking: bookings, firstLessonAt })
      .from(bookings)
      .where(where)
      .orderBy(desc(bookings.createdAt), asc(bookings.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(bookings).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findBookingDetail(db: Database, id: string) {
  const [row] = await db
    .select({ booking: bookings, firstLessonAt })
    .from(bookings)
    .where(eq(bookings.id, id));
  if (!row) return undefined;
  const [lessons, swimmers, paid] = await Promise.all([
    db
      .select({
        slotId: timeSlots.id,
        startTime: timeSlots.startTime,
        endTime: timeSlots.endTime,
        instructorName: instructors.name,
        venueName: venues.name,
        seats: bookingSlots.seats,
      })
      .from(bookingSlots)
      .innerJoin(timeSlots, eq(timeSlots.id, bookingSlots.slotId))
      .innerJoin(instructors, eq(instructors.id, timeSlots.instructorId))
      .innerJoin(venues, eq(venues.id, timeSlots.venueId))
      .where(eq(bookingSlots.bookingId, id))
      .orderBy(asc(timeSlots.startTime)),
    db
      .select()
      .from(bookingSwimmers)
      .where(eq(bookingSwimmers.bookingId, id))
      .orderBy(asc(bookingSwimmers.position)),
    db.select().from(payments).where(eq(payments.bookingId, id)).orderBy(asc(payments.createdAt)),
  ]);
  return { ...row, lessons, swimmers, payments: paid };
}
