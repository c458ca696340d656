import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { LESSON_TYPE_IDS } from '@core/catalog/lesson-types';
import { createTestDatabase } from '../test/test-database';
import type { DatabaseHandle } from './client';
import { coupons, instructors, timeSlots, venues } from './schema';
import { seatsTakenSql } from './seats';
import { DEMO_WEEKS, seedDemo } from './seed';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => handle?.close());

describe('seedDemo', () => {
  test('creates 4 instructors, 4 venues with travel fees, 8 weeks of slots of all 7 types, and coupons of each type', async () => {
    const now = new Date('2026-06-01T12:00:00Z');
    const written = await seedDemo(handle.db, now);
    expect(written).toBeGreaterThan(100);
    const db = handle.db;
    expect((await db.select({ n: count() }).from(instructors))[0]!.n).toBe(4);
    const pools = await db.select().from(venues);
    expect(pools).toHaveLength(4);
    expect(pools.some((v) => v.travelFeeCents > 0)).toBe(true);
    expect(pools.some((v) => v.poolType === 'community_pool')).toBe(true);

    const slots = await db
      .select({
        lessonType: timeSlots.lessonType,
        start: timeSlots.startTime,
        status: timeSlots.status,
        capacity: timeSlots.capacity,
        taken: seatsTakenSql,
      })
      .from(timeSlots);
    expect(new Set(slots.map((s) => s.lessonType))).toEqual(new Set(LESSON_TYPE_IDS));
    const last = Math.max(...slots.map((s) => s.start.getTime()));
    expect(last - now.getTime()).toBeGreaterThan((DEMO_WEEKS * 7 - 2) * 86_400_000);
    expect(slots.some((s) => s.taken >= s.capacity)).toBe(true);
    expect(slots.some((s) => s.taken > 0 && s.taken < s.capacity)).toBe(true);
    expect(slots.some((s) => s.status === 'unavailable')).toBe(true);

    const types = new Set((await db.select({ type: coupons.type }).from(coupons)).map((c) => c.type));
    expect(types).toEqual(new Set(['percentage', 'fixed', 'free_lesson']));
  });

  test('running again the same day writes nothing new', async () => {
    const now = new Date('2026-06-01T12:00:00Z');
    const before = (await handle.db.select({ n: count() }).from(timeSlots))[0]!.n;
    expect(await seedDemo(handle.db, now)).toBe(0);
    expect((await handle.db.select({ n: count() }).from(timeSlots))[0]!.n).toBe(before);
  });

  test('a later day extends the schedule without duplicating the directory', async () => {
    const written = await seedDemo(handle.db, new Date('2026-06-03T12:00:00Z'));
    expect(written).toBeGreaterThan(0);
    expect((await handle.db.select({ n: count() }).from(instructors))[0]!.n).toBe(4);
    expect(
      (await handle.db.select({ n: count() }).from(coupons).where(eq(coupons.code, 'WELCOME10')))[0]!.n,
    ).toBe(1);
  });
});
