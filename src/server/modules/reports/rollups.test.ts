/**
 * The daily rollups under change: every kind of write a report sums marks its day and shows in the next read, a
 * visit stays on the day it began, the sums outlive the personal rows retention erases, and payroll counts today's
 * lessons up to now.
 */
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import type { Report } from '@core/api/reports';
import { DEFAULT_TIME_ZONE } from '@core/catalog/time-zones';
import { insertConfirmedBooking, insertInstructor, insertSlot, insertVenue } from '../../db/factories';
import {
  analyticsEvents,
  bookingSlots,
  bookings,
  bookingSwimmers,
  lessonAttendance,
  reportStaleDays,
  timeSlots,
  venues,
} from '../../db/schema';
import { JOBS } from '../../jobs';
import { createTestApp, type TestApp } from '../../test/test-app';
import { KEEP_THE_TEST_DAYS_UNSETTLED } from './test-support/unsettled';
import { signIn, type AdminClient } from '../auth/testing';
import { payroll } from './payroll';
import { refreshRollups } from './rollups';
import { ny } from './test-support/seed-business';

let t: TestApp;
let admin: AdminClient;

beforeEach(async () => {
  t = await createTestApp(KEEP_THE_TEST_DAYS_UNSETTLED);
  admin = await signIn(t.app);
});
afterEach(async () => t?.close());

