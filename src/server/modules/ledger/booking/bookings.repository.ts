/** SQL for bookings, their lessons and swimmers. Only the ledger writes these (payments and refunds: money/payments.repository.ts). */
import { and, asc, eq, inArray, lt, or, sql, isNull } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import {
  bookings,
  bookingSlots,
  bookingSwimmers,
  holds,
  instructors,
  timeSlots,
  venues,
} from '../../../db/schema';
import { lessonNotCancelledSql, lessonOffSql, liveHoldSql } from '../../../db/seats';
import type { BookingState } from '@core/rules/booking-lifecycle';

export type BookingRow = typeof bookings.$inferSelect;
export type NewBooking = typeof bookings.$inferInsert;
export type NewSwimmer = Omit<typeof bookingSwimmers.$inferInsert, 'bookingId'>;
/** A lesson's calendar UID (the host is added when the invite is written); kept when the lesson moves. */
export const lessonIcsUid = (bookingId: string, slotId: string) => `${bookingId}.${slotId}`;

export type NewBookingSlot = Omit<typeof bookingSlots.$inferInsert, 'bookingId' | 'icsUid'>;

/** The booking's stored price, in the contracts' field names. */
export const storedPrice = (booking: BookingRow) => ({
  subtotal: booking.subtotalCents,
  travelFees: booking.travelFeesCents,
  addOns: booking.addOnsCents,
  discount: booking.discountCents,
  taxes: booking.taxesCents,
  total: booking.totalCents,
});

export async function findBookingByIdempotencyKey(db: Database, key: string) {
  const [row] = await db.select().from(bookings).where(eq(bookings.idempotencyKey, key));
  return row;
}

export async function findBooking(db: Database, id: string) {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
  return row;
}

/** The booking row, locked until the transaction ends: every change to one booking runs one at a time. */
export async function lockBooking(tx: Database, id: string) {
  const [row] = await tx.select().from(bookings).where(eq(bookings.id, id)).for('update');
  return row;
}

/** Locks the bookings in id order (the first step of the ledger's lock order). */
export async function lockBookings(tx: Database, ids: readonly string[]) {
  if (!ids.length) return [];
  return tx
    .select()
    .from(bookings)
    .where(inArray(bookings.id, [...ids]))
    .orderBy(asc(bookings.id))
    .for('update');
}

/** Ids of the checkouts still waiting for payment on a hold. */
export async function pendingCheckoutIdsOnHold(tx: Database, holdId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.holdId, holdId), eq(bookings.status, 'pending_payment')))
    .orderBy(asc(bookings.id));
  return rows.map((r) => r.id);
}

/**
 * Bookings with a lesson (not cancelled on its own) on the slot that are confirmed or still waiting for payment.
 * Wider than a live lesson on purpose: cancelling a time must also void the checkouts being paid for on it.
 */
export async function liveBookingIdsOnSlot(tx: Database, slotId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: bookings.id })
    .from(bookingSlots)
    .innerJoin(bookings, eq(bookings.id, bookingSlots.bookingId))
    .where(
      and(
        eq(bookingSlots.slotId, slotId),
        lessonNotCancelledSql,
        inArray(bookings.status, ['confirmed', 'pending_payment']),
      ),
    )
    .orderBy(asc(bookings.id));
  return rows.map((r) => r.id);
}

export async function insertBooking(
  tx: Database,
  booking: NewBooking,
  swimmers: NewSwimmer[],
  slots: NewBookingSlot[],
) {
  const [row] = await tx
    .insert(bookings)
    .values(booking)
    .onConflictDoNothing({ target: bookings.idempotencyKey })
    .returning();
  if (!row) return undefined; // another request with the same key got there first
  if (swimmers.length)
    await tx.insert(bookingSwimmers).values(swimmers.map((s) => ({ ...s, bookingId: row.id })));
  await tx
    .insert(bookingSlots)
    .values(slots.map((s) => ({ ...s, bookingId: row.id, icsUid: lessonIcsUid(row.id, s.slotId) })));
  return row;
}

export async function setBookingState(
  tx: Database,
  id: string,
  state: BookingState,
  extra: { confirmed?: boolean; endReason?: string } = {},
) {
  await tx
    .update(bookings)
    .set({
      status: state,
      updatedAt: sql`now()`,
      ...(extra.confirmed ? { confirmedAt: sql`now()` } : {}),
      ...(extra.endReason !== undefined ? { cancelReason: extra.endReason, cancelledAt: sql`now()` } : {}),
    })
    .where(eq(bookings.id, id));
}

export async function bookingSlotRows(tx: Database, bookingId: string) {
  return tx
    .select({ slotId: bookingSlots.slotId, seats: bookingSlots.seats })
    .from(bookingSlots)
    .where(eq(bookingSlots.bookingId, bookingId))
    .orderBy(asc(bookingSlots.slotId));
}

