import { and, asc, eq, inArray, isNull, lt, min, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  auditLog,
  bookings,
  bookingSlots,
  bookingSwimmers,
  holds,
  instructors,
  payments,
  timeSlots,
  venues,
} from '../../db/schema';

export type BookingRow = typeof bookings.$inferSelect;
export type NewBooking = typeof bookings.$inferInsert;
export type NewSwimmer = Omit<typeof bookingSwimmers.$inferInsert, 'bookingId'>;
export type NewBookingSlot = Omit<typeof bookingSlots.$inferInsert, 'bookingId'>;

/** Prices, travel fees and lesson types of slots, for pricing. */
export async function findSlotPrices(db: Database, slotIds: string[]) {
  if (!slotIds.length) return [];
  return db
    .select({
      id: timeSlots.id,
      startTime: timeSlots.startTime,
      lessonType: timeSlots.lessonType,
      basePriceCents: timeSlots.basePriceCents,
      travelFeeCents: venues.travelFeeCents,
    })
    .from(timeSlots)
    .innerJoin(venues, eq(venues.id, timeSlots.venueId))
    .where(inArray(timeSlots.id, slotIds))
    .orderBy(asc(timeSlots.startTime));
}

export async function findBookingByIdempotencyKey(db: Database, key: string) {
  const [row] = await db.select().from(bookings).where(eq(bookings.idempotencyKey, key));
  return row;
}

export async function findBooking(db: Database, id: string) {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
  return row;
}

/** The booking row, locked until the transaction ends: confirmations of one booking run one at a time. */
export async function lockBooking(tx: Database, id: string) {
  const [row] = await tx.select().from(bookings).where(eq(bookings.id, id)).for('update');
  return row;
}

export async function insertBooking(
  tx: Database,
  booking: NewBooking,
  swimmers: NewSwimmer[],
  slots: NewBookingSlot[],
) {
  const [row] = await tx.insert(bookings).values(booking).returning();
  const created = row!; // one row in, one row out
  await tx.insert(bookingSwimmers).values(swimmers.map((s) => ({ ...s, bookingId: created.id })));
  await tx.insert(bookingSlots).values(slots.map((s) => ({ ...s, bookingId: created.id })));
  return created;
}

/** Other unpaid bookings on the same hold: a changed draft replaces them. Returns their intents to cancel. */
export async function supersedePendingBookings(tx: Database, holdId: string) {
  const rows = await tx
    .update(bookings)
    .set({
      status: 'cancelled',
      cancelReason: 'Replaced by a newer checkout',
      cancelledAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(bookings.holdId, holdId), eq(bookings.status, 'pending_payment')))
    .returning({ id: bookings.id });
  if (!rows.length) return [];
  return tx
    .select({ intentId: payments.intentId })
    .from(payments)
    .where(
      inArray(
        payments.bookingId,
        rows.map((r) => r.id),
      ),
    );
}

export async function setBookingStatus(
  tx: Database,
  id: string,
  status: BookingRow['status'],
  extra: { confirmed?: boolean; cancelReason?: string } = {},
) {
  await tx
    .update(bookings)
    .set({
      status,
      updatedAt: sql`now()`,
      ...(extra.confirmed ? { confirmedAt: sql`now()` } : {}),
      ...(extra.cancelReason !== undefined
        ? { cancelReason: extra.cancelReason, cancelledAt: sql`now()` }
        : {}),
    })
    .where(eq(bookings.id, id));
}

export async function insertPayment(tx: Database, input: typeof payments.$inferInsert) {
  await tx.insert(payments).values(input).onConflictDoNothing({ target: payments.intentId });
}

export async function findPayment(db: Database, bookingId: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(eq(payments.bookingId, bookingId))
    .orderBy(sql`${payments.createdAt} desc`)
    .limit(1);
  return row;
}

export async function updatePayment(
  tx: Database,
  intentId: string,
  set: { status?: string; lastError?: string | null; refundedCents?: number },
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

/** Whether the booking's hold still keeps its seats (not released, not ended) on the database clock. */
export async function isHoldLive(tx: Database, holdId: string | null): Promise<boolean> {
  if (!holdId) return false;
  const [row] = await tx
    .select({ live: sql<boolean>`${holds.releasedAt} is null and ${holds.expiresAt} > now()` })
    .from(holds)
    .where(eq(holds.id, holdId));
  return row?.live === true;
}

export async function hoursUntilFirstLesson(tx: Database, bookingId: string): Promise<number | null> {
  const [row] = await tx
    .select({ hours: sql<number | null>`extract(epoch from (${min(timeSlots.startTime)} - now())) / 3600` })
    .from(bookingSlots)
    .innerJoin(timeSlots, eq(timeSlots.id, bookingSlots.slotId))
    .where(eq(bookingSlots.bookingId, bookingId));
  return row?.hours === null || row?.hours === undefined ? null : Number(row.hours);
}

export async function bookingDetailsRows(db: Database, bookingId: string) {
  const lessons = await db
    .select({
      slotId: timeSlots.id,
      startTime: timeSlots.startTime,
      endTime: timeSlots.endTime,
      instructorName: instructors.name,
      venueName: venues.name,
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

/** Unpaid bookings whose hold ended more than `graceMinutes` ago (or is gone). */
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
          ne(sql`${holds.releasedAt} is null`, true),
        ),
      ),
    )
    .limit(limit);
}

export async function writeAudit(
  tx: Database,
  entry: { actor: string; action: string; entityId: string; details?: Record<string, unknown> },
) {
  await tx.insert(auditLog).values({ ...entry, entityType: 'booking' });
}

export async function findPendingRefunds(db: Database, limit = 20) {
  return db
    .select({
      bookingId: payments.bookingId,
      intentId: payments.intentId,
      amountCents: payments.amountCents,
      refundedCents: payments.refundedCents,
    })
    .from(payments)
    .where(
      and(eq(payments.status, 'refund_pending'), lt(payments.updatedAt, sql`now() - interval '1 minute'`)),
    )
    .limit(limit);
}
