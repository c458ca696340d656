/** SQL for where lessons happen: the business's pools a booking may name, and the booked lessons' places by instructor. */
import { and, eq, gte, inArray, lt, ne, notInArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/client';
import { bookings, bookingSlots, holds, timeSlots, venues } from '../../../db/schema';
import { lessonNotCancelledSql, liveHoldSql } from '../../../db/seats';

export async function findVenueForPlace(db: Database, venueId: string) {
  const [row] = await db.select().from(venues).where(eq(venues.id, venueId));
  return row;
}

/**
 * Bookings whose lessons take the instructor somewhere: paid or approved, or a checkout whose hold is still live (an
 * abandoned checkout stops counting when its hold ends, as its seats do). Wider than a live lesson on purpose: a
 * checkout being paid for must not be promised a road another booking has since taken.
 */
const placedBookingSql = sql<boolean>`(${bookings.status} = 'confirmed' or (${bookings.status} = 'pending_payment'
  and exists (select 1 from ${holds} where ${holds.id} = ${bookings.holdId} and ${liveHoldSql})))`;

/** Leaves out the checkouts of the caller's own hold, proven by its token's hash. */
const notOwnHoldSql = (hold: { id: string; ownerTokenHash: string }) =>
  sql`not (${bookings.holdId} is not null and ${bookings.holdId} = ${hold.id} and exists (
    select 1 from ${holds} where ${holds.id} = ${hold.id} and ${holds.ownerToken} = ${hold.ownerTokenHash}))`;

const poolVenue = alias(venues, 'pool_venue');
const slotVenue = alias(venues, 'slot_venue');

/**
 * The business pool a booking that names no pool (made before pools were asked for, or approved from a request
 * without one) is at: its time's venue when that is one of ours. A "your home pool" venue stands for a family's own
 * pool somewhere in its area: the ZIP says roughly where, but not which pool.
 */
const slotBusinessVenueSql = sql<string | null>`case
  when ${bookings.poolZip} is null and ${slotVenue.poolType} <> 'home_pool' then ${slotVenue.id}::text
  end`;

/**
 * Which pool a lesson is at, to tell "the same pool" from "another pool in the same ZIP": a business pool by its id,
 * a family's pool by its ZIP and street (trimmed, lower-cased). A booking that names no pool is at its time's venue
 * when that is one of our pools, and otherwise at no known pool: it never takes a shared time from anyone.
 */
const placeKeySql = sql<string | null>`case
  when ${bookings.poolVenueId} is not null then 'venue:' || ${bookings.poolVenueId}::text
  when ${bookings.poolZip} is not null then 'home:' || ${bookings.poolZip} || ':' || lower(trim(coalesce(${bookings.poolStreet}, '')))
  else 'venue:' || ${slotBusinessVenueSql}
  end`;

/** The ZIP the instructor drives to: the family's pool, the business pool it names, or its time's venue. */
const placeZipSql = sql<string | null>`coalesce(${bookings.poolZip}, ${poolVenue.zip}, ${slotVenue.zip})`;

/**
 * The instructors' booked lessons between two instants with the ZIP of each one's pool: the booking's own pool, or
 * the business pool it names. `exceptHold` leaves out the checkouts of the caller's own hold
 * (proven by its token's hash), which are about to be replaced.
 */
export async function findPlacedLessons(
  db: Database,
  input: {
    instructorIds: readonly string[];
    from: Date;
    to: Date;
    exceptHold?: { id: string; ownerTokenHash: string };
    /** Lessons being placed again (a lesson moving, a booking settling): they are not in their own way. */
    except?: { lessonIds?: readonly string[]; bookingId?: string };
  },
) {
  if (!input.instructorIds.length) return [];
  return db
    .selectDistinct({
      instructorId: timeSlots.instructorId,
      slotId: timeSlots.id,
      start: timeSlots.startTime,
      end: timeSlots.endTime,
      zip: placeZipSql,
      placeKey: placeKeySql,
    })
    .from(bookingSlots)
    .innerJoin(bookings, eq(bookings.id, bookingSlots.bookingId))
    .innerJoin(timeSlots, eq(timeSlots.id, bookingSlots.slotId))
    .leftJoin(poolVenue, eq(poolVenue.id, bookings.poolVenueId))
    .innerJoin(slotVenue, eq(slotVenue.id, timeSlots.venueId))
    .where(
      and(
        input.except?.lessonIds?.length
          ? notInArray(bookingSlots.lessonId, [...input.except.lessonIds])
          : undefined,
        input.except?.bookingId ? ne(bookings.id, input.except.bookingId) : undefined,
        inArray(timeSlots.instructorId, [...input.instructorIds]),
        gte(timeSlots.endTime, input.from),
        lt(timeSlots.startTime, input.to),
        lessonNotCancelledSql,
        placedBookingSql,
        input.exceptHold ? notOwnHoldSql(input.exceptHold) : undefined,
      ),
    );
}

/** The venue of each time: where a lesson of a booking that names no pool happens. */
export async function findVenuesOfTimes(db: Database, slotIds: readonly string[]) {
  if (!slotIds.length) return [];
  return db
    .select({ slotId: timeSlots.id, venueId: venues.id, zip: venues.zip, poolType: venues.poolType })
    .from(timeSlots)
    .innerJoin(venues, eq(venues.id, timeSlots.venueId))
    .where(inArray(timeSlots.id, [...slotIds]));
}

/**
 * The business pools the shared times already meet at, by the placed bookings on them (leaving out the caller's own
 * hold's checkouts): a family joining such a time joins it there.
 */
export async function findPoolsMetAt(
  db: Database,
  slotIds: readonly string[],
  exceptHold?: { id: string; ownerTokenHash: string },
) {
  if (!slotIds.length) return [];
  const metAt = sql<string>`coalesce(${bookings.poolVenueId}::text, ${slotBusinessVenueSql})`;
  const rows = await db
    .selectDistinct({ slotId: bookingSlots.slotId, venueId: metAt })
    .from(bookingSlots)
    .innerJoin(bookings, eq(bookings.id, bookingSlots.bookingId))
    .innerJoin(timeSlots, eq(timeSlots.id, bookingSlots.slotId))
    .innerJoin(slotVenue, eq(slotVenue.id, timeSlots.venueId))
    .where(
      and(
        inArray(bookingSlots.slotId, [...slotIds]),
        lessonNotCancelledSql,
        placedBookingSql,
        sql`${metAt} is not null`,
        exceptHold ? notOwnHoldSql(exceptHold) : undefined,
      ),
    );
  const named = rows.length
    ? await db
        .select({ id: venues.id, name: venues.name })
        .from(venues)
        .where(inArray(venues.id, [...new Set(rows.map((r) => r.venueId))]))
    : [];
  const names = new Map(named.map((v) => [v.id, v.name]));
  return rows.map((r) => ({ slotId: r.slotId, venueId: r.venueId, venueName: names.get(r.venueId) ?? '' }));
}

/** A transaction-scoped advisory lock on a name: released at commit or rollback. */
export async function advisoryLock(tx: Database, name: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${name}))`);
}
