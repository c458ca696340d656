import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bookings, instructors, lessonRequests, timeSlots, venues } from '../../db/schema';
import { seatsTakenSql } from '../../db/seats';
import { pageWindow, type ParsedListQuery } from './list';
import { pagedRows, searchWhere } from './list.repository';

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
      .leftJoin(bookings, eq(bookings.lessonRequestId, lessonRequests.id))
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
