/** SQL for the facts a booking's emails are written from: the booking, its lessons and swimmers, a move, credit lots. */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/client';
import { lessonOffSql } from '../../../db/seats';
import {
  bookings,
  bookingSlots,
  bookingSwimmers,
  creditEntries,
  instructors,
  lessonChanges,
  packagePurchases,
  timeSlots,
  venues,
} from '../../../db/schema';

const lessonColumns = {
  slotId: timeSlots.id,
  start: timeSlots.startTime,
  end: timeSlots.endTime,
  instructorId: instructors.id,
  instructorName: instructors.name,
  instructorEmail: instructors.email,
  venueName: venues.name,
  venueAddress: sql<
    string | null
  >`nullif(concat_ws(', ', ${venues.address}, ${venues.city}, ${venues.region}), '')`,
};

export type BookingRow = typeof bookings.$inferSelect;

export async function findBooking(tx: Database, bookingId: string): Promise<BookingRow | undefined> {
  const [row] = await tx.select().from(bookings).where(eq(bookings.id, bookingId));
  return row;
}

/** The booking's status, read under a share lock so a cancellation in flight finishes first (or waits for us). */
export async function lockBookingStatus(tx: Database, bookingId: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ status: bookings.status })
    .from(bookings)
    .where(eq(bookings.id, bookingId))
    .for('share');
  return row?.status;
}

/** The booking that approving the request made. */
export async function findBookingIdOfRequest(tx: Database, requestId: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(eq(bookings.lessonRequestId, requestId));
  return row?.id;
}

/** A booking's lessons, each with its invite identity and whether it was cancelled (alone or with its slot). */
export async function findBookingLessons(tx: Database, bookingId: string) {
  return tx
    .select({
      ...lessonColumns,
      lessonId: bookingSlots.lessonId,
      icsUid: bookingSlots.icsUid,
      icsSequence: bookingSlots.icsSequence,
      cancelled: lessonOffSql,
    })
    .from(bookingSlots)
    .innerJoin(timeSlots, eq(timeSlots.id, bookingSlots.slotId))
    .innerJoin(instructors, eq(instructors.id, timeSlots.instructorId))
    .innerJoin(venues, eq(venues.id, timeSlots.venueId))
    .where(eq(bookingSlots.bookingId, bookingId))
    .orderBy(asc(timeSlots.startTime));
}

/** Slots with their instructor and place, earliest first. */
export async function findLessonsBySlotIds(tx: Database, slotIds: string[]) {
  if (!slotIds.length) return [];
  return tx
    .select(lessonColumns)
    .from(timeSlots)
    .innerJoin(instructors, eq(instructors.id, timeSlots.instructorId))
    .innerJoin(venues, eq(venues.id, timeSlots.venueId))
    .where(inArray(timeSlots.id, slotIds))
    .orderBy(asc(timeSlots.startTime));
}

export async function findBookingSwimmers(tx: Database, bookingId: string) {
  return tx
    .select()
    .from(bookingSwimmers)
    .where(eq(bookingSwimmers.bookingId, bookingId))
    .orderBy(asc(bookingSwimmers.position));
}

/** One move of a lesson, as the ledger recorded it. */
export async function findLessonChange(tx: Database, changeId: string) {
  const [row] = await tx.select().from(lessonChanges).where(eq(lessonChanges.id, changeId));
  return row;
}

/** A paid package purchase with the expiry of the credit lot its payment gave (undefined while either is missing). */
export async function findPaidPackagePurchase(tx: Database, purchaseId: string) {
  const [row] = await tx
    .select({ purchase: packagePurchases, expiresAt: creditEntries.expiresAt })
    .from(packagePurchases)
    .innerJoin(
      creditEntries,
      and(eq(creditEntries.packagePurchaseId, packagePurchases.id), eq(creditEntries.kind, 'package')),
    )
    .where(and(eq(packagePurchases.id, purchaseId), eq(packagePurchases.status, 'paid')));
  return row;
}

/**
 * When the credits given for these lessons expire: the lots a cancellation or weather credit opened for them, and
 * the lots credits spent on them went back to. Empty when none was given.
 */
export async function findCreditExpiriesOfLessons(tx: Database, lessonIds: string[]): Promise<Date[]> {
  if (!lessonIds.length) return [];
  const lot = alias(creditEntries, 'lot');
  const rows = await tx
    .selectDistinct({ expiresAt: lot.expiresAt })
    .from(creditEntries)
    .innerJoin(lot, eq(lot.id, creditEntries.lotId))
    .where(
      and(
        inArray(creditEntries.lessonId, lessonIds),
        inArray(creditEntries.kind, ['cancellation', 'weather', 'return']),
      ),
    );
  return rows.flatMap((r) => (r.expiresAt ? [r.expiresAt] : []));
}
