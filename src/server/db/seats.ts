import { sql } from 'drizzle-orm';
import { bookingSlots, bookings, holdSlots, holds, timeSlots } from './schema';

/**
 * Seats taken on a slot = seats of confirmed bookings + seats of holds that have not expired on the
 * database clock. Expired holds stop counting the moment they expire, whether or not a job has deleted them.
 */
export const confirmedSeatsSql = sql<number>`coalesce((
  select sum(${bookingSlots.seats}) from ${bookingSlots}
  join ${bookings} on ${bookings.id} = ${bookingSlots.bookingId}
  where ${bookingSlots.slotId} = ${timeSlots.id} and ${bookings.status} = 'confirmed'), 0)::int`;

export const heldSeatsSql = sql<number>`coalesce((
  select sum(${holdSlots.seats}) from ${holdSlots}
  join ${holds} on ${holds.id} = ${holdSlots.holdId}
  where ${holdSlots.slotId} = ${timeSlots.id} and ${holds.releasedAt} is null and ${holds.expiresAt} > now()), 0)::int`;

export const seatsTakenSql = sql<number>`(${confirmedSeatsSql} + ${heldSeatsSql})`;
