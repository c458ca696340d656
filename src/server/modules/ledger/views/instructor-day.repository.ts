/** SQL for an instructor's booked lessons: the day sheet and the owner's route view read them here. */
import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/client';
import { bookings, bookingSlots, bookingSwimmers, timeSlots, venues } from '../../../db/schema';
import { liveLessonSql } from '../../../db/seats';

const poolVenue = alias(venues, 'pool_venue');

function lessonRows(db: Database) {
  return db
    .select({
      lessonId: bookingSlots.lessonId,
      bookingId: bookings.id,
      bookingReference: bookings.reference,
      instructorId: timeSlots.instructorId,
      startTime: timeSlots.startTime,
      endTime: timeSlots.endTime,
      lessonType: timeSlots.lessonType,
      customerName: bookings.customerName,
      customerEmail: bookings.customerEmail,
      emergencyName: bookings.emergencyName,
      emergencyPhone: bookings.emergencyPhone,
      emergencyRelationship: bookings.emergencyRelationship,
      specialRequests: bookings.specialRequests,
      addOns: bookings.addOns,
      poolStreet: bookings.poolStreet,
      poolCity: bookings.poolCity,
      poolState: bookings.poolState,
      poolZip: bookings.poolZip,
      poolVenue: {
        name: poolVenue.name,
        address: poolVenue.address,
        city: poolVenue.city,
        region: poolVenue.region,
        zip: poolVenue.zip,
      },
      slotVenue: {
        name: venues.name,
        address: venues.address,
        city: venues.city,
        region: venues.region,
        zip: venues.zip,
      },
    })
    .from(bookingSlots)
    .innerJoin(bookings, eq(bookings.id, bookingSlots.bookingId))
    .innerJoin(timeSlots, eq(timeSlots.id, bookingSlots.slotId))
    .innerJoin(venues, eq(venues.id, timeSlots.venueId))
    .leftJoin(poolVenue, eq(poolVenue.id, bookings.poolVenueId));
}

export type InstructorLessonRow = Awaited<ReturnType<typeof findLessonsOfInstructor>>[number];

export function findLessonsOfInstructor(db: Database, instructorId: string, from: Date, to: Date) {
  return lessonRows(db)
    .where(
      and(
        eq(timeSlots.instructorId, instructorId),
        gte(timeSlots.startTime, from),
        lt(timeSlots.startTime, to),
        // Lessons that will be (or were) taught.
        liveLessonSql,
      ),
    )
    .orderBy(asc(timeSlots.startTime), asc(bookings.createdAt));
}

export async function findTaughtLesson(db: Database, lessonId: string) {
  const [row] = await lessonRows(db).where(and(eq(bookingSlots.lessonId, lessonId), liveLessonSql));
  return row;
}

export function findSwimmersOfBookings(db: Database, bookingIds: readonly string[]) {
  if (!bookingIds.length) return Promise.resolve([]);
  return db
    .select({
      id: bookingSwimmers.id,
      bookingId: bookingSwimmers.bookingId,
      name: bookingSwimmers.name,
      email: bookingSwimmers.email,
      ageGroup: bookingSwimmers.ageGroup,
      level: bookingSwimmers.level,
      healthConsiderations: bookingSwimmers.healthConsiderations,
      fears: bookingSwimmers.fears,
      savedSwimmerId: bookingSwimmers.savedSwimmerId,
    })
    .from(bookingSwimmers)
    .where(inArray(bookingSwimmers.bookingId, [...bookingIds]))
    .orderBy(asc(bookingSwimmers.position));
}
