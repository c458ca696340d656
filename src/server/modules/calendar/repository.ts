import { and, asc, eq, gte, inArray, lte, min } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { holds, holdSlots, instructors, timeSlots, venues } from '../../db/schema';
import { liveHoldSql, seatsTakenSql } from '../../db/seats';

export interface SlotRange {
  start: Date;
  end: Date;
  lessonType?: string;
}

export async function findSlotsInRange(db: Database, range: SlotRange) {
  const conditions = [gte(timeSlots.startTime, range.start), lte(timeSlots.startTime, range.end)];
  if (range.lessonType) conditions.push(eq(timeSlots.lessonType, range.lessonType));
  return db
    .select({
      id: timeSlots.id,
      startTime: timeSlots.startTime,
      endTime: timeSlots.endTime,
      instructorId: timeSlots.instructorId,
      venueId: timeSlots.venueId,
      capacity: timeSlots.capacity,
      bookedCount: seatsTakenSql,
      lessonType: timeSlots.lessonType,
      basePrice: timeSlots.basePriceCents,
      status: timeSlots.status,
    })
    .from(timeSlots)
    .where(and(...conditions))
    .orderBy(asc(timeSlots.startTime), asc(timeSlots.id));
}

export async function listInstructors(db: Database) {
  return db
    .select({ id: instructors.id, name: instructors.name, specialty: instructors.specialty })
    .from(instructors)
    .orderBy(asc(instructors.name));
}

/** Where each instructor's day starts and ends: the drive to a first lesson and home from the last counts too. */
export async function instructorHomes(db: Database): Promise<Map<string, string | null>> {
  const rows = await db.select({ id: instructors.id, homeZip: instructors.homeZip }).from(instructors);
  return new Map(rows.map((r) => [r.id, r.homeZip]));
}

export async function listVenues(db: Database) {
  return db
    .select({
      id: venues.id,
      name: venues.name,
      poolType: venues.poolType,
      travelFee: venues.travelFeeCents,
      zip: venues.zip,
    })
    .from(venues)
    .orderBy(asc(venues.name));
}

/** The named slots with their live seat count, instructor and venue. */
export async function findSlotDetails(db: Database, ids: string[]) {
  if (!ids.length) return [];
  return db
    .select({
      id: timeSlots.id,
      startTime: timeSlots.startTime,
      endTime: timeSlots.endTime,
      instructorId: timeSlots.instructorId,
      venueId: timeSlots.venueId,
      capacity: timeSlots.capacity,
      bookedCount: seatsTakenSql,
      lessonType: timeSlots.lessonType,
      basePrice: timeSlots.basePriceCents,
      status: timeSlots.status,
      instructor: { id: instructors.id, name: instructors.name, specialty: instructors.specialty },
      venue: {
        id: venues.id,
        name: venues.name,
        poolType: venues.poolType,
        travelFee: venues.travelFeeCents,
        zip: venues.zip,
      },
    })
    .from(timeSlots)
    .innerJoin(instructors, eq(instructors.id, timeSlots.instructorId))
    .innerJoin(venues, eq(venues.id, timeSlots.venueId))
    .where(inArray(timeSlots.id, ids))
    .orderBy(asc(timeSlots.startTime), asc(timeSlots.id));
}

/** Prices, travel fees and lesson types of slots, for pricing. */
/** When the first live hold on a slot in the range ends: the seats it holds free up then, with no write. */
export async function nextHoldExpiryInRange(db: Database, range: SlotRange): Promise<Date | null> {
  const [row] = await db
    .select({ at: min(holds.expiresAt) })
    .from(holdSlots)
    .innerJoin(holds, eq(holds.id, holdSlots.holdId))
    .innerJoin(timeSlots, eq(timeSlots.id, holdSlots.slotId))
    .where(and(gte(timeSlots.startTime, range.start), lte(timeSlots.startTime, range.end), liveHoldSql));
  return row?.at ? new Date(row.at) : null;
}