/** The booking's lessons with what each was priced at and whether it was cancelled (alone or with its slot). */
export async function paidLessons(tx: Database, bookingId: string) {
  return tx
    .select({
      lessonId: bookingSlots.lessonId,
      slotId: bookingSlots.slotId,
      seats: bookingSlots.seats,
      priceCents: bookingSlots.priceCents,
      travelFeeCents: bookingSlots.travelFeeCents,
      cancelled: lessonOffSql,
    })
    .from(bookingSlots)
    .innerJoin(timeSlots, eq(timeSlots.id, bookingSlots.slotId))
    .where(eq(bookingSlots.bookingId, bookingId))
    .orderBy(asc(bookingSlots.slotId));
}

export async function bookingDetailsRows(db: Database, bookingId: string) {
  const lessons = await db
    .select({
      slotId: timeSlots.id,
      startTime: timeSlots.startTime,
      endTime: timeSlots.endTime,
      instructorName: instructors.name,
      venueName: venues.name,
      lessonId: bookingSlots.lessonId,
      cancelledAt: bookingSlots.cancelledAt,
      cancelReason: bookingSlots.cancelReason,
    })
    .from(bookingSlots)
    .innerJoin(timeSlots, eq(timeSlots.id, bookingSlots.slotId))
    .innerJoin(instructors, eq(instructors.id, timeSlots.instructorId))
    .innerJoin(venues, eq(venues.id, timeSlots.venueId))
    .where(eq(bookingSlots.bookingId, bookingId))
    .orderBy(asc(timeSlots.startTime));
  const swimmers = await db
    .select()
    .from(bookingSwimmers)
    .where(eq(bookingSwimmers.bookingId, bookingId))
    .orderBy(asc(bookingSwimmers.position));
  return { lessons, swimmers };
}

/** Unpaid checkouts whose hold ended more than `graceMinutes` ago (or is gone). */
export async function findStaleUnpaidBookings(db: Database, graceMinutes: number, limit = 50) {
  return db
    .select({ id: bookings.id })
    .from(bookings)
    .leftJoin(holds, eq(holds.id, bookings.holdId))
    .where(
      and(
        eq(bookings.status, 'pending_payment'),
        lt(bookings.createdAt, sql`now() - make_interval(mins => ${graceMinutes})`),
        or(
          isNull(holds.id),
          lt(holds.expiresAt, sql`now() - make_interval(mins => ${graceMinutes})`),
          sql`not ${liveHoldSql}`,
        ),
      ),
    )
    .limit(limit);
}

// Refunds ------------------------------------------------------------------------------------------------------

// Coupon uses ---------------------------------------------------------------------------------------------------

/** When a booking's last lesson ends (or ended); a booking without lessons counts from when it was made. */
const lastLessonEnded = sql`coalesce(
    (select max(${timeSlots.endTime}) from ${bookingSlots} join ${timeSlots} on ${timeSlots.id} = ${bookingSlots.slotId}
      where ${bookingSlots.bookingId} = ${bookings.id}),
    ${bookings.createdAt})`;

/**
 * Blanks the health notes and fears of swimmers on bookings whose last lesson ended more than `days` days ago (a
 * booking without lessons counts from when it was made). Returns how many swimmers were changed.
 */
export async function eraseSwimmerNotesAfterLastLesson(db: Database, days: number): Promise<number> {
  const rows = await db
    .update(bookingSwimmers)
    .set({ healthConsiderations: null, fears: null })
    .where(
      and(
        or(
          sql`${bookingSwimmers.healthConsiderations} is not null`,
          sql`${bookingSwimmers.fears} is not null`,
        ),
        inArray(
          bookingSwimmers.bookingId,
          db
            .select({ id: bookings.id })
            .from(bookings)
            .where(sql`${lastLessonEnded} < now() - make_interval(days => ${days})`),
        ),
      ),
    )
    .returning({ id: bookingSwimmers.id });
  return rows.length;
}

/**
 * Of these emails (lower-cased), the ones with a booking (of any state) whose last lesson ended less than `days` days
 * ago, or is still to come.
 */
export async function emailsWithLessonsWithin(
  db: Database,
  emails: readonly string[],
  days: number,
): Promise<Set<string>> {
  if (!emails.length) return new Set();
  const email = sql<string>`lower(${bookings.customerEmail})`;
  const rows = await db
    .selectDistinct({ email })
    .from(bookings)
    .where(
      and(inArray(email, [...emails]), sql`${lastLessonEnded} >= now() - make_interval(days => ${days})`),
    );
  return new Set(rows.map((r) => r.email));
}
