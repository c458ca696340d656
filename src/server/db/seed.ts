/**
 * Demo data for the embedded database: four instructors, four pools, eight weeks of lessons from today,
 * some partly booked, some full, some closed, coupons of every type, and eight weeks of history for the reports.
 * Safe to run on every start: rows have natural keys and the schedule only grows forward.
 */
import { TZDate } from '@date-fns/tz';
import { addDays } from 'date-fns';
import { eq, inArray } from 'drizzle-orm';
import type { LessonTypeId } from '@core/catalog/lesson-types';
import { DEFAULT_TIME_ZONE } from '@core/catalog/time-zones';
import { dayKeyInZone, shiftDayKey } from '@core/rules/timezones';
import type { Database } from './client';
import { insertConfirmedBooking } from './factories';
import { seedDemoHistory } from './seed-history';
import { bumpSeatVersion } from './seat-version';
import { appState, coupons, instructors, lessonPackages, timeSlots, venues } from './schema';

export const DEMO_WEEKS = 8;

const DEMO_INSTRUCTORS = [
  {
    name: 'Maya Thompson',
    specialty: 'Toddlers and nervous beginners',
    email: 'maya@example.com',
    homeZip: '20814',
    workStartMinutes: 7 * 60,
  },
  {
    name: 'Carlos Mendez',
    specialty: 'Stroke technique and competitive prep',
    email: 'carlos@example.com',
    homeZip: '22201',
    workStartMinutes: 7 * 60,
  },
  {
    name: 'Hannah Brooks',
    specialty: 'Adult learners and water safety',
    email: 'hannah@example.com',
    homeZip: '20910',
  },
  {
    name: 'Devon Clark',
    specialty: 'Group lessons and bootcamps',
    email: 'devon@example.com',
    homeZip: '20190',
  },
];

const DEMO_VENUES = [
  {
    name: 'Your Home Pool: Bethesda',
    poolType: 'home_pool',
    city: 'Bethesda',
    region: 'MD',
    zip: '20814',
    travelFeeCents: 1000,
  },
  {
    name: 'Your Home Pool: Arlington',
    poolType: 'home_pool',
    city: 'Arlington',
    region: 'VA',
    zip: '22201',
    travelFeeCents: 1500,
  },
  {
    name: 'Capitol Hill Community Pool',
    poolType: 'community_pool',
    address: '635 North Carolina Ave SE',
    city: 'Washington',
    region: 'DC',
    zip: '20003',
    travelFeeCents: 0,
  },
  {
    name: 'Reston HOA Pool',
    poolType: 'hoa_pool',
    address: '11450 Glade Dr',
    city: 'Reston',
    region: 'VA',
    zip: '20191',
    travelFeeCents: 500,
  },
];

/** What each lesson type looks like on the schedule: seats, minutes, price per swimmer in cents. */
const SLOT_SHAPES: Record<LessonTypeId, { capacity: number; minutes: number; prices: number[] }> = {
  private: { capacity: 1, minutes: 30, prices: [5000, 5500, 6000, 6500, 7000] },
  semi_private: { capacity: 3, minutes: 30, prices: [4000, 4200, 4500, 5000, 5500] },
  group: { capacity: 6, minutes: 30, prices: [2500, 2800, 3000, 3500, 4000] },
  parent_tot: { capacity: 1, minutes: 30, prices: [4500] },
  bootcamp: { capacity: 4, minutes: 60, prices: [6000] },
  water_safety: { capacity: 4, minutes: 45, prices: [3500] },
  competitive_training: { capacity: 2, minutes: 60, prices: [7500] },
};

/** Which lesson types each instructor teaches, by position in DEMO_INSTRUCTORS. */
const TEACHES: LessonTypeId[][] = [
  ['private', 'parent_tot', 'semi_private'],
  ['competitive_training', 'private', 'bootcamp'],
  ['private', 'water_safety', 'semi_private'],
  ['group', 'bootcamp', 'semi_private'],
];

const START_HOURS = [9, 10, 11, 13, 14, 15, 16, 17];

