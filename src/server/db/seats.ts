import { sql, type SQL } from 'drizzle-orm';
import { bookingSlots, bookings, holdSlots, holds, timeSlots } from './schema';

/**
 * The one SQL definition of a live hold: not released and not yet ended on the database clock. Every read of
 * seats, every lock check and the sweeper use it, so a hold stops counting at the same instant everywhere.
 */
export const liveHoldSql = sql<boolean>`(${holds.releasedAt} is null and ${holds.expiresAt} > now())`;

/**
 * Seats taken on a slot = seats of confirmed bookings (the only lifecycle state whose seats count) on lessons not
 * cancelled one by one + seats of live holds.
 *
 * The booking and hold are read with a scalar sub-select rather than a join on purpose: PostgreSQL never
 * flattens it, so the only plan is "this slot's rows by index, then each parent by primary key". With a join,
 * a planner without statistics (a fresh database; PGlite never auto-analyzes) walked every confirmed booking
 * for every slot: 150 ms for a 3-month calendar instead of about 2 ms.
 */
export const confirmedSeatsSql = sql<number>`coalesce((
  select sum(${bookingSlots.seats}) from ${bookingSlots}
  where ${bookingSlots.slotId} = ${timeSlots.id} and ${bookingSlots.cancelledAt} is null
    and (select ${bookings.status} from ${bookings} where ${bookings.id} = ${bookingSlots.bookingId}) = 'confirmed'), 0)::int`;

/** Seats of live holds on the slot; `exceptHoldId` leaves out the asker's own hold. */
export function heldSeatsSql(exceptHoldId?: string): SQL<number> {
  const others = exceptHoldId ? sql`and ${holdSlots.holdId} <> ${exceptHoldId}` : sql``;
  return sql<number>`coalesce((
  select sum(${holdSlots.seats}) from ${holdSlots}
  where ${holdSlots.slotId} = ${timeSlots.id} ${others}
    and (select ${liveHoldSql} from ${holds} where ${holds.id} = ${holdSlots.holdId})), 0)::int`;
}

export const seatsTakenSql = sql<number>`(${confirmedSeatsSql} + ${heldSeatsSql()})`;
