/**
 * The demo business's recent past, so the owner's reports and payroll have something to show: eight weeks of
 * weekday lessons already taught at families' pools (paid by card, a few no-shows and cancellations), lead sign-ups,
 * and site visits with their sources and A/B variants. Written once, the first time the demo is seeded.
 */
import { randomUUID } from 'node:crypto';
import { TZDate } from '@date-fns/tz';
import { eq } from 'drizzle-orm';
import { DEFAULT_TIME_ZONE } from '@core/catalog/time-zones';
import { shiftDayKey } from '@core/rules/timezones';
import type { Database } from './client';
import { readableId, secretToken, sha256 } from '../lib/ids';
import {
  analyticsEvents,
  appState,
  bookings,
  bookingSlots,
  bookingSwimmers,
  lessonAttendance,
  leads,
  payments,
  timeSlots,
} from './schema';

const HISTORY_WEEKS = 8;
const POOL_ZIPS = ['20815', '20814', '20910', '22209', '22201', '20016', '20001', '22101'];
const SOURCES = ['google', 'google', 'instagram', 'nextdoor', 'direct', 'direct'];
const HEADLINES = ['first-lesson', 'at-your-pool', 'confidence'];
const FLOWS = ['standard', 'urgency', 'testimonial'];

/** Lessons, visits and sign-ups of the weeks before `today`; `random` makes the same history every time. */
export async function seedDemoHistory(
  db: Database,
  today: string,
  instructorIds: readonly string[],
  venueId: string,
  random: () => number,
): Promise<void> {
  const [done] = await db.select().from(appState).where(eq(appState.key, 'demo_history_seeded'));
  if (done) return;
  const at = (day: string, hour: number, minute = 0) => {
    const [y, m, d] = day.split('-').map(Number) as [number, number, number];
    return new Date(new TZDate(y, m - 1, d, hour, minute, 0, DEFAULT_TIME_ZONE).getTime());
  };
  // Built in memory and written in a few statements: the demo's first start stays quick.
  const rows = {
    slots: [] as (typeof timeSlots.$inferInsert)[],
    bookings: [] as (typeof bookings.$inferInsert)[],
    lessons: [] as (typeof bookingSlots.$inferInsert)[],
    swimmers: [] as (typeof bookingSwimmers.$inferInsert)[],
    payments: [] as (typeof payments.$inferInsert)[],
    attendance: [] as (typeof lessonAttendance.$inferInsert)[],
  };
  for (let back = HISTORY_WEEKS * 7; back >= 1; back--) {
    const day = shiftDayKey(today, -back);
    const weekday = at(day, 12).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    for (const [n, instructorId] of instructorIds.entries()) {
      // Two lessons a day each, at two families' pools: the drive between them is the day's mileage.
      for (const [k, hour] of [12, 13].entries()) {
        const start = at(day, hour, 15 * n);
        const slotId = randomUUID();
        const bookingId = randomUUID();
        const lessonId = randomUUID();
        const swimmerId = randomUUID();
        const family = Math.floor(random() * 40);
        const zip = POOL_ZIPS[(n * 2 + k + family) % POOL_ZIPS.length]!; // the list is not empty
        const confirmedAt = new Date(start.getTime() - (2 + Math.floor(random() * 9)) * 86_400_000);
        rows.slots.push({
          id: slotId,
          instructorId,
          venueId,
          lessonType: 'private',
          capacity: 1,
          basePriceCents: 5500,
          startTime: start,
          endTime: new Date(start.getTime() + 30 * 60_000),
        });
        rows.bookings.push({
          id: bookingId,
          reference: readableId('BK'),
          status: 'confirmed',
          lessonType: 'private',
          swimmersCount: 1,
          customerName: `Demo Family ${family + 1}`,
          customerEmail: `family${family + 1}@example.com`,
          emergencyName: 'Demo Contact',
          emergencyPhone: '(202) 555-0100',
          subtotalCents: 5500,
          travelFeesCents: 0,
          addOnsCents: 0,
          discountCents: 0,
          taxesCents: 440,
          totalCents: 5940,
          accessTokenHash: sha256(secretToken()),
          confirmedAt,
          createdAt: confirmedAt,
          poolStreet: `${100 + family} Demo Street`,
          poolCity: 'Washington',
          poolState: 'DC',
          poolZip: zip,
        });
        const outcome = random();
        const cancelled = outcome < 0.12;
        rows.lessons.push({
          bookingId,
          slotId,
          seats: 1,
          priceCents: 5500,
          lessonId,
          icsUid: `${bookingId}.${slotId}`,
          ...(cancelled
            ? {
                cancelledAt: confirmedAt,
                cancelReason: outcome < 0.07 ? 'Cancelled by the family' : 'Cancelled for weather',
              }
            : {}),
        });
        rows.swimmers.push({
          id: swimmerId,
          bookingId,
          position: 0,
          name: `Swimmer ${family + 1}`,
          email: `family${family + 1}@example.com`,
          ageGroup: 'child',
          level: 'guppy',
          experienceLevel: 'beginner',
        });
        rows.payments.push({
          bookingId,
          gateway: 'test',
          intentId: `pi_demo_${bookingId}`,
          amountCents: 5940,
          status: 'succeeded',
          createdAt: confirmedAt,
        });
        if (!cancelled)
          rows.attendance.push({
            lessonId,
            swimmerId,
            status: outcome < 0.18 ? 'no_show' : 'attended',
            instructorId,
            recordedAt: new Date(start.getTime() + 30 * 60_000),
          });
      }
    }
    await seedVisits(db, day, at, random);
  }
  await db.transaction(async (tx) => {
    const placed = await tx
      .insert(timeSlots)
      .values(rows.slots)
      .onConflictDoNothing({ target: [timeSlots.instructorId, timeSlots.startTime] })
      .returning({ id: timeSlots.id });
    // A time already there (a second seeding) keeps its own lesson: only new times get one.
    const fresh = new Set(placed.map((p) => p.id));
    const bookingIds = new Set(rows.lessons.filter((l) => fresh.has(l.slotId)).map((l) => l.bookingId));
    const mine = <T extends { bookingId?: string | null }>(list: T[]) =>
      list.filter((r) => bookingIds.has(r.bookingId!));
    if (!bookingIds.size) return;
    await tx.insert(bookings).values(rows.bookings.filter((b) => bookingIds.has(b.id!)));
    await tx.insert(bookingSlots).values(mine(rows.lessons));
    const swimmers = mine(rows.swimmers);
    await tx.insert(bookingSwimmers).values(swimmers);
    await tx.insert(payments).values(mine(rows.payments));
    const swimmerIds = new Set(swimmers.map((s) => s.id));
    const attendance = rows.attendance.filter((a) => swimmerIds.has(a.swimmerId));
    if (attendance.length) await tx.insert(lessonAttendance).values(attendance);
  });
  await db.insert(appState).values({ key: 'demo_history_seeded', value: today }).onConflictDoNothing();
}

