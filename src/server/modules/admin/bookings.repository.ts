import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bookings, payments } from '../../db/schema';
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
  const paid = await db
    .select()
    .from(payments)
    .where(eq(payments.bookingId, id))
    .orderBy(asc(payments.createdAt));
  return { ...row, payments: paid };
}
