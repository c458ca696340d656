import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { instructors, timeSlots, venues } from '../../db/schema';
import { seatsTakenSql } from '../../db/seats';

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

export async function listVenues(db: Database) {
  return db
    .select({ id: venues.id, name: venues.name, poolType: venues.poolType, travelFee: venues.travelFeeCents })
    .from(venues)
    .orderBy(asc(venues.name));
}
