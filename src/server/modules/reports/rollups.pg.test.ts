/**
 * The daily rollups on two real server processes sharing one PostgreSQL: lessons are written and marked while both
 * copies answer the owner's reports (each read sums the days changed first) and run the rollup job; at the end
 * every lesson is counted once, by both copies.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import type { Report } from '@core/api/reports';
import { insertConfirmedBooking, insertInstructor, insertSlot, insertVenue } from '../../db/factories';
import { bookingSlots, bookingSwimmers, bookings, lessonAttendance, reportStaleDays } from '../../db/schema';
import { twoProcessesForTests } from '../../test/two-processes';
import { ny } from './test-support/seed-business';

const LESSONS = 56;
const WEEK = 'from=2026-10-04&to=2026-10-10&by=week';

describe('the rollups across two server processes', () => {
  const processes = twoProcessesForTests('report_rollups');

  test('lessons written while both copies read the reports are each counted once at the end', async () => {
    const db = processes.shared.handle.db;
    const headers = [await processes.ownerHeaders(0), await processes.ownerHeaders(1)];
    const lessons = async (i: number): Promise<Report> => {
      const res = await fetch(`${processes.origin(i)}/api/admin/reports/lessons?${WEEK}`, {
        headers: headers[i],
      });
      expect(res.status).toBe(200);
      return (await res.json()) as Report;
    };
    const instructor = await insertInstructor(db, { name: 'Alex Rivera' });
    const venue = await insertVenue(db, { zip: '20001' });

    /** Lesson `k`: a time of its own in the week, booked, and every other one marked attended. */
    async function writeLesson(k: number) {
      const [day, hour] = [4 + (k % 7), 8 + Math.floor(k / 7)].map((n) => String(n).padStart(2, '0'));
      const start = ny(`2026-10-${day}T${hour}:00`);
      const slot = await insertSlot(db, { instructorId: instructor.id, venueId: venue.id, startTime: start });
      const booking = await insertConfirmedBooking(db, {
        slots: [slot],
        seats: 1,
        lessonType: 'private',
        swimmers: [{ name: `Swimmer ${k}`, ageGroup: 'child', level: 'beginner' }],
      });
      await db.update(bookings).set({ confirmedAt: start }).where(eq(bookings.id, booking.id));
      if (k % 2) return;
      const [lesson] = await db.select().from(bookingSlots).where(eq(bookingSlots.bookingId, booking.id));
      const [swimmer] = await db
        .select()
        .from(bookingSwimmers)
        .where(eq(bookingSwimmers.bookingId, booking.id));
      await db.insert(lessonAttendance).values({
        lessonId: lesson!.lessonId,
        swimmerId: swimmer!.id,
        status: 'attended',
        instructorId: instructor.id,
      });
    }

    let writing = true;
    const readers = [0, 1, 0, 1].map(async (i) => {
      let reads = 0;
      while (writing) {
        await lessons(i);
        reads++;
      }
      return reads;
    });
    try {
      await Promise.all(Array.from({ length: LESSONS }, (_, k) => writeLesson(k)));
    } finally {
      writing = false;
    }
    const reads = await Promise.all(readers);
    expect(Math.min(...reads)).toBeGreaterThan(0);

    for (const i of [0, 1])
      expect((await lessons(i)).tables[0]!.totals).toMatchObject({ booked: LESSONS, taught: LESSONS / 2 });
    expect(await db.select().from(reportStaleDays)).toEqual([]);
  }, 120_000);
});
