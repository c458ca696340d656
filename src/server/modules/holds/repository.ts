import { and, asc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { holds, holdSlots, timeSlots, venues } from '../../db/schema';
import { confirmedSeatsSql } from '../../db/seats';
import { MIN_LEAD_MINUTES } from '@core/rules/slots';

/**
 * Locks the slot rows (in id order, so two transactions never wait on each other in a circle).
 * Seats must be counted in a later statement: a statement's snapshot is taken before it waits for a lock.
 */
export async function lockSlots(tx: Database, slotIds: string[]) {
  return tx
    .select({ id: timeSlots.id })
    .from(timeSlots)
    .where(inArray(timeSlots.id, slotIds))
    .orderBy(asc(timeSlots.id))
    .for('update');
}

/** Each slot with its seats taken by confirmed bookings and unexpired holds other than `exceptHoldId`, on the database clock. */
export async function slotSeats(tx: Database, slotIds: string[], exceptHoldId?: string) {
  const otherHolds = exceptHoldId ? sql`and ${holds.id} <> ${exceptHoldId}` : sql``;
  const heldByOthers = sql<number>`coalesce((
    select sum(${holdSlots.seats}) from ${holdSlots} join ${holds} on ${holds.id} = ${holdSlots.holdId}
    where ${holdSlots.slotId} = ${timeSlots.id} and ${holds.releasedAt} is null and ${holds.expiresAt} > now() ${otherHolds}), 0)::int`;
  return tx
    .select({
      id: timeSlots.id,
      capacity: timeSlots.capacity,
      status: timeSlots.status,
      lessonType: timeSlots.lessonType,
      startTime: timeSlots.startTime,
      endTime: timeSlots.endTime,
      basePriceCents: timeSlots.basePriceCents,
      travelFeeCents: venues.travelFeeCents,
      seatsTaken: sql<number>`(${confirmedSeatsSql} + ${heldByOthers})`,
      farEnoughAhead: sql<boolean>`${timeSlots.startTime} >= now() + make_interval(mins => ${MIN_LEAD_MINUTES})`,
    })
    .from(timeSlots)
    .innerJoin(venues, eq(venues.id, timeSlots.venueId))
    .where(inArray(timeSlots.id, slotIds))
    .orderBy(asc(timeSlots.id));
}

export async function findHoldForUpdate(tx: Database, holdId: string) {
  const [row] = await tx
    .select({
      id: holds.id,
      ownerToken: holds.ownerToken,
      extensions: holds.extensions,
      releasedAt: holds.releasedAt,
      expiresAt: holds.expiresAt,
      live: sql<boolean>`${holds.releasedAt} is null and ${holds.expiresAt} > now()`,
    })
    .from(holds)
    .where(eq(holds.id, holdId))
    .for('update');
  return row;
}

export async function insertHold(tx: Database, input: { ownerTokenHash: string; minutes: number }) {
  const [row] = await tx
    .insert(holds)
    .values({
      ownerToken: input.ownerTokenHash,
      expiresAt: sql`now() + make_interval(secs => ${input.minutes * 60})`,
    })
    .returning({ id: holds.id, expiresAt: holds.expiresAt, extensions: holds.extensions });
  return row!; // one row in, one row out
}

export async function replaceHoldSlots(tx: Database, holdId: string, slotIds: string[], seats: number) {
  await tx.delete(holdSlots).where(eq(holdSlots.holdId, holdId));
  await tx.insert(holdSlots).values(slotIds.map((slotId) => ({ holdId, slotId, seats })));
}

export async function extendHold(tx: Database, holdId: string, minutes: number) {
  const [row] = await tx
    .update(holds)
    .set({
      expiresAt: sql`now() + make_interval(secs => ${minutes * 60})`,
      extensions: sql`${holds.extensions} + 1`,
    })
    .where(eq(holds.id, holdId))
    .returning({ expiresAt: holds.expiresAt, extensions: holds.extensions });
  return row!; // the hold is locked by this transaction, so it exists
}

export async function holdSlotRows(tx: Database, holdId: string) {
  return tx
    .select({ slotId: holdSlots.slotId, seats: holdSlots.seats })
    .from(holdSlots)
    .where(eq(holdSlots.holdId, holdId));
}

export async function releaseHold(tx: Database, holdId: string) {
  await tx
    .update(holds)
    .set({ releasedAt: sql`now()` })
    .where(and(eq(holds.id, holdId), isNull(holds.releasedAt)));
}

/** Deletes holds that ended more than `graceMinutes` ago and no pending booking still points at; returns how many. */
export async function deleteEndedHolds(db: Database, graceMinutes: number): Promise<number> {
  const rows = await db
    .delete(holds)
    .where(
      and(
        lt(holds.expiresAt, sql`now() - make_interval(mins => ${graceMinutes})`),
        sql`not exists (select 1 from bookings b where b.hold_id = ${holds.id} and b.status = 'pending_payment')`,
      ),
    )
    .returning({ id: holds.id });
  return rows.length;
}
