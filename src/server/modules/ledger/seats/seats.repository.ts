import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { timeSlots, venues } from '../../../db/schema';
import { confirmedSeatsSql, heldSeatsSql } from '../../../db/seats';

/**
 * Locks the slot rows in id order (the last step of the ledger's lock order, so two paths never wait on each
 * other in a circle). Seats must be counted in a later statement: a statement's snapshot is taken before it waits.
 */
export async function lockSlots(tx: Database, slotIds: readonly string[]) {
  if (!slotIds.length) return [];
  return tx
    .select({ id: timeSlots.id })
    .from(timeSlots)
    .where(inArray(timeSlots.id, [...slotIds]))
    .orderBy(asc(timeSlots.id))
    .for('update');
}

/** The facts the seat rule needs for each slot, with the database clock, leaving out `exceptHoldId`'s seats. */
export async function slotSeatFacts(tx: Database, slotIds: readonly string[], exceptHoldId?: string) {
  if (!slotIds.length) return [];
  return tx
    .select({
      id: timeSlots.id,
      capacity: timeSlots.capacity,
      status: timeSlots.status,
      lessonType: timeSlots.lessonType,
      startTime: timeSlots.startTime,
      endTime: timeSlots.endTime,
      instructorId: timeSlots.instructorId,
      venueZip: venues.zip,
      basePriceCents: timeSlots.basePriceCents,
      travelFeeCents: venues.travelFeeCents,
      confirmedSeats: confirmedSeatsSql,
      seatsTaken: sql<number>`(${confirmedSeatsSql} + ${heldSeatsSql(exceptHoldId)})`,
      now: sql<Date>`now()`.mapWith((v: string | Date) => new Date(v)),
    })
    .from(timeSlots)
    .innerJoin(venues, eq(venues.id, timeSlots.venueId))
    .where(inArray(timeSlots.id, [...slotIds]))
    .orderBy(asc(timeSlots.id));
}

export async function setSlotStatus(tx: Database, slotId: string, status: 'cancelled') {
  await tx
    .update(timeSlots)
    .set({ status, updatedAt: sql`now()` })
    .where(eq(timeSlots.id, slotId));
}
