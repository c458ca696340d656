/**
 * The owner's side of families changing their lessons: each lesson's state and a readable history on the booking
 * page, the refund-notice policy, and seat counts and rosters that leave out lessons cancelled one by one.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEFAULT_TIME_ZONE } from '@core/catalog/time-zones';
import { formatInZone } from '@core/rules/timezones';
import { insertConfirmedBooking, insertInstructor, insertSlot, insertVenue } from '../../db/factories';
import { auditLog, bookingSlots, businessPolicies } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signIn, type AdminClient } from '../auth/testing';
import { cancelFamilyLessons, listFamilyBookings, previewFamilyCancellation } from '../ledger/booking/family';
import { rescheduleLesson, rescheduleOptions } from '../ledger/changes/lesson-changes';
import { draft, payTestCard, startCheckout, swimmer } from '../ledger/test/booking-flow';
import { getDashboard } from './dashboard.service';

let t: TestApp;
let admin: AdminClient;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, { ip: '10.3.0.1' });
});
afterAll(async () => t?.close());

const get = (url: string, headers: Record<string, string> = admin.headers) =>
  t.app.inject({ method: 'GET', url, headers });
const put = (url: string, payload: unknown, headers: Record<string, string> = admin.headers) =>
  t.app.inject({ method: 'PUT', url, headers, payload: payload as object });
const at = (d: Date) => formatInZone(d, DEFAULT_TIME_ZONE, 'EEE, MMM d, yyyy, h:mm a');

describe('the refund notice policy and the waitlist offer window', () => {
  test('reads and saves the notice hours, and the ledger records who changed it', async () => {
    const credit = { cancelRefundAs: 'refund', creditMonthsValid: 6 };
    expect((await get('/api/admin/policies')).json()).toMatchObject({
      cancelNoticeHours: 24,
      offerWindowMinutes: 120,
      ...credit,
    });
    const saved = await put('/api/admin/policies', { cancelNoticeHours: 48 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ cancelNoticeHours: 48, offerWindowMinutes: 120, ...credit });
    expect((await get('/api/admin/policies')).json()).toMatchObject({
      cancelNoticeHours: 48,
      offerWindowMinutes: 120,
      ...credit,
    });
    const [line] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'policies.updated'));
    expect(line).toMatchObject({ actor: 'owner' });
    expect((await put('/api/admin/policies', { cancelNoticeHours: 0 })).json()).toMatchObject({
      cancelNoticeHours: 0,
    });
    expect((await put('/api/admin/policies', { cancelNoticeHours: 720 })).json()).toMatchObject({
      cancelNoticeHours: 720,
    });
    expect((await put('/api/admin/policies', { cancelNoticeHours: 24 })).statusCode).toBe(200);
  });

  test('saves the offer window on its own or with the notice, from 15 minutes to a day', async () => {
    expect((await put('/api/admin/policies', { offerWindowMinutes: 15 })).json()).toMatchObject({
      cancelNoticeHours: 24,
      offerWindowMinutes: 15,
    });
    expect(
      (await put('/api/admin/policies', { cancelNoticeHours: 12, offerWindowMinutes: 1440 })).json(),
    ).toMatchObject({
      cancelNoticeHours: 12,
      offerWindowMinutes: 1440,
    });
    expect((await get('/api/admin/policies')).json()).toMatchObject({
      cancelNoticeHours: 12,
      offerWindowMinutes: 1440,
    });
    expect(
      (await put('/api/admin/policies', { cancelNoticeHours: 24, offerWindowMinutes: 120 })).statusCode,
    ).toBe(200);
  });

  test.each([
    ['a negative number', { cancelNoticeHours: -1 }],
    ['more than 30 days', { cancelNoticeHours: 721 }],
    ['a fraction', { cancelNoticeHours: 1.5 }],
    ['a string', { cancelNoticeHours: '24' }],
    ['null', { cancelNoticeHours: null }],
    ['a huge number', { cancelNoticeHours: 1e308 }],
  ])('refuses %s with a 400 naming the field, and changes nothing', async (_name, body) => {
    const res = await put('/api/admin/policies', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toMatchObject({
      cancelNoticeHours: 'Refund notice must be a whole number of hours from 0 to 720',
    });
    const [row] = await t.db.select().from(businessPolicies);
    expect(row!.cancelNoticeHours).toBe(24);
  });

  test.each([
    ['shorter than 15 minutes', { offerWindowMinutes: 14 }],
    ['longer than a day', { offerWindowMinutes: 1441 }],
    ['a fraction', { offerWindowMinutes: 30.5 }],
    ['a string', { offerWindowMinutes: '120' }],
    ['null, beside a good notice', { cancelNoticeHours: 48, offerWindowMinutes: null }],
  ])('refuses an offer window %s with a 400 naming the field, and changes nothing', async (_name, body) => {
    const res = await put('/api/admin/policies', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({
      offerWindowMinutes: 'The offer window must be a whole number of minutes from 15 to 1440',
    });
    const [row] = await t.db.select().from(businessPolicies);
    expect(row).toMatchObject({ cancelNoticeHours: 24, offerWindowMinutes: 120 });
  });

  test('refuses a body naming neither policy with a 400, and changes nothing', async () => {
    const res = await put('/api/admin/policies', {});
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toMatchObject({
      cancelNoticeHours: 'Send at least one policy',
    });
    const [row] = await t.db.select().from(businessPolicies);
    expect(row).toMatchObject({ cancelNoticeHours: 24, offerWindowMinutes: 120 });
  });

  test('refuses a body that is not JSON with a 400', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/policies',
      headers: { ...admin.headers, 'content-type': 'application/json' },
      payload: '{"cancelNoticeHours":',
    });
    expect(res.statusCode).toBe(400);
  });

  test('answers 401 to a visitor who is not signed in, on both routes, and changes nothing', async () => {
    expect((await get('/api/admin/policies', {})).statusCode).toBe(401);
    const res = await put('/api/admin/policies', { cancelNoticeHours: 1 }, {});
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    // A signed-in owner's browser without the request-forgery token is refused too.
    const noToken = await put(
      '/api/admin/policies',
      { cancelNoticeHours: 1 },
      { cookie: admin.headers.cookie! },
    );
    expect(noToken.statusCode).toBe(403);
    expect((await t.db.select().from(businessPolicies))[0]!.cancelNoticeHours).toBe(24);
  });
});

describe("a booking's lessons and history", () => {
  test('show a moved lesson with where it came from, a cancelled one with why, and every step as a sentence, newest first', async () => {
    const email = 'history@example.com';
    const instructor = await insertInstructor(t.db, { name: 'Coach Kim' });
    const venue = await insertVenue(t.db, { name: 'History Pool' });
    const slot = (days: number, price: number) =>
      insertSlot(t.db, {
        startsInMinutes: days * 24 * 60,
        basePriceCents: price,
        instructorId: instructor.id,
        venueId: venue.id,
      });
    const [first, second, later] = [await slot(5, 6000), await slot(12, 6000), await slot(6, 5000)];
    // A family that booked before pays full price, so the move to a cheaper time gives money back.
    const before = await slot(-30, 6000);
    await insertConfirmedBooking(t.db, {
      slots: [before],
      seats: 1,
      lessonType: 'private',
      customerEmail: email,
    });
    const checkout = await startCheckout(t, [first.id, second.id], draft({ swimmers: [swimmer({ email })] }));
    expect((await payTestCard(t, checkout)).statusCode).toBe(200);
    const [family] = await listFamilyBookings(t.db, email);
    const [lessonA, lessonB] = family!.lessons;

    // The family moves the first lesson to a cheaper time, then cancels the second.
    const option = (await rescheduleOptions(t.app, email, lessonA!.id)).times.find(
      (o) => o.slotId === later.id,
    )!;
    await rescheduleLesson(t.app, email, lessonA!.id, {
      slotId: later.id,
      expectedDifferenceCents: option.differenceCents,
    });
    const target = { bookingId: checkout.bookingId, lessonId: lessonB!.id };
    const preview = await previewFamilyCancellation(t.app, email, target);
    const cancelled = await cancelFamilyLessons(t.app, email, {
      ...target,
      expectedRefundCents: preview.refundCents,
    });
    expect(cancelled.refundCents).toBeGreaterThan(0);
    // An entry of a kind the page does not know yet is shown by its name.
    await t.db.insert(auditLog).values({
      actor: 'system',
      action: 'booking.something_new',
      entityType: 'booking',
      entityId: checkout.bookingId,
    });

    const res = await get(`/api/admin/bookings/${checkout.bookingId}`);
    expect(res.statusCode).toBe(200);
    const detail = res.json();
    const moved = detail.lessons.find((l: { lessonId: string }) => l.lessonId === lessonA!.id);
    expect(moved).toMatchObject({
      slotId: later.id,
      cancelledAt: null,
      cancelReason: null,
      movedFrom: [
        {
          startTime: first.startTime.toISOString(),
          endTime: first.endTime.toISOString(),
          movedAt: expect.any(String),
        },
      ],
    });
    const gone = detail.lessons.find((l: { lessonId: string }) => l.lessonId === lessonB!.id);
    expect(gone).toMatchObject({ slotId: second.id, cancelReason: 'Cancelled by the family', movedFrom: [] });
    expect(gone.cancelledAt).toEqual(expect.any(String));

    const history: { actor: string; action: string; summary: string; createdAt: string }[] = detail.history;
    expect(history.map((h) => h.action)).toEqual([
      'booking.something_new',
      'lesson.cancelled_by_family',
      'lesson.rescheduled',
      'booking.paid',
      'booking.checkout_started',
    ]);
    const times = history.map((h) => Date.parse(h.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(history[0]!.summary).toBe('booking.something_new');
    expect(history[1]).toMatchObject({
      actor: `family:${email}`,
      summary: `Family cancelled a lesson: $${(cancelled.refundCents / 100).toFixed(2)} refunded`,
    });
    expect(history[2]).toMatchObject({
      actor: `family:${email}`,
      summary: `Lesson moved from ${at(first.startTime)} to ${at(later.startTime)}: $${(-option.differenceCents / 100).toFixed(2)} refunded`,
    });
    expect(history[3]!.summary).toBe('Paid online: booking confirmed');
    expect(history[4]!.summary).toMatch(/^Checkout started for \$\d+\.\d{2}$/);

    // The owner cancels what is left: the newest entry says so, with the refund.
    const cancelRes = await t.app.inject({
      method: 'POST',
      url: `/api/admin/bookings/${checkout.bookingId}/cancel`,
      headers: admin.headers,
      payload: { reason: 'Pool closed' },
    });
    expect(cancelRes.statusCode).toBe(200);
    const after = (await get(`/api/admin/bookings/${checkout.bookingId}`)).json();
    expect(after.history[0]).toMatchObject({ actor: 'owner', action: 'booking.cancel_with_refund' });
    expect(after.history[0].summary).toMatch(/^Booking cancelled \(Pool closed\): \$\d+\.\d{2} refunded$/);
  });

  test('another booking id answers 404, and a malformed one 400', async () => {
    expect((await get('/api/admin/bookings/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await get('/api/admin/bookings/not-an-id')).statusCode).toBe(400);
  });
});

describe('seat counts and rosters leave out lessons cancelled one by one', () => {
  test("the slot's roster, its booked seats in the schedule and the dashboard's lessons count only lessons going ahead", async () => {
    const slot = await insertSlot(t.db, { startsInMinutes: 7 * 24 * 60, capacity: 3 });
    const other = await insertSlot(t.db, { startsInMinutes: 8 * 24 * 60, capacity: 3 });
    const staying = await insertConfirmedBooking(t.db, { slots: [slot], seats: 1, lessonType: 'private' });
    const leaving = await insertConfirmedBooking(t.db, {
      slots: [slot, other],
      seats: 2,
      lessonType: 'private',
    });
    const roster = async () =>
      (await get(`/api/admin/slots/${slot.id}/roster`))
        .json()
        .bookings.map((b: { bookingId: string }) => b.bookingId);
    const booked = async () => {
      const weekStart = formatInZone(slot.startTime, DEFAULT_TIME_ZONE, 'yyyy-MM-dd');
      const week = (await get(`/api/admin/slots?weekStart=${weekStart}`)).json();
      return week.slots.find((s: { id: string }) => s.id === slot.id).bookedCount;
    };
    expect((await roster()).sort()).toEqual([staying.id, leaving.id].sort());
    expect(await booked()).toBe(3);

    // The second family's lesson on this slot is cancelled on its own; their booking stays confirmed.
    await t.db
      .update(bookingSlots)
      .set({ cancelledAt: new Date(), cancelReason: 'Cancelled by the family' })
      .where(and(eq(bookingSlots.bookingId, leaving.id), eq(bookingSlots.slotId, slot.id)));
    expect(await roster()).toEqual([staying.id]);
    expect(await booked()).toBe(1);

    // A slot whose only lesson was cancelled is not a lesson to teach that day.
    const alone = await insertSlot(t.db, { startsInMinutes: 9 * 24 * 60 + 60 });
    const solo = await insertConfirmedBooking(t.db, { slots: [alone], seats: 1, lessonType: 'private' });
    const thatDay = alone.startTime;
    const before = (await getDashboard(t.app, thatDay)).figures.lessonsToday;
    await t.db
      .update(bookingSlots)
      .set({ cancelledAt: new Date() })
      .where(eq(bookingSlots.bookingId, solo.id));
    expect((await getDashboard(t.app, thatDay)).figures.lessonsToday).toBe(before - 1);
  });

  test('the bookings list dates a booking by its first lesson still going ahead', async () => {
    const early = await insertSlot(t.db, { startsInMinutes: 20 * 24 * 60 });
    const late = await insertSlot(t.db, { startsInMinutes: 21 * 24 * 60 });
    const booking = await insertConfirmedBooking(t.db, {
      slots: [early, late],
      seats: 1,
      lessonType: 'private',
    });
    const firstLesson = async () =>
      (await get(`/api/admin/bookings/${booking.id}`)).json().firstLessonAt as string | null;
    expect(await firstLesson()).toBe(early.startTime.toISOString());
    await t.db.update(bookingSlots).set({ cancelledAt: new Date() }).where(eq(bookingSlots.slotId, early.id));
    expect(await firstLesson()).toBe(late.startTime.toISOString());
    // With every lesson cancelled, the booking still shows when it was to start.
    await t.db
      .update(bookingSlots)
      .set({ cancelledAt: new Date() })
      .where(eq(bookingSlots.bookingId, booking.id));
    expect(await firstLesson()).toBe(early.startTime.toISOString());
  });
});
