import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bookings, bookingSlots, instructors, lessonRequests, timeSlots, venues } from '../../db/schema';
import { seatsTakenSql } from '../../db/seats';
import { pageWindow, type ParsedListQuery } from './list';
import { pagedRows, searchWhere } from './list.repository';

// The booking made by approving a request carries this idempotency key; the list finds it by the same prefix.
const REQUEST_BOOKING_KEY_PREFIX = 'lesson-request:';
export const requestBookingKey = (requestId: string) => `${REQUEST_BOOKING_KEY_PREFIX}${requestId}`;

export async function listLessonRequests(db: Database, query: ParsedListQuery) {
  const where = searchWhere(
    query,
    [
      lessonRequests.requestCode,
      lessonRequests.firstName,
      lessonRequests.lastName,
      lessonRequests.email,
      lessonRequests.phone,
    ],
    lessonRequests.status,
  );
  const { limit, offset } = pageWindow(query);
  return pagedRows(
    db,
    db
      .select({ request: lessonRequests, bookingReference: bookings.reference })
      .from(lessonRequests)
      .leftJoin(
        bookings,
        eq(bookings.idempotencyKey, sql`${REQUEST_BOOKING_KEY_PREFIX} || ${lessonRequests.id}::text`),
      )
      .where(where)
      .orderBy(desc(lessonRequests.createdAt), asc(lessonRequests.id))
      .limit(limit)
      .offset(offset),
    lessonRequests,
    where,
  );
}

const slotColumns = {
  id: timeSlots.id,
  startTime: timeSlots.startTime,
  endTime: timeSlots.endTime,
  lessonType: timeSlots.lessonType,
  instructorName: instructors.name,
  venueName: venues.name,
  capacity: timeSlots.capacity,
  bookedCount: seatsTakenSql,
  status: timeSlots.status,
  basePriceCents: timeSlots.basePriceCents,
  travelFeeCents: venues.travelFeeCents,
};

export async function findSlotsWithSeats(db: Database, ids: string[]) {
  if (!ids.length) return [];
  return db
    .select(slotColumns)
    .from(timeSlots)
    .innerJoin(instructors, eq(instructors.id, timeSlots.instructorId))
    .innerJoin(venues, eq(venues.id, timeSlots.venueId))
    .where(inArray(timeSlots.id, ids))
    .orderBy(asc(timeSlots.startTime));
}

/** Locks the slots (in id order, so two approvals never deadlock) and then reads their live seat counts. */
export async function lockSlotsWithSeats(tx: Database, ids: string[]) {
  if (!ids.length) return [];
  await tx
    .select({ id: timeSlots.id })
    .from(timeSlots)
    .where(inArray(timeSlots.id, ids))
    .orderBy(asc(timeSlots.id))
    .for('update');
  return findSlotsWithSeats(tx, ids);
}

export async function lockLessonRequest(tx: Database, id: string) {
  const [row] = await tx.select().from(lessonRequests).where(eq(lessonRequests.id, id)).for('update');
  return row;
}

export async function findLessonRequest(db: Database, id: string) {
  const [row] = await db.select().from(lessonRequests).where(eq(lessonRequests.id, id));
  return row;
}

export async function decideLessonRequest(
  tx: Database,
  id: string,
  decision: { status: 'approved' | 'declined'; message: string | null; by: string },
) {
  await tx
    .update(lessonRequests)
    .set({
      status: decision.status,
      decisionMessage: decision.message,
      decidedBy: decision.by,
      decidedAt: sql`now()`,
    })
    .where(eq(lessonRequests.id, id));
}

export async function insertBookingForRequest(
  tx: Database,
  row: typeof bookings.$inferInsert,
  slots: (typeof bookingSlots.$inferInsert)[],
) {
  const [booking] = await tx.insert(bookings).values(row).returning();
  await tx.insert(bookingSlots).values(slots.map((s) => ({ ...s, bookingId: booking!.id }))); // one row in, one row out
  return booking!;
}