async function read<T = Report>(url: string): Promise<T> {
  const res = await t.app.inject({ method: 'GET', url, headers: admin.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const OCTOBER = 'from=2026-10-04&to=2026-10-10&by=week';
/** The lessons report's days of the week of 4 October, each day's counts. */
async function lessonTotals() {
  const r = await read(`/api/admin/reports/lessons?${OCTOBER}`);
  return r.tables[0]!.totals;
}
async function instructorTotals() {
  const r = await read(`/api/admin/reports/instructors?${OCTOBER}`);
  return r.tables[0]!.totals;
}

async function oneLesson(start: string, zip = '20001', venueId?: string) {
  const instructor = await insertInstructor(t.db, { name: 'Alex Rivera', homeZip: '20001' });
  const venue = venueId ? { id: venueId } : await insertVenue(t.db, { zip: '20001' });
  const slot = await insertSlot(t.db, {
    instructorId: instructor.id,
    venueId: venue.id,
    startTime: ny(start),
    endTime: new Date(ny(start).getTime() + 30 * 60_000),
  });
  const booking = await insertConfirmedBooking(t.db, {
    slots: [slot],
    seats: 1,
    lessonType: 'private',
    customerEmail: 'family@example.com',
    pool: { street: '1 Main St', city: 'Washington', state: 'DC', zip },
    swimmers: [{ name: 'Sam', ageGroup: 'child', level: 'beginner' }],
  });
  await t.db
    .update(bookings)
    .set({ confirmedAt: ny(start) })
    .where(eq(bookings.id, booking.id));
  const [lesson] = await t.db.select().from(bookingSlots).where(eq(bookingSlots.bookingId, booking.id));
  const [swimmer] = await t.db
    .select()
    .from(bookingSwimmers)
    .where(eq(bookingSwimmers.bookingId, booking.id));
  const mark = (status: 'attended' | 'no_show') =>
    t.db
      .insert(lessonAttendance)
      .values({ lessonId: lesson!.lessonId, swimmerId: swimmer!.id, status, instructorId: instructor.id });
  return { instructor, venue, slot, booking, lessonId: lesson!.lessonId, mark };
}

describe('every change a report sums shows in the next read', () => {
  test('attendance recorded late, a cancellation, a move to another day and a booking no longer confirmed', async () => {
    const lesson = await oneLesson('2026-10-05T10:00');
    expect(await lessonTotals()).toMatchObject({ booked: 1, taught: 0, noShows: 0 });

    await lesson.mark('attended');
    expect(await lessonTotals()).toMatchObject({ booked: 1, taught: 1 });

    await t.db
      .update(bookingSlots)
      .set({ cancelledAt: new Date(), cancelReason: 'Cancelled by the family' })
      .where(eq(bookingSlots.lessonId, lesson.lessonId));
    expect(await lessonTotals()).toMatchObject({ booked: 1, taught: 0, cancelledFamily: 1 });

    // Back on, then moved to a time in the week after: gone from this week, there in the next.
    await t.db
      .update(bookingSlots)
      .set({ cancelledAt: null, cancelReason: null })
      .where(eq(bookingSlots.lessonId, lesson.lessonId));
    const later = await insertSlot(t.db, {
      instructorId: lesson.instructor.id,
      venueId: lesson.venue.id,
      startTime: ny('2026-10-12T10:00'),
    });
    await t.db
      .update(bookingSlots)
      .set({ slotId: later.id })
      .where(eq(bookingSlots.lessonId, lesson.lessonId));
    expect(await lessonTotals()).toMatchObject({ booked: 0 });
    const next = await read(`/api/admin/reports/lessons?from=2026-10-11&to=2026-10-17&by=week`);
    expect(next.tables[0]!.totals).toMatchObject({ booked: 1, taught: 1 });

    await t.db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, lesson.booking.id));
    const after = await read(`/api/admin/reports/instructors?from=2026-10-11&to=2026-10-17&by=week`);
    expect(after.tables[0]!.totals).toMatchObject({ lessons: 0, bookedMinutes: 0, availableMinutes: 30 });
  });

  test('a time published, then deleted, and a pool whose ZIP changes moves the drive between lessons', async () => {
    const first = await oneLesson('2026-10-05T10:00', '20001');
    const pool = await insertVenue(t.db, { name: 'Community pool', poolType: 'community', zip: '20001' });
    const second = await insertSlot(t.db, {
      instructorId: first.instructor.id,
      venueId: pool.id,
      startTime: ny('2026-10-05T11:00'),
    });
    await insertConfirmedBooking(t.db, { slots: [second], seats: 1, lessonType: 'private' }).then((b) =>
      t.db
        .update(bookings)
        .set({ confirmedAt: ny('2026-10-05T09:00') })
        .where(eq(bookings.id, b.id)),
    );
    const free = await insertSlot(t.db, {
      instructorId: first.instructor.id,
      venueId: pool.id,
      startTime: ny('2026-10-06T10:00'),
    });
    const before = await instructorTotals();
    expect(before).toMatchObject({ availableMinutes: 90, lessons: 2, driveKmPerDay: 0 });

    await t.db.delete(timeSlots).where(eq(timeSlots.id, free.id));
    expect(await instructorTotals()).toMatchObject({ availableMinutes: 60 });

    await t.db.update(venues).set({ zip: '20815' }).where(eq(venues.id, pool.id));
    const moved = await instructorTotals();
    expect(moved.driveKmPerDay).toBeGreaterThan(5);

    // A booking deleted by hand (its lessons go with it) leaves the sums too.
    await t.db.delete(bookings).where(eq(bookings.id, first.booking.id));
    expect(await instructorTotals()).toMatchObject({ lessons: 1, availableMinutes: 60 });
  });

  test('a visit counts on the day it began, though what it did arrives after midnight', async () => {
    const event = (id: string, name: string, at: string, data: object | null = null) => ({
      sessionId: 'visit-1',
      clientEventId: id,
      name,
      path: '/',
      deviceClass: 'mobile',
      occurredAt: ny(at),
      receivedAt: ny(at),
      data,
      variants: { heroHeadline: 'at-your-pool' },
    });
    await t.db
      .insert(analyticsEvents)
      .values(event('a', 'session_start', '2026-10-05T23:50', { source: 'google' }));
    const growth = () => read('/api/admin/reports/growth?from=2026-10-05&to=2026-10-06&by=week');
    expect((await growth()).tables[1]!.rows).toEqual([
      expect.objectContaining({ key: 'google', values: expect.objectContaining({ visits: 1, bookings: 0 }) }),
    ]);
    await t.db.insert(analyticsEvents).values(event('b', 'conversion', '2026-10-06T00:10'));
    const r = await growth();
    expect(r.tables[1]!.rows).toEqual([
      expect.objectContaining({ key: 'google', values: expect.objectContaining({ visits: 1, bookings: 1 }) }),
    ]);
    expect(r.tables[2]!.rows).toEqual([
      expect.objectContaining({
        key: 'heroHeadline:at-your-pool',
        values: expect.objectContaining({ bookings: 1 }),
      }),
    ]);
  });
});

describe('what outlives the personal rows', () => {
  test('a settled day keeps its sums after its attendance is erased; a day not settled is summed again', async () => {
    const lesson = await oneLesson('2026-10-05T10:00');
    await lesson.mark('attended');
    expect(await lessonTotals()).toMatchObject({ taught: 1 });

    // Retention erases attendance: a delete marks nothing, and the sums stand.
    await t.db.delete(lessonAttendance).where(eq(lessonAttendance.lessonId, lesson.lessonId));
    expect(await t.db.select().from(reportStaleDays)).toEqual([]);
    expect(await lessonTotals()).toMatchObject({ taught: 1 });

    // A later change to that day, on 27 November with attendance kept 30 days: 5 October is settled.
    const touch = () =>
      t.db.update(bookings).set({ poolZip: '20815' }).where(eq(bookings.id, lesson.booking.id));
    await touch();
    await refreshRollups(t.db, { attendanceDays: 30, analyticsDays: 400 }, new Date('2026-11-27T17:00:00Z'));
    expect(await lessonTotals()).toMatchObject({ taught: 1 });
    // With attendance kept a year, the day is not settled: summed again from what is left.
    await t.db.update(bookings).set({ poolZip: '20001' }).where(eq(bookings.id, lesson.booking.id));
    await refreshRollups(t.db, { attendanceDays: 365, analyticsDays: 400 }, new Date('2026-11-27T17:00:00Z'));
    expect(await lessonTotals()).toMatchObject({ taught: 0 });
  });

  test('the rollup job is one of the background jobs', () => {
    expect(JOBS.map((j) => j.name)).toContain('report-rollups');
  });

  test("the triggers mark days in the business's zone, the one every report groups by", () => {
    const migration = readFileSync(
      new URL('../../db/migrations/0020_report_rollups.sql', import.meta.url),
      'utf8',
    );
    const zones = new Set([...migration.matchAll(/AT TIME ZONE '([^']+)'/g)].map((m) => m[1]));
    expect([...zones]).toEqual([DEFAULT_TIME_ZONE]);
  });
});

describe('payroll up to now', () => {
  test("today's lesson that has started counts from the times themselves; one still to come does not", async () => {
    const instructor = await insertInstructor(t.db, { payBasis: 'per_lesson', payRateCents: 4000 });
    const venue = await insertVenue(t.db, { zip: '20001' });
    const lessonAt = async (start: string) => {
      const slot = await insertSlot(t.db, {
        instructorId: instructor.id,
        venueId: venue.id,
        startTime: ny(start),
      });
      const b = await insertConfirmedBooking(t.db, { slots: [slot], seats: 1, lessonType: 'private' });
      await t.db
        .update(bookings)
        .set({ confirmedAt: ny('2026-10-01T09:00') })
        .where(eq(bookings.id, b.id));
    };
    await lessonAt('2026-10-04T16:00');
    await lessonAt('2026-10-05T11:00');
    await lessonAt('2026-10-05T13:00');
    // At noon on 5 October: the day before from the rollup, that morning's lesson from the times themselves.
    const p = await payroll(t.app, { from: '2026-10-04', to: '2026-10-10' }, ny('2026-10-05T12:00'));
    expect(p.rows).toEqual([expect.objectContaining({ notRecorded: 2, lessonsTaught: 0, payCents: 0 })]);
    const before = await payroll(t.app, { from: '2026-10-05', to: '2026-10-05' }, ny('2026-10-05T10:00'));
    expect(before.rows).toEqual([]);
  });
});
