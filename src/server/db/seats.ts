import { sql, type SQL } from 'drizzle-orm';
import { bookingSlots, bookings, holdSlots, holds, timeSlots } from './schema';

/**
 * The one SQL definition of a live hold: not released and not yet ended on the database clock. Every read of
 * seats, every lock check and the sweeper use it, so a hold stops counting at the same instant everywhere.
 */
export const liveHoldSql = sql<boolean>`(${holds.releasedAt} is null and ${holds.expiresAt} > now())`;

/**
 * A booked lesson not cancelled on its own (one lesson, or every lesson of a time the business cancelled). It is
 * also the guard of a lesson's cancellation: only a lesson in this state can be cancelled, once.
 */
export const lessonNotCancelledSql = sql<boolean>`(${bookingSlots.cancelledAt} is null)`;

/** A time the business has not cancelled. */
export const slotNotCancelledSql = sql<boolean>`(${timeSlots.status} <> 'cancelled')`;

/**
 * A lesson that will not be taught: cancelled on its own, or its time cancelled by the business. The query must join
 * `time_slots` (whose status is never null, so this is exactly "not both of the above").
 */
export const lessonOffSql = sql<boolean>`(not (${lessonNotCancelledSql} and ${slotNotCancelledSql}))`;

/**
 * The one SQL definition of a live lesson: not cancelled on its own, and its booking confirmed (the only lifecycle
 * state whose lessons hold seats and are taught). The query must join the lesson's booking (`bookings`).
 * Cancelling a time cancels every live lesson on it, so this holds without reading the time;
 * `liveLessonOnOpenTimeSql` also reads the time, for the reads that join it anyway and must never act on a
 * cancelled time (reminders, weather).
 */
export const liveLessonSql = sql<boolean>`(${lessonNotCancelledSql} and ${bookings.status} = 'confirmed')`;

/** A live lesson whose time is not cancelled either; the query must join `bookings` and `time_slots`. */
export const liveLessonOnOpenTimeSql = sql<boolean>`(${liveLessonSql} and ${slotNotCancelledSql})`;

/**
 * Seats taken on a slot = seats of live lessons (`liveLessonSql`: confirmed bookings, lessons not cancelled) + seats
 * of live holds. The booking's status is read here by a sub-select instead of through `liveLessonSql`, which needs
 * the booking joined; the meaning is the same.
 *
 * The booking and hold are read with a scalar sub-select rather than a join on purpose: PostgreSQL never
 * flattens it, so the only plan is "this slot's rows by index, then each parent by primary key". With a join,
 * a planner without statistics (a fresh database; PGlite never auto-analyzes) walked every confirmed booking
 * for every slot: 150 ms for a 3-month calendar instead of about 2 ms.
 */
export const confirmedSeatsSql = sql<number>`coalesce((
  select sum(${bookingSlots.seats}) from ${bookingSlots}
  where ${bookingSlots.slotId} = ${timeSlots.id} and ${lessonNotCancelledSql}
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
