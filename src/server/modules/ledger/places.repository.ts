/** SQL for where lessons happen: the business's pools a booking may name, and the booked lessons' places by instructor. */
import { and, eq, gte, inArray, isNull, lt, ne, notInArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { bookings, bookingSlots, holds, timeSlots, venues } from '../../db/schema';
import { liveHoldSql } from '../../db/seats';

export async function findVenueForPlace(db: Database, venueId: string) {
  const [row] = await db.select().from(venues).where(eq(venues.id, venueId));
  return row;
}

/**
 * Bookings whose lessons take the instructor somewhere: paid or approved, or a checkout whose hold is still live (an
 * abandoned checkout stops counting when its hold ends, as its seats do).
 */
const placedBookingSql = sql<boolean>`(${bookings.status} = 'confirmed' or (${bookings.status} = 'pending_payment'
  and exists (select 1 from ${holds} where ${holds.id} = ${bookings.holdId} and ${liveHoldSql})))`;

/**
 * Which pool a lesson is at, to tell "the same pool" from "another pool in the same ZIP": a business pool by its id,
 * a family's pool by its ZIP and street (trimmed, lower-cased). A booking that names no pool (made before pools were
 * asked for) has no place: it never blocks a time.
 */
const placeKeySql = sql<string | null>`case
  when ${bookings.poolVenueId} is not null then 'venue:' || ${bookings.poolVenueId}::text
  when ${bookings.poolZip} is not null then 'home:' || ${bookings.poolZip} || ':' || lower(trim(coalesce(${bookings.poolStreet}, '')))
  end`;

const poolVenue = alias(venues, 'pool_venue');

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
      zip: sql<string | null>`coalesce(${bookings.poolZip}, ${poolVenue.zip})`,
      placeKey: placeKeySql,
    })
    .from(bookingSlots)
    .innerJoin(bookings, eq(bookings.id, bookingSlots.bookingId))
    .innerJoin(timeSlots, eq(timeSlots.id, bookingSlots.slotId))
    .leftJoin(poolVenue, eq(poolVenue.id, bookings.poolVenueId))
    .where(
      and(
        input.except?.lessonIds?.length
          ? notInArray(bookingSlots.lessonId, [...input.except.lessonIds])
          : undefined,
        input.except?.bookingId ? ne(bookings.id, input.except.bookingId) : undefined,
        inArray(timeSlots.instructorId, [...input.instructorIds]),
        gte(timeSlots.endTime, input.from),
        lt(timeSlots.startTime, input.to),
        isNull(bookingSlots.cancelledAt),
        placedBookingSql,
        input.exceptHold
          ? sql`not (${bookings.holdId} is not null and ${bookings.holdId} = ${input.exceptHold.id} and exists (
              select 1 from ${holds} where ${holds.id} = ${input.exceptHold.id} and ${holds.ownerToken} = ${input.exceptHold.ownerTokenHash}))`
          : undefined,
      ),
    );
}

/** A transaction-scoped advisory lock on a name: released at commit or rollback. */
export async function advisoryLock(tx: Database, name: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${name}))`);
}