/** A small seeded generator so the same day always gets the same schedule. */
function seededRandom(seedText: string): () => number {
  let h = 2166136261;
  for (let i = 0; i < seedText.length; i++) h = Math.imul(h ^ seedText.charCodeAt(i), 16777619);
  return () => {
    h = Math.imul(h ^ (h >>> 15), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    return ((h ^= h >>> 16) >>> 0) / 4294967296;
  };
}

async function upsertDirectory(db: Database) {
  const existing = await db
    .select()
    .from(instructors)
    .where(
      inArray(
        instructors.name,
        DEMO_INSTRUCTORS.map((i) => i.name),
      ),
    );
  const missing = DEMO_INSTRUCTORS.filter((i) => !existing.some((e) => e.name === i.name));
  if (missing.length) existing.push(...(await db.insert(instructors).values(missing).returning()));
  const places = await db
    .select()
    .from(venues)
    .where(
      inArray(
        venues.name,
        DEMO_VENUES.map((v) => v.name),
      ),
    );
  const missingVenues = DEMO_VENUES.filter((v) => !places.some((p) => p.name === v.name));
  if (missingVenues.length) places.push(...(await db.insert(venues).values(missingVenues).returning()));
  const byName = <T extends { name: string }>(rows: T[], name: string) => rows.find((r) => r.name === name)!; // inserted above when missing
  return {
    instructorIds: DEMO_INSTRUCTORS.map((i) => byName(existing, i.name).id),
    venueIds: DEMO_VENUES.map((v) => byName(places, v.name).id),
  };
}

/** The demo's lesson packages, written once (the owner may edit them afterwards). */
async function seedPackages(db: Database) {
  const [existing] = await db.select({ id: lessonPackages.id }).from(lessonPackages).limit(1);
  if (existing) return;
  await db.insert(lessonPackages).values([
    { name: 'Private 4-pack', lessonType: 'private', lessons: 4, priceCents: 21000, monthsValid: 6 },
    { name: 'Private 8-pack', lessonType: 'private', lessons: 8, priceCents: 40000, monthsValid: 12 },
    { name: 'Group 6-pack', lessonType: 'group', lessons: 6, priceCents: 15000, monthsValid: 6 },
  ]);
}

async function seedCoupons(db: Database) {
  const now = Date.now();
  const day = 86_400_000;
  await db
    .insert(coupons)
    .values([
      { code: 'WELCOME10', name: 'Welcome 10% off', type: 'percentage', value: 10 },
      {
        code: 'SPLASH20',
        name: 'Splash into summer: 20% off',
        type: 'percentage',
        value: 20,
        startsAt: new Date(now - day),
        endsAt: new Date(now + 90 * day),
        usageLimit: 50,
      },
      { code: 'SAVE15', name: '$15 off your booking', type: 'fixed', value: 1500 },
      {
        code: 'FAMILY25',
        name: '$25 off family bookings',
        type: 'fixed',
        value: 2500,
        lessonTypes: ['semi_private', 'group'],
      },
      { code: 'FIRSTFREE', name: 'First lesson free', type: 'free_lesson', value: 0, firstTimeOnly: true },
      {
        code: 'BUDDYFREE',
        name: 'Bring a buddy: one lesson free',
        type: 'free_lesson',
        value: 0,
        usageLimit: 20,
      },
      {
        code: 'SPRING5',
        name: 'Spring 5% (ended)',
        type: 'percentage',
        value: 5,
        startsAt: new Date(now - 200 * day),
        endsAt: new Date(now - 100 * day),
      },
    ])
    .onConflictDoNothing({ target: coupons.code });
}

function plannedSlots(dayKey: string, ids: { instructorIds: string[]; venueIds: string[] }) {
  const rand = seededRandom(dayKey);
  const [y, m, d] = dayKey.split('-').map(Number) as [number, number, number];
  const planned: (typeof timeSlots.$inferInsert & { fill: number })[] = [];
  ids.instructorIds.forEach((instructorId, who) => {
    const hours = START_HOURS.filter(() => rand() < 0.4);
    for (const hour of hours) {
      const types = TEACHES[who]!; // one entry per demo instructor
      const lessonType = types[Math.floor(rand() * types.length)]!; // index is within the list
      const shape = SLOT_SHAPES[lessonType];
      const start = new TZDate(y, m - 1, d, hour, 0, 0, DEFAULT_TIME_ZONE);
      const roll = rand();
      planned.push({
        instructorId,
        venueId: ids.venueIds[Math.floor(rand() * ids.venueIds.length)]!, // index is within the list
        lessonType,
        capacity: shape.capacity,
        basePriceCents: shape.prices[Math.floor(rand() * shape.prices.length)]!, // index is within the list
        startTime: new Date(start.getTime()),
        endTime: new Date(start.getTime() + shape.minutes * 60_000),
        status: roll < 0.06 ? 'unavailable' : 'available',
        // Some lessons are already full, some partly booked.
        fill: roll > 0.88 ? shape.capacity : roll > 0.7 ? Math.max(1, Math.floor(shape.capacity / 2)) : 0,
      });
    }
  });
  return planned;
}

/**
 * Each day's early lessons of the first two instructors, at families' own pools, so the instructor's day sheet and
 * the owner's route view have a real morning to show: Maya drives Bethesda to Chevy Chase, Carlos teaches in Arlington.
 */
const DEMO_MORNINGS = [
  {
    who: 0,
    hour: 7,
    minute: 30,
    family: { name: 'Riley Morgan', email: 'riley.morgan@example.com' },
    pool: { street: '4 Maple Court', city: 'Bethesda', state: 'MD', zip: '20814' },
    swimmer: {
      name: 'Ellie Morgan',
      ageGroup: 'child',
      level: 'turtle',
      fears: 'Putting her face in the water',
    },
    specialRequests: 'Gate code 2468; please park on the street.',
    addOns: [{ id: 'goggles', name: 'Swim Goggles', price: 1999, quantity: 1 }],
  },
  {
    who: 0,
    hour: 8,
    minute: 15,
    family: { name: 'Priya Shah', email: 'priya.shah@example.com' },
    pool: { street: '27 Oak Lane', city: 'Chevy Chase', state: 'MD', zip: '20815' },
    swimmer: {
      name: 'Arjun Shah',
      ageGroup: 'child',
      level: 'seahorse',
      healthConsiderations: 'Mild asthma: inhaler in bag',
    },
  },
  {
    who: 1,
    hour: 7,
    minute: 30,
    family: { name: 'Dana Lee', email: 'dana.lee@example.com' },
    pool: { street: '1200 N Pierce St', city: 'Arlington', state: 'VA', zip: '22209' },
    swimmer: { name: 'Sam Lee', ageGroup: 'teen', level: 'guppy' },
  },
];

async function seedInstructorMornings(
  db: Database,
  day: string,
  ids: { instructorIds: string[]; venueIds: string[] },
) {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  for (const morning of DEMO_MORNINGS) {
    const start = new TZDate(y, m - 1, d, morning.hour, morning.minute, 0, DEFAULT_TIME_ZONE);
    const [slot] = await db
      .insert(timeSlots)
      .values({
        instructorId: ids.instructorIds[morning.who]!, // DEMO_MORNINGS names demo instructors by position
        venueId: ids.venueIds[morning.who]!, // the instructor's home-area venue
        lessonType: 'private',
        capacity: 1,
        basePriceCents: 5500,
        startTime: new Date(start.getTime()),
        endTime: new Date(start.getTime() + 30 * 60_000),
      })
      .onConflictDoNothing({ target: [timeSlots.instructorId, timeSlots.startTime] })
      .returning();
    if (!slot) continue; // already seeded for this day
    await insertConfirmedBooking(db, {
      slots: [slot],
      seats: 1,
      lessonType: 'private',
      customerName: morning.family.name,
      customerEmail: morning.family.email,
      pool: morning.pool,
      swimmers: [morning.swimmer],
      specialRequests: morning.specialRequests,
      addOns: morning.addOns,
    });
  }
}

/** Seeds the demo business. Returns how many new lesson slots were written. */
export async function seedDemo(db: Database, now = new Date()): Promise<number> {
  const today = dayKeyInZone(now, DEFAULT_TIME_ZONE);
  const [state] = await db.select().from(appState).where(eq(appState.key, 'demo_schedule_through'));
  const through = typeof state?.value === 'string' ? state.value : '';
  const lastDay = dayKeyInZone(addDays(now, DEMO_WEEKS * 7), DEFAULT_TIME_ZONE);
  // Already seeded today: one query, so a restart stays fast.
  if (through >= lastDay) return 0;

  const ids = await upsertDirectory(db);
  await seedCoupons(db);
  await seedPackages(db);
  // Venue ids line up with instructors (each one's home-area pool); the history's lessons are at families' pools.
  await seedDemoHistory(db, today, ids.instructorIds, ids.venueIds[0]!, seededRandom('history'));
  // Today's and tomorrow's: a day sheet opened just after midnight still has its morning.
  await seedInstructorMornings(db, today, ids);
  await seedInstructorMornings(db, shiftDayKey(today, 1), ids);

  const planned = [];
  for (let i = 0; i <= DEMO_WEEKS * 7; i++) {
    const key = dayKeyInZone(addDays(now, i), DEFAULT_TIME_ZONE);
    if (key > through && key >= today) planned.push(...plannedSlots(key, ids));
  }
  let written = 0;
  if (planned.length) {
    const inserted = await db
      .insert(timeSlots)
      .values(planned.map(({ fill: _fill, ...slot }) => slot))
      .onConflictDoNothing({ target: [timeSlots.instructorId, timeSlots.startTime] })
      .returning();
    written = inserted.length;
    for (const slot of inserted) {
      const fill =
        planned.find(
          (p) => p.instructorId === slot.instructorId && p.startTime!.getTime() === slot.startTime.getTime(),
        )?.fill ?? 0;
      if (fill > 0)
        await insertConfirmedBooking(db, { slots: [slot], seats: fill, lessonType: slot.lessonType });
    }
  }
  await db
    .insert(appState)
    .values({ key: 'demo_schedule_through', value: lastDay })
    .onConflictDoUpdate({ target: appState.key, set: { value: lastDay, updatedAt: new Date() } });
  // The seed also runs on a live server (daily, to extend the demo schedule): calendar caches must see it.
  await bumpSeatVersion(db);
  return written;
}
