/**
 * Builders for rows, shared by the demo seed and the tests, so both describe data the same way.
 * Each takes only what a caller cares about and fills the rest with plausible values.
 */
import { readableId, secretToken, sha256 } from '../lib/ids';
import type { Database } from './client';
import { bumpSeatVersion } from './seat-version';
import { bookings, bookingSlots, bookingSwimmers, coupons, instructors, timeSlots, venues } from './schema';

type NewInstructor = typeof instructors.$inferInsert;
type NewVenue = typeof venues.$inferInsert;
type NewSlot = typeof timeSlots.$inferInsert;
type NewCoupon = typeof coupons.$inferInsert;

export async function insertInstructor(db: Database, over: Partial<NewInstructor> = {}) {
  const [row] = await db
    .insert(instructors)
    .values({ name: 'Alex Rivera', specialty: 'Beginner confidence', email: 'alex@example.com', ...over })
    .returning();
  return row!; // an INSERT ... RETURNING of one row returns one row
}

export async function insertVenue(db: Database, over: Partial<NewVenue> = {}) {
  const [row] = await db
    .insert(venues)
    .values({ name: 'Home pool', poolType: 'home_pool', travelFeeCents: 0, ...over })
    .returning();
  return row!; // one row in, one row out
}

/** A slot; creates an instructor and a venue when none are given. */
export async function insertSlot(db: Database, over: Partial<NewSlot> & { startsInMinutes?: number } = {}) {
  const { startsInMinutes = 24 * 60, ...rest } = over;
  const instructorId = rest.instructorId ?? (await insertInstructor(db)).id;
  const venueId = rest.venueId ?? (await insertVenue(db)).id;
  const start = rest.startTime ?? new Date(Date.now() + startsInMinutes * 60_000);
  const [row] = await db
    .insert(timeSlots)
    .values({
      capacity: 1,
      lessonType: 'private',
      basePriceCents: 5000,
      status: 'available',
      endTime: new Date(start.getTime() + 30 * 60_000),
      ...rest,
      startTime: start,
      instructorId,
      venueId,
    })
    .returning();
  // Like every writer of slots and seats, so calendar caches see the new row.
  await bumpSeatVersion(db);
  return row!; // one row in, one row out
}

export async function insertCoupon(db: Database, over: Partial<NewCoupon> & Pick<NewCoupon, 'code'>) {
  const [row] = await db
    .insert(coupons)
    .values({ name: over.code, type: 'percentage', value: 10, ...over })
    .returning();
  return row!; // one row in, one row out
}

/** A confirmed booking that takes `seats` on each of the given slots. */
export async function insertConfirmedBooking(
  db: Database,
  input: {
    slots: { id: string; basePriceCents: number }[];
    seats: number;
    lessonType: string;
    customerName?: string;
    customerEmail?: string;
    /** Where the lessons happen (the family's own pool). */
    pool?: { street: string; city: string; state: string; zip: string };
    swimmers?: {
      name: string;
      ageGroup: string;
      level: string;
      healthConsiderations?: string;
      fears?: string;
      savedSwimmerId?: string;
    }[];
    specialRequests?: string;
    addOns?: { id: string; name: string; price: number; quantity: number }[];
  },
) {
  const subtotal = input.slots.reduce((sum, s) => sum + s.basePriceCents * input.seats, 0);
  const taxes = Math.round(subtotal * 0.08);
  const [booking] = await db
    .insert(bookings)
    .values({
      reference: readableId('BK'),
      status: 'confirmed',
      lessonType: input.lessonType,
      swimmersCount: input.seats,
      customerName: input.customerName ?? 'Sam Parker',
      customerEmail: input.customerEmail ?? 'sam.parker@example.com',
      customerPhone: '(301) 555-0188',
      emergencyName: 'Jordan Parker',
      emergencyPhone: '(301) 555-0189',
      emergencyRelationship: 'spouse',
      subtotalCents: subtotal,
      travelFeesCents: 0,
      addOnsCents: 0,
      discountCents: 0,
      taxesCents: taxes,
      totalCents: subtotal + taxes,
      accessTokenHash: sha256(secretToken()),
      confirmedAt: new Date(),
      poolStreet: input.pool?.street,
      poolCity: input.pool?.city,
      poolState: input.pool?.state,
      poolZip: input.pool?.zip,
      specialRequests: input.specialRequests,
      addOns: input.addOns ?? [],
    })
    .returning();
  const bookingRow = booking!; // one row in, one row out
  if (input.swimmers?.length)
    await db.insert(bookingSwimmers).values(
      input.swimmers.map((swimmer, position) => ({
        bookingId: bookingRow.id,
        position,
        email: bookingRow.customerEmail,
        experienceLevel: 'beginner',
        ...swimmer,
      })),
    );
  await db.insert(bookingSlots).values(
    input.slots.map((s) => ({
      bookingId: bookingRow.id,
      slotId: s.id,
      seats: input.seats,
      priceCents: s.basePriceCents,
      icsUid: `${bookingRow.id}.${s.id}`,
    })),
  );
  await bumpSeatVersion(db);
  return bookingRow;
}
