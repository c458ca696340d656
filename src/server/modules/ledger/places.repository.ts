/** SQL for where lessons happen: the business's pools a booking may name, and the booked lessons' places by instructor. */
import { and, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { bookings, bookingSlots, timeSlots, venues } from '../../db/schema';

export async function findVenueForPlace(db: Database, venueId: string) {
  const [row] = await db.select().from(venues).where(eq(venues.id, venueId));
  return row;
}

/** Bookings whose lessons take the instructor somewhere: paid or approved, or a checkout still open. */
const PLACED_STATES = ['confirmed', 'pending_payment'];

const poolVenue = alias(venues, 'pool_venue');

/**
 * The instructors' booked lessons between two instants with the ZIP of each one's pool: the booking's own pool, else
 * the business pool it names, else the slot's venue. `exceptBookingId` leaves out a booking being changed.
 */
export async function findPlacedLessons(
  db: Database,
  input: { instructorIds: readonly string[]; from: Date; to: Date; exceptBookingId?: string },
) {
  if (!input.instructorIds.length) return [];
  return db
    .selectDistinct({
      instructorId: timeSlots.instructorId,
      slotId: timeSlots.id,
      start: timeSlots.startTime,
      end: timeSlots.endTime,
      zip: sql<string | null>`coalesce(${bookings.poolZip}, ${poolVenue.zip}, ${venues.zip})`,
    })
    .from(bookingSlots)
    .innerJoin(bookings, eq(bookings.id, bookingSlots.bookingId))
    .innerJoin(timeSlots, eq(timeSlots.id, bookingSlots.slotId))
    .innerJoin(venues, eq(venues.id, timeSlots.venueId))
    .leftJoin(poolVenue, eq(poolVenue.id, bookings.poolVenueId))
    .where(
      and(
        inArray(timeSlots.instructorId, [...input.instructorIds]),
        gte(timeSlots.endTime, input.from),
        lt(timeSlots.startTime, input.to),
        isNull(bookingSlots.cancelledAt),
        inArray(bookings.status, PLACED_STATES),
        input.exceptBookingId ? sql`${bookings.id} <> ${input.exceptBookingId}` : undefined,
      ),
    );
}

/** A transaction-scoped advisory lock on a name: released at commit or rollback. */
export async function advisoryLock(tx: Database, name: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${name}))`);
}
