/**
 * One instructor, two neighbouring times (10:00 and 10:45), two families on two server processes of one PostgreSQL
 * paying (or moving a lesson) at the same moment: one in Bethesda, one in Alexandria, 20 km apart. Each alone fits,
 * both together cannot be driven. Exactly one goes through; the other is told the instructor cannot reach its pool.
 */
import { describe, expect, test } from 'vitest';
import { DEFAULT_TIME_ZONE } from '@core/catalog/time-zones';
import { dayKeyInZone, instantAtWallTime, shiftDayKey } from '@core/rules/timezones';
import { eq } from 'drizzle-orm';
import { insertConfirmedBooking, insertInstructor, insertSlot, insertVenue } from '../../../db/factories';
import { bookingSlots } from '../../../db/schema';
import { twoProcessesForTests } from '../../../test/two-processes';
import { draft } from '../test/booking-flow';

describe('two checkouts placing one instructor at far-apart pools at once', () => {
  const processes = twoProcessesForTests('travel_race', { extra: { TRUST_PROXY: '127.0.0.1' } });

  let visitors = 0;
  async function post(server: number, path: string, body: unknown) {
    const origin = processes.origin(server);
    const res = await fetch(`${origin}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': `198.51.100.${(++visitors % 250) + 1}`,
        origin,
      },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  }

  const pool = (zip: string, city: string, state: 'MD' | 'VA') => ({
    kind: 'address' as const,
    street: '12 Elm Street',
    city,
    state,
    zip,
  });

  test('one checkout goes through and the other is refused, round after round', async () => {
    const db = processes.shared.handle.db;
    const venue = await insertVenue(db);
    for (let round = 0; round < 5; round++) {
      const day = shiftDayKey(dayKeyInZone(new Date(), DEFAULT_TIME_ZONE), round + 1);
      const instructor = await insertInstructor(db, { name: `Racer ${round}` });
      const at = (hhmm: string) => instantAtWallTime(day, hhmm, DEFAULT_TIME_ZONE);
      const ten = await insertSlot(db, {
        instructorId: instructor.id,
        venueId: venue.id,
        startTime: at('10:00'),
      });
      const later = await insertSlot(db, {
        instructorId: instructor.id,
        venueId: venue.id,
        startTime: at('10:45'),
      });
      const [heldTen, heldLater] = await Promise.all([
        post(0, '/api/bookings/hold-slots', { slotIds: [ten.id], zip: '20814' }),
        post(1, '/api/bookings/hold-slots', { slotIds: [later.id], zip: '22301' }),
      ]);
      expect([heldTen.status, heldLater.status]).toEqual([200, 200]);
      const checkout = (server: number, slotId: string, held: Record<string, unknown>, place: object) =>
        post(server, '/api/bookings/create-payment-intent', {
          bookingData: draft({ pool: place as never }),
          selectedSlots: [slotId],
          holdId: held.holdId,
          holdToken: held.holdToken,
          idempotencyKey: `race-${round}-${slotId}`,
        });
      const results = await Promise.all([
        checkout(0, ten.id, heldTen.body, pool('20814', 'Bethesda', 'MD')),
        checkout(1, later.id, heldLater.body, pool('22301', 'Alexandria', 'VA')),
      ]);
      const statuses = results.map((r) => r.status).sort();
      expect(statuses).toEqual([200, 409]);
      expect(results.find((r) => r.status === 409)?.body.code).toBe('TRAVEL_UNREACHABLE');
    }
  }, 120_000);

  /** Signs a family in on `server` through a manage link, as an email's link does; returns its cookie. */
  const familyCookie = (server: number, email: string) => processes.familyCookie(server, email);

  test('moving a lesson skips the travel check no more: two families moving onto neighbouring times at far-apart pools, one moves', async () => {
    const db = processes.shared.handle.db;
    const venue = await insertVenue(db);
    for (let round = 0; round < 3; round++) {
      const day = shiftDayKey(dayKeyInZone(new Date(), DEFAULT_TIME_ZONE), round + 8);
      const instructor = await insertInstructor(db, { name: `Mover ${round}` });
      const at = (hhmm: string) => instantAtWallTime(day, hhmm, DEFAULT_TIME_ZONE);
      const slotAt = (hhmm: string) =>
        insertSlot(db, { instructorId: instructor.id, venueId: venue.id, startTime: at(hhmm) });
      const [ten, later] = [await slotAt('10:00'), await slotAt('10:45')];
      const families = [
        { email: `bethesda-${round}@example.com`, pool: BETHESDA, to: ten },
        { email: `alexandria-${round}@example.com`, pool: ALEXANDRIA, to: later },
      ];
      const moves = await Promise.all(
        families.map(async (f, server) => {
          const own = await slotAt(server ? '16:00' : '15:00');
          const booking = await insertConfirmedBooking(db, {
            slots: [own],
            seats: 1,
            lessonType: 'private',
            customerEmail: f.email,
            pool: f.pool,
          });
          const [lesson] = await db.select().from(bookingSlots).where(eq(bookingSlots.bookingId, booking.id));
          return {
            server,
            lessonId: lesson!.lessonId,
            cookie: await familyCookie(server, f.email),
            to: f.to,
          };
        }),
      );
      const results = await Promise.all(
        moves.map(async (m) => {
          const origin = processes.origin(m.server);
          const res = await fetch(`${origin}/api/family/lessons/${m.lessonId}/reschedule`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              origin,
              cookie: m.cookie,
              'x-forwarded-for': `198.51.100.${(++visitors % 250) + 1}`,
            },
            body: JSON.stringify({ slotId: m.to.id, expectedDifferenceCents: 0 }),
          });
          return { status: res.status, body: (await res.json()) as Record<string, unknown> };
        }),
      );
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(results.find((r) => r.status === 409)?.body.code).toBe('TRAVEL_UNREACHABLE');
    }
  }, 120_000);
});

const BETHESDA = { street: '4 Maple Court', city: 'Bethesda', state: 'MD', zip: '20814' };
const ALEXANDRIA = { street: '9 King Street', city: 'Alexandria', state: 'VA', zip: '22301' };
