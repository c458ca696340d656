import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bookings, payments } from '../../db/schema';
import { bookingDetailsRows, bookingSlotRows } from '../bookings/repository';
import { pageWindow, type ParsedListQuery } from './list';
import { pagedRows, searchWhere } from './list.repository';

// Explicit table names: in a one-table select the query builder leaves columns unqualified, and inside this
// subquery an unqualified "id" would bind to time_slots instead of the booking.
const firstLessonAt = sql<
  string | null
>`(select min(ts.start_time) from booking_slots bs join time_slots ts on ts.id = bs.slot_id
  where bs.booking_id = "bookings"."id")`;

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
  const [{ lessons, swimmers }, seatRows, paid] = await Promise.all([
    bookingDetailsRows(db, id),
    bookingSlotRows(db, id),
    db.select().from(payments).where(eq(payments.bookingId, id)).orderBy(asc(payments.createdAt)),
  ]);
  const seats = new Map(seatRows.map((s) => [s.slotId, s.seats]));
  // Both reads list the same booking_slots rows, keyed by (booking, slot), so every lesson has its seats.
  return {
    ...row,
    lessons: lessons.map((l) => ({ ...l, seats: seats.get(l.slotId) ?? 0 })),
    swimmers,
    payments: paid,
  };
}
