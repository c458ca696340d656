import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  bookings,
  bookingSlots,
  bookingSwimmers,
  instructors,
  slotSeries,
  timeSlots,
  venues,
} from '../../db/schema';
import { liveLessonSql, seatsTakenSql } from '../../db/seats';
import type { Period } from './periods';

const slotColumns = {
  id: timeSlots.id,
  startTime: timeSlots.startTime,
  endTime: timeSlots.endTime,
  lessonType: timeSlots.lessonType,
  instructorId: timeSlots.instructorId,
  instructorName: instructors.name,
  venueId: timeSlots.venueId,
  venueName: venues.name,
  capacity: timeSlots.capacity,
  bookedCount: seatsTakenSql,
  basePriceCents: timeSlots.basePriceCents,
  status: timeSlots.status,
};

const slotsQuery = (db: Database) =>
  db
    .select(slotColumns)
    .from(timeSlots)
    .innerJoin(instructors, eq(instructors.id, timeSlots.instructorId))
    .innerJoin(venues, eq(venues.id, timeSlots.venueId));

export async function slotsInPeriod(
  db: Database,
  period: Period,
  filter: { instructorId?: string; status?: string },
) {
  return slotsQuery(db)
    .where(
      and(
        gte(timeSlots.startTime, period.start),
        lt(timeSlots.startTime, period.end),
        filter.instructorId ? eq(timeSlots.instructorId, filter.instructorId) : undefined,
        filter.status ? eq(timeSlots.status, filter.status) : undefined,
      ),
    )
    .orderBy(asc(timeSlots.startTime), asc(instructors.name));
}

export async function findSlot(db: Database, id: string) {
  const [row] = await slotsQuery(db).where(eq(timeSlots.id, id));
  return row;
}

export async function lockSlot(tx: Database, id: string) {
  const [row] = await tx
    .select({ id: timeSlots.id, status: timeSlots.status })
    .from(timeSlots)
    .where(eq(timeSlots.id, id))
    .for('update');
  return row;
}

export async function instructorExists(db: Database, id: string) {
  const [row] = await db.select({ id: instructors.id }).from(instructors).where(eq(instructors.id, id));
  return !!row;
}

export async function venueExists(db: Database, id: string) {
  const [row] = await db.select({ id: venues.id }).from(venues).where(eq(venues.id, id));
  return !!row;
}

export async function insertSeries(tx: Database, description: string, createdBy: string) {
  const [row] = await tx
    .insert(slotSeries)
    .values({ description, createdBy })
    .returning({ id: slotSeries.id });
  return row!.id; // one row in, one row out
}

/** Inserts the slots; a time the instructor already teaches is skipped, not doubled. Returns the inserted starts. */
export async function insertSlots(tx: Database, rows: (typeof timeSlots.$inferInsert)[]) {
  if (!rows.length) return [];
  return tx
    .insert(timeSlots)
    .values(rows)
    .onConflictDoNothing({ target: [timeSlots.instructorId, timeSlots.startTime] })
    .returning({ id: timeSlots.id, startTime: timeSlots.startTime });
}

export async function updateSlot(
  tx: Database,
  id: string,
  set: { capacity?: number; basePriceCents?: number; status?: string },
) {
  await tx
    .update(timeSlots)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(timeSlots.id, id));
}

/** The families booked on a slot: the bookings of its live lessons (confirmed, not cancelled on their own). */
export async function roster(db: Database, slotId: string) {
  const rows = await db
    .select({ booking: bookings, seats: bookingSlots.seats })
    .from(bookingSlots)
    .innerJoin(bookings, eq(bookings.id, bookingSlots.bookingId))
    .where(and(eq(bookingSlots.slotId, slotId), liveLessonSql))
    .orderBy(asc(bookings.customerName));
  const swimmers = rows.length
    ? await db
        .select({ bookingId: bookingSwimmers.bookingId, name: bookingSwimmers.name })
        .from(bookingSwimmers)
        .innerJoin(bookingSlots, eq(bookingSlots.bookingId, bookingSwimmers.bookingId))
        .where(eq(bookingSlots.slotId, slotId))
    : [];
  return rows.map((r) => ({
    ...r,
    swimmers: swimmers.filter((s) => s.bookingId === r.booking.id).map((s) => s.name),
  }));
}
