/** SQL of the facts every booking path starts from: a time's price, length and pool, and the business's own pools. */
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { timeSlots, venues } from '../../db/schema';

export async function findSlotPrices(db: Database, slotIds: readonly string[]) {
  if (!slotIds.length) return [];
  return db
    .select({
      id: timeSlots.id,
      startTime: timeSlots.startTime,
      endTime: timeSlots.endTime,
      instructorId: timeSlots.instructorId,
      lessonType: timeSlots.lessonType,
      basePriceCents: timeSlots.basePriceCents,
      travelFeeCents: venues.travelFeeCents,
      venueZip: venues.zip,
    })
    .from(timeSlots)
    .innerJoin(venues, eq(venues.id, timeSlots.venueId))
    .where(inArray(timeSlots.id, [...slotIds]))
    .orderBy(asc(timeSlots.startTime));
}

/** The business's active pools a family may choose (a "your home pool" venue is not one), by name. */
export async function findCommunityVenues(db: Database) {
  return db
    .select()
    .from(venues)
    .where(and(eq(venues.active, true), ne(venues.poolType, 'home_pool')))
    .orderBy(asc(venues.name));
}
