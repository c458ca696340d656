import { and, asc, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bookings, bookingSlots, instructors, lessonRequests, timeSlots, venues } from '../../db/schema';
import { seatsTakenSql } from '../../db/seats';
import { likePattern, pageWindow, type ParsedListQuery } from './list';

export const requestBookingKey = (requestId: string) => `lesson-request:${requestId}`;

export async function listLessonRequests(db: Database, query: ParsedListQuery) {
  const like = likePattern(query.search);
  const where = and(
    query.status ? eq(lessonRequests.status, query.status) : undefined,
    like
      ? or(
          ilike(lessonRequests.requestCode, like),
          ilike(lessonRequests.firstName, like),
          ilike(lessonRequests.lastName, like),
          ilike(lessonRequests.email, like),
          ilike(lessonRequests.phone, like),
        )
      : undefined,
  );
  const { limit, offset } = pageWindow(query);
  const [rows, [total]] = await Promise.all([
    db
      .select({ request: lessonRequests, bookingReference: bookings.reference })
      .from(lessonRequests)
      .leftJoin(bookings, eq(bookings.idempotencyKey, sql`'lesson-request:' || ${lessonRequests.id}::text`))
      .where(where)
      .orderBy(desc(lessonRequests.createdAt), asc(lessonRequests.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(lessonRequests).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
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
