/** SQL for bookings, their lessons and swimmers, payments, refunds and coupon uses. Only the ledger writes these. */
import { and, asc, desc, eq, inArray, lt, or, sql, isNull } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import {
  bookings,
  bookingSlots,
  bookingSwimmers,
  couponRedemptions,
  coupons,
  holds,
  instructors,
  payments,
  refunds,
  timeSlots,
  venues,
} from '../../../db/schema';
import { liveHoldSql } from '../../../db/seats';
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

/** Bookings with a lesson (not cancelled on its own) on the slot that are confirmed or still waiting for payment. */
export async function liveBookingIdsOnSlot(tx: Database, slotId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: bookings.id })
    .from(bookingSlots)
    .innerJoin(bookings, eq(bookings.id, bookingSlots.bookingId))
    .where(
      and(
        eq(bookingSlots.slotId, slotId),
        isNull(bookingSlots.cancelledAt),
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

export async function insertPayment(tx: Database, input: typeof payments.$inferInsert) {
  await tx.insert(payments).values(input).onConflictDoNothing({ target: payments.intentId });
}

/** The booking's checkout payment (a move to a dearer time has payments of its own). */
export async function findPayment(db: Database, bookingId: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.bookingId, bookingId), isNull(payments.lessonChangeId)))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return row;
}

export async function findPaymentByIntent(db: Database, intentId: string) {
  const [row] = await db.select().from(payments).where(eq(payments.intentId, intentId));
  return row;
}

export async function updatePayment(
  tx: Database,
  intentId: string,
  set: { status?: string; lastError?: string | null },
) {
  await tx
    .update(payments)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(payments.intentId, intentId));
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
      cancelled: sql<boolean>`(${timeSlots.status} = 'cancelled' or ${bookingSlots.cancelledAt} is not null)`,
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

export async function insertRefund(
  tx: Database,
  input: { bookingId: string; intentId: string; amountCents: number; reason: string; idempotencyKey: string },
) {
  const [row] = await tx
    .insert(refunds)
    .values(input)
    .onConflictDoNothing({ target: refunds.idempotencyKey })
    .returning();
  return row;
}

/** Money refunded or decided to be refunded for a booking (pending rows count: they are sent after commit). */
export async function sumRefunds(tx: Database, bookingId: string): Promise<number> {
  const [row] = await tx
    .select({ total: sql<number>`coalesce(sum(${refunds.amountCents}), 0)::int` })
    .from(refunds)
    .where(eq(refunds.bookingId, bookingId));
  return Number(row?.total ?? 0);
}

export async function findPendingRefunds(db: Database, olderThanSeconds: number, limit = 20) {
  return db
    .select()
    .from(refunds)
    .where(
      and(
        eq(refunds.status, 'pending'),
        lt(refunds.createdAt, sql`now() - make_interval(secs => ${olderThanSeconds})`),
      ),
    )
    .orderBy(asc(refunds.createdAt))
    .limit(limit);
}

export async function findRefund(db: Database, id: string) {
  const [row] = await db.select().from(refunds).where(eq(refunds.id, id));
  return row;
}

/** Marks a refund sent and adds it to the payment's refunded total, once. */
export async function markRefundSent(tx: Database, refundId: string) {
  const [row] = await tx
    .update(refunds)
    .set({ status: 'sent', sentAt: sql`now()`, lastError: null })
    .where(and(eq(refunds.id, refundId), eq(refunds.status, 'pending')))
    .returning();
  if (!row) return;
  await tx
    .update(payments)
    .set({
      refundedCents: sql`${payments.refundedCents} + ${row.amountCents}`,
      // The payment reads "refunded" once all of it has gone back, "partially_refunded" before that.
      status: sql`case when ${payments.refundedCents} + ${row.amountCents} >= ${payments.amountCents} then 'refunded' else 'partially_refunded' end`,
      updatedAt: sql`now()`,
    })
    .where(eq(payments.intentId, row.intentId));
}

export async function markRefundFailed(db: Database, refundId: string, error: string) {
  await db
    .update(refunds)
    .set({ lastError: error.slice(0, 500) })
    .where(eq(refunds.id, refundId));
}

// Coupon uses ---------------------------------------------------------------------------------------------------

/** Locks the coupon row: every limit check of one coupon runs one at a time (the last step of the lock order). */
export async function lockCoupon(tx: Database, couponId: string) {
  const [row] = await tx.select().from(coupons).where(eq(coupons.id, couponId)).for('update');
  return row;
}

export async function insertCouponUse(
  tx: Database,
  input: { couponId: string; bookingId: string; customerEmail: string; discountCents: number },
) {
  await tx.insert(couponRedemptions).values({ ...input, status: 'reserved' });
}

/** The coupon a booking was paid with (its kind and amount as the owner set it), if it used one. */
export async function couponOfBooking(db: Database, bookingId: string) {
  const [row] = await db
    .select({ type: coupons.type, value: coupons.value })
    .from(couponRedemptions)
    .innerJoin(coupons, eq(coupons.id, couponRedemptions.couponId))
    .where(eq(couponRedemptions.bookingId, bookingId));
  return row;
}

export async function findCouponUse(tx: Database, bookingId: string) {
  const [row] = await tx.select().from(couponRedemptions).where(eq(couponRedemptions.bookingId, bookingId));
  return row;
}

/** The checkout was paid: its reserved use becomes a redemption. */
export async function redeemCouponUse(tx: Database, bookingId: string) {
  await tx
    .update(couponRedemptions)
    .set({ status: 'redeemed' })
    .where(eq(couponRedemptions.bookingId, bookingId));
}

/** The checkout ended unpaid: its reserved use goes back to the coupon. A redeemed use stays. */
export async function releaseCouponUse(tx: Database, bookingId: string) {
  await tx
    .delete(couponRedemptions)
    .where(and(eq(couponRedemptions.bookingId, bookingId), eq(couponRedemptions.status, 'reserved')));
}

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
