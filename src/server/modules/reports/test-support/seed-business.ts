/**
 * A small business written row by row for the reports' tests: two weeks of October 2026 and one lesson in the
 * fortnight before, each row placed so that every figure of every report can be worked out by hand (see the test).
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { insertConfirmedBooking, insertInstructor, insertSlot, insertVenue } from '../../../db/factories';
import {
  analyticsEvents,
  bookingSlots,
  bookingSwimmers,
  bookings,
  creditEntries,
  lessonAttendance,
  lessonPackages,
  lessonRequests,
  leads,
  packagePurchases,
  payments,
  refunds,
  waitlistEntries,
  waitlistOffers,
} from '../../../db/schema';

/** An instant given as New York wall time in October (EDT, UTC-4) or September. */
export const ny = (dayAndTime: string) => new Date(`${dayAndTime}:00-04:00`);

export async function seedSmallBusiness(db: Database) {
  const alex = await insertInstructor(db, {
    name: 'Alex Rivera',
    homeZip: '20001',
    payBasis: 'per_lesson',
    payRateCents: 4000,
  });
  const bea = await insertInstructor(db, {
    name: 'Bea Okafor',
    email: 'bea@example.com',
    homeZip: '22201',
    payBasis: 'per_hour',
    payRateCents: 6000,
  });
  const home = await insertVenue(db);
  const slot = (instructorId: string, start: string, minutes = 30, status = 'available') =>
    insertSlot(db, {
      instructorId,
      venueId: home.id,
      startTime: ny(start),
      endTime: new Date(ny(start).getTime() + minutes * 60_000),
      status,
    });
  const pool = (zip: string) => ({ street: `1 ${zip} Street`, city: 'Washington', state: 'DC', zip });
  const book = async (
    slotRow: { id: string; basePriceCents: number },
    email: string,
    confirmedAt: string,
    zip = '20001',
  ) => {
    const booking = await insertConfirmedBooking(db, {
      slots: [slotRow],
      seats: 1,
      lessonType: 'private',
      customerEmail: email,
      pool: pool(zip),
      swimmers: [{ name: 'Swimmer', ageGroup: 'child', level: 'beginner' }],
    });
    await db
      .update(bookings)
      .set({ confirmedAt: ny(confirmedAt) })
      .where(eq(bookings.id, booking.id));
    const [lesson] = await db.select().from(bookingSlots).where(eq(bookingSlots.bookingId, booking.id));
    const [swimmer] = await db
      .select()
      .from(bookingSwimmers)
      .where(eq(bookingSwimmers.bookingId, booking.id));
    return { booking, lessonId: lesson!.lessonId, swimmerId: swimmer!.id }; // one lesson and one swimmer each
  };
  const mark = (
    lesson: { lessonId: string; swimmerId: string },
    status: 'attended' | 'no_show',
    by = alex.id,
  ) => db.insert(lessonAttendance).values({ ...lesson, status, instructorId: by });
  const cancel = (lesson: { lessonId: string }, reason: string) =>
    db
      .update(bookingSlots)
      .set({ cancelledAt: new Date(), cancelReason: reason })
      .where(eq(bookingSlots.lessonId, lesson.lessonId));

  // Alex, week 1: two lessons on Monday, 20001 then 20815; one taught, one a no-show.
  const s1 = await slot(alex.id, '2026-10-05T10:00');
  const s2 = await slot(alex.id, '2026-10-05T11:00');
  const b1 = await book(s1, 'f1@example.com', '2026-10-04T11:00');
  const b2 = await book(s2, 'f2@example.com', '2026-10-04T12:00', '20815');
  await mark(b1, 'attended');
  await mark(b2, 'no_show');
  // Alex, week 2: a 45-minute lesson not recorded yet; then one cancelled by the family, one free time, one
  // cancelled for weather, and a time the owner cancelled with its lesson.
  const s3 = await slot(alex.id, '2026-10-13T10:00', 45);
  const b3 = await book(s3, 'f1@example.com', '2026-10-12T09:00');
  const s4 = await slot(alex.id, '2026-10-14T10:00');
  const b4 = await book(s4, 'f3@example.com', '2026-10-12T10:00');
  await cancel(b4, 'Cancelled by the family');
  await slot(alex.id, '2026-10-15T10:00');
  const s6 = await slot(alex.id, '2026-10-15T12:00');
  const b5 = await book(s6, 'f4@example.com', '2026-10-13T10:00');
  await cancel(b5, 'Cancelled for weather: thunderstorms');
  const s7 = await slot(alex.id, '2026-10-16T09:00', 30, 'cancelled');
  const b8 = await book(s7, 'f7@example.com', '2026-10-14T10:00');
  await cancel(b8, 'Pool closed for repairs');
  // Bea, week 1: one hour, taught.
  const s8 = await slot(bea.id, '2026-10-05T09:00', 60);
  const b6 = await book(s8, 'f5@example.com', '2026-10-05T08:00', '22201');
  await mark(b6, 'attended', bea.id);
  // The fortnight before: one lesson, taught.
  const s9 = await slot(alex.id, '2026-09-21T10:00');
  const b7 = await book(s9, 'f6@example.com', '2026-09-20T10:00');
  await mark(b7, 'attended');
  // A booking still waiting for payment is no lesson at all.
  const [pending] = await db
    .update(bookings)
    .set({ status: 'pending_payment', confirmedAt: null })
    .where(
      eq(
        bookings.id,
        (await book(await slot(alex.id, '2026-10-06T10:00'), 'f8@example.com', '2026-10-05T10:00')).booking
          .id,
      ),
    )
    .returning();

  // Money: two card payments and a package on week 1, a failed payment, a refund on week 2.
  const pay = (
    bookingId: string | null,
    cents: number,
    at: string,
    status = 'succeeded',
    packagePurchaseId?: string,
  ) =>
    db.insert(payments).values({
      bookingId,
      packagePurchaseId,
      gateway: 'test',
      intentId: `pi_${Math.random().toString(36).slice(2)}`,
      amountCents: cents,
      status,
      createdAt: ny(at),
    });
  await pay(b1.booking.id, 5400, '2026-10-04T11:00');
  await pay(b2.booking.id, 5400, '2026-10-04T12:00');
  await pay(pending!.id, 5400, '2026-10-05T10:00', 'failed');
  await db.insert(refunds).values({
    bookingId: b4.booking.id,
    intentId: 'pi_refund',
    amountCents: 5400,
    reason: 'Lesson cancelled by the family with notice',
    idempotencyKey: 'refund-b4',
    createdAt: ny('2026-10-12T10:00'),
  });
  const [pkg] = await db
    .insert(lessonPackages)
    .values({ name: 'Four privates', lessonType: 'private', lessons: 4, priceCents: 20000, monthsValid: 6 })
    .returning();
  const [purchase] = await db
    .insert(packagePurchases)
    .values({
      packageId: pkg!.id,
      customerName: 'F One',
      customerEmail: 'f1@example.com',
      lessonType: 'private',
      lessons: 4,
      priceCents: 20000,
      monthsValid: 6,
      status: 'paid',
      idempotencyKey: 'pp1',
      paidAt: ny('2026-10-06T09:00'),
    })
    .returning();
  await pay(null, 20000, '2026-10-06T09:00', 'succeeded', purchase!.id);
  // Credits: 4 sold on Oct 6 (one spent on Oct 13); 2 given in September that expire unspent on Oct 8.
  const lot = (id: string, lessons: number, at: string, expires: string, kind: string) =>
    db.insert(creditEntries).values({
      id,
      lotId: id,
      familyEmail: 'f1@example.com',
      kind,
      lessons,
      lessonType: 'private',
      expiresAt: ny(expires),
      actor: 'test',
      createdAt: ny(at),
      packagePurchaseId: kind === 'package' ? purchase!.id : undefined,
    });
  const soldLot = '00000000-0000-4000-8000-0000000000a1';
  await lot(soldLot, 4, '2026-10-06T09:00', '2027-04-06T09:00', 'package');
  await lot('00000000-0000-4000-8000-0000000000a2', 2, '2026-09-01T09:00', '2026-10-08T09:00', 'adjustment');
  await db.insert(creditEntries).values({
    familyEmail: 'f1@example.com',
    kind: 'spend',
    lessons: -1,
    lotId: soldLot,
    bookingId: b3.booking.id,
    lessonId: b3.lessonId,
    actor: 'test',
    createdAt: ny('2026-10-13T09:00'),
  });

  // The waitlist: two offers on week 1, one claimed.
  const [entry] = await db
    .insert(waitlistEntries)
    .values({
      kind: 'time',
      slotId: s6.id,
      name: 'F Nine',
      email: 'f9@example.com',
      swimmers: 1,
      lessonType: 'private',
      leaveTokenHash: 'x',
    })
    .returning();
  const offer = (status: string, at: string, token: string) =>
    db.insert(waitlistOffers).values({
      entryId: entry!.id,
      slotId: s6.id,
      tokenHash: token,
      status,
      expiresAt: ny(at),
      offeredBy: 'system',
      createdAt: ny(at),
    });
  await offer('claimed', '2026-10-07T10:00', 'o1');
  await offer('lapsed', '2026-10-08T10:00', 'o2');

  // Growth: leads on each week, a lesson request on week 1, and four visits.
  await db.insert(leads).values([
    {
      email: 'l1@example.com',
      name: 'L One',
      resource: 'checklist',
      source: 'google',
      createdAt: ny('2026-10-05T12:00'),
    },
    { email: 'l2@example.com', name: 'L Two', resource: 'checklist', createdAt: ny('2026-10-12T12:00') },
  ]);
  await db.insert(lessonRequests).values({
    requestCode: 'REQ-TEST01',
    idempotencyKey: 'req-1',
    lessonType: 'private',
    swimmers: 1,
    dates: ['2026-10-20'],
    firstName: 'R',
    lastName: 'One',
    email: 'r1@example.com',
    phone: '(202) 555-0100',
    createdAt: ny('2026-10-06T12:00'),
  });
  const visit = (
    session: string,
    at: string,
    variants: Record<string, string>,
    events: [string, object?][],
  ) =>
    db.insert(analyticsEvents).values(
      events.map(([name, data], i) => ({
        sessionId: session,
        clientEventId: `${session}-${i}`,
        name,
        path: '/',
        deviceClass: 'desktop',
        occurredAt: ny(at),
        receivedAt: ny(at),
        data: data ?? null,
        variants,
      })),
    );
  await visit('v1', '2026-10-05T12:00', { hero: 'a' }, [
    ['session_start', { source: 'google' }],
    ['lead_magnet_submitted'],
  ]);
  await visit('v2', '2026-10-05T13:00', { hero: 'b' }, [
    ['session_start', { source: 'google' }],
    ['conversion'],
  ]);
  await visit('v3', '2026-10-12T13:00', { hero: 'b' }, [
    ['session_start', { source: 'direct' }],
    ['request_sent'],
  ]);
  await visit('v4', '2026-10-12T14:00', {}, [['scroll_depth', { percent: 25 }]]);

  return { alex, bea };
}
