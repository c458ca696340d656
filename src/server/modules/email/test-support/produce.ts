/**
 * Raises email events the way producers do: the rows and the event in one transaction. Used where a test needs a
 * booking with particular lessons without walking the checkout.
 */
import type { Config } from '../../../config';
import type { Database } from '../../../db/client';
import { insertConfirmedBooking, insertInstructor, insertSlot, insertVenue } from '../../../db/factories';
import { bookings, bookingSlots, bookingSwimmers, lessonChanges } from '../../../db/schema';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { EmailEvent } from '../events';
import { handleEmailEvent } from '../handler';

export async function raise(db: Database, config: Config, event: EmailEvent) {
  await db.transaction(async (tx) => handleEmailEvent(tx, event, config));
}

export async function lessonSlots(
  db: Database,
  starts: Date[],
  over: { instructorEmail?: string | null } = {},
) {
  const instructor = await insertInstructor(db, {
    name: 'Maya Thompson',
    email: over.instructorEmail === undefined ? 'maya@example.com' : over.instructorEmail,
  });
  const venue = await insertVenue(db, {
    name: 'Capitol Hill Community Pool',
    address: '1 Pool Lane',
    city: 'Washington',
    region: 'DC',
  });
  const slots = [];
  for (const start of starts)
    slots.push(
      await insertSlot(db, {
        startTime: start,
        instructorId: instructor.id,
        venueId: venue.id,
        basePriceCents: 5000,
      }),
    );
  return { instructor, venue, slots };
}

/** A confirmed booking on the slots, with one swimmer, confirmed at `confirmedAt`, and its booking_confirmed event. */
export async function confirmBooking(
  db: Database,
  config: Config,
  input: {
    slots: { id: string; basePriceCents: number }[];
    customerEmail?: string;
    timeZone?: string;
    confirmedAt?: Date;
    raiseEvent?: boolean;
  },
) {
  return db.transaction(async (tx) => {
    const booking = await insertConfirmedBooking(tx, {
      slots: input.slots,
      seats: 1,
      lessonType: 'private',
      customerEmail: input.customerEmail ?? 'sam.parker@example.com',
    });
    await tx
      .update(bookings)
      .set({
        timeZone: input.timeZone ?? 'America/New_York',
        confirmedAt: input.confirmedAt ?? new Date(),
        addOns: [{ id: 'goggles', name: 'Swim Goggles', price: 1999, quantity: 1 }],
      })
      .where(eq(bookings.id, booking.id));
    await tx.insert(bookingSwimmers).values({
      bookingId: booking.id,
      position: 0,
      name: 'Ava Parker',
      email: 'ava@example.com',
      ageGroup: 'child',
      level: 'turtle',
      experienceLevel: 'beginner',
      goals: 'Float on her back',
    });
    if (input.raiseEvent !== false)
      await handleEmailEvent(tx, { kind: 'booking_confirmed', bookingId: booking.id }, config);
    return booking;
  });
}

/**
 * Moves a booked lesson to another slot the way the ledger does (the row moves, its SEQUENCE goes up, an applied
 * lesson_changes row records it) and raises lesson_rescheduled, in one transaction.
 */
export async function moveLesson(
  db: Database,
  config: Config,
  input: { bookingId: string; fromSlotId: string; toSlotId: string; differenceCents?: number },
) {
  return db.transaction(async (tx) => {
    const [lesson] = await tx
      .update(bookingSlots)
      .set({ slotId: input.toSlotId, icsSequence: sql`${bookingSlots.icsSequence} + 1` })
      .where(and(eq(bookingSlots.bookingId, input.bookingId), eq(bookingSlots.slotId, input.fromSlotId)))
      .returning();
    if (!lesson) throw new Error('no such lesson to move');
    const [change] = await tx
      .insert(lessonChanges)
      .values({
        bookingId: input.bookingId,
        lessonId: lesson.lessonId,
        fromSlotId: input.fromSlotId,
        toSlotId: input.toSlotId,
        priceCents: lesson.priceCents,
        differenceCents: input.differenceCents ?? 0,
        status: 'applied',
        actor: 'family:test',
        appliedAt: new Date(),
      })
      .returning();
    await handleEmailEvent(
      tx,
      {
        kind: 'lesson_rescheduled',
        bookingId: input.bookingId,
        lessonId: lesson.lessonId,
        changeId: change!.id,
      },
      config,
    );
    return { lesson, change: change! };
  });
}

/** Cancels some lessons of a booking the way the ledger does (marked, SEQUENCE raised) and raises lessons_cancelled. */
export async function cancelLessons(
  db: Database,
  config: Config,
  input: { bookingId: string; slotIds: string[]; refundedCents?: number; key?: string },
) {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(bookingSlots)
      .set({
        cancelledAt: new Date(),
        cancelReason: 'Cancelled by the family',
        icsSequence: sql`${bookingSlots.icsSequence} + 1`,
      })
      .where(and(eq(bookingSlots.bookingId, input.bookingId), inArray(bookingSlots.slotId, input.slotIds)))
      .returning();
    await handleEmailEvent(
      tx,
      {
        kind: 'lessons_cancelled',
        bookingId: input.bookingId,
        lessonIds: rows.map((r) => r.lessonId),
        refundedCents: input.refundedCents ?? 0,
        key: input.key ?? `test-${rows.map((r) => r.lessonId).join('.')}`,
      },
      config,
    );
    return rows;
  });
}
