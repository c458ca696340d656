/**
 * Raises email events the way producers do: the rows and the event in one transaction. Used where a test needs a
 * booking with particular lessons without walking the checkout.
 */
import type { Config } from '../../../config';
import type { Database } from '../../../db/client';
import { insertConfirmedBooking, insertInstructor, insertSlot, insertVenue } from '../../../db/factories';
import { randomUUID } from 'node:crypto';
import {
  bookings,
  bookingSlots,
  bookingSwimmers,
  creditEntries,
  lessonChanges,
  lessonPackages,
  packagePurchases,
} from '../../../db/schema';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { EmailEvent } from '../events';
import { handleEmailEvent } from './wired';

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

/**
 * Cancels some lessons of a booking the way the ledger does (marked, SEQUENCE raised) and raises lessons_cancelled.
 * With `credit`, each lesson also gets a credit lot of its own (one credit per seat, expiring at `creditsExpireAt`),
 * written before the event as the ledger does, and the event names how many credits that was.
 */
export async function cancelLessons(
  db: Database,
  config: Config,
  input: {
    bookingId: string;
    slotIds: string[];
    refundedCents?: number;
    key?: string;
    cause?: 'family' | 'owner' | 'weather';
    credit?: 'cancellation' | 'weather';
    creditsExpireAt?: Date;
  },
) {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(bookingSlots)
      .set({
        cancelledAt: new Date(),
        cancelReason: input.cause === 'weather' ? 'Cancelled for weather' : 'Cancelled by the family',
        icsSequence: sql`${bookingSlots.icsSequence} + 1`,
      })
      .where(and(eq(bookingSlots.bookingId, input.bookingId), inArray(bookingSlots.slotId, input.slotIds)))
      .returning();
    let creditLessons = 0;
    if (input.credit) {
      const [booking] = await tx.select().from(bookings).where(eq(bookings.id, input.bookingId));
      for (const row of rows) {
        const id = randomUUID();
        await tx.insert(creditEntries).values({
          id,
          lotId: id,
          familyEmail: booking!.customerEmail, // the booking was read in this transaction
          kind: input.credit,
          lessons: row.seats,
          lessonType: booking!.lessonType,
          expiresAt: input.creditsExpireAt ?? new Date(Date.now() + 180 * 86_400_000),
          bookingId: input.bookingId,
          lessonId: row.lessonId,
          actor: 'system',
        });
        creditLessons += row.seats;
      }
    }
    await handleEmailEvent(
      tx,
      {
        kind: 'lessons_cancelled',
        bookingId: input.bookingId,
        lessonIds: rows.map((r) => r.lessonId),
        refundedCents: input.refundedCents ?? 0,
        key: input.key ?? `test-${rows.map((r) => r.lessonId).join('.')}`,
        ...(input.cause ? { cause: input.cause } : {}),
        ...(input.credit ? { creditLessons } : {}),
      },
      config,
    );
    return rows;
  });
}

/**
 * A package bought and paid the way the ledger settles one: the purchase marked paid, its credit lot written and
 * package_purchased raised, in one transaction. `paid: false` leaves it unpaid with no lot (and raises nothing).
 */
export async function buyPackage(
  db: Database,
  config: Config,
  input: {
    email: string;
    name?: string;
    packageName?: string;
    lessonType?: string;
    level?: string | null;
    lessons?: number;
    priceCents?: number;
    expiresAt: Date;
    paid?: boolean;
  },
) {
  return db.transaction(async (tx) => {
    const terms = {
      lessonType: input.lessonType ?? 'private',
      level: input.level ?? null,
      lessons: input.lessons ?? 5,
      priceCents: input.priceCents ?? 25000,
      monthsValid: 6,
    };
    const [pkg] = await tx
      .insert(lessonPackages)
      .values({ name: input.packageName ?? '5 Private Lessons', ...terms })
      .returning();
    const paid = input.paid !== false;
    const [purchase] = await tx
      .insert(packagePurchases)
      .values({
        packageId: pkg!.id, // one row in, one row out
        customerName: input.name ?? 'Sam Parker',
        customerEmail: input.email,
        customerPhone: '(301) 555-0188',
        ...terms,
        status: paid ? 'paid' : 'pending_payment',
        paidAt: paid ? new Date() : null,
        idempotencyKey: randomUUID(),
      })
      .returning();
    if (paid) {
      const id = randomUUID();
      await tx.insert(creditEntries).values({
        id,
        lotId: id,
        familyEmail: input.email,
        kind: 'package',
        lessons: terms.lessons,
        lessonType: terms.lessonType,
        level: terms.level,
        expiresAt: input.expiresAt,
        packagePurchaseId: purchase!.id,
        actor: `family:${input.email}`,
      });
      await handleEmailEvent(tx, { kind: 'package_purchased', purchaseId: purchase!.id }, config);
    }
    return purchase!; // one row in, one row out
  });
}