/** A day's visits: where each came from, its variants, and whether it signed up, asked for lessons or booked. */
async function seedVisits(
  db: Database,
  day: string,
  at: (day: string, hour: number, minute?: number) => Date,
  random: () => number,
) {
  const events: (typeof analyticsEvents.$inferInsert)[] = [];
  const visits = 6 + Math.floor(random() * 10);
  for (let v = 0; v < visits; v++) {
    const sessionId = `demo-${day}-${v}`;
    const when = at(day, 8 + Math.floor(random() * 12), Math.floor(random() * 60));
    const variants = {
      heroHeadline: HEADLINES[Math.floor(random() * HEADLINES.length)]!, // an index inside the list
      bookingFlow: FLOWS[Math.floor(random() * FLOWS.length)]!,
    };
    const did: [string, Record<string, unknown> | null][] = [
      ['session_start', { source: SOURCES[Math.floor(random() * SOURCES.length)]! }],
      ['scroll_depth', { percent: 50 }],
    ];
    const r = random();
    if (r < 0.1) did.push(['lead_magnet_submitted', { trigger: 'scroll' }]);
    else if (r < 0.16) did.push(['request_sent', null]);
    else if (r < 0.26) did.push(['conversion', { type: 'booking_complete', value: 25 }]);
    did.forEach(([name, data], i) =>
      events.push({
        sessionId,
        clientEventId: `${sessionId}-${i}`,
        name,
        path: '/',
        deviceClass: random() < 0.6 ? 'mobile' : 'desktop',
        occurredAt: when,
        receivedAt: when,
        data,
        variants,
      }),
    );
    if (r < 0.1)
      await db
        .insert(leads)
        .values({
          email: `lead.${day}.${v}@example.com`,
          name: 'Demo Lead',
          resource: 'water-safety-checklist',
          trigger: 'scroll',
          source: did[0]![1]!.source as string, // session_start, written above
          createdAt: when,
        })
        .onConflictDoNothing();
  }
  await db.insert(analyticsEvents).values(events).onConflictDoNothing();
}
