import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { insertConfirmedBooking, insertInstructor, insertSlot, insertVenue } from '../../db/factories';
import { holds, holdSlots } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
const day = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();
const now = Date.now();

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const get = (query: string) => t.app.inject({ method: 'GET', url: `/api/calendar/time-slots?${query}` });

describe('GET /api/calendar/time-slots', () => {
  test('answers slots, instructors and venues with the spec field names', async () => {
    const instructor = await insertInstructor(t.db, { name: 'Maya Thompson', specialty: 'Toddlers' });
    const venue = await insertVenue(t.db, {
      name: 'Capitol Hill Pool',
      poolType: 'community_pool',
      travelFeeCents: 500,
    });
    const slot = await insertSlot(t.db, {
      instructorId: instructor.id,
      venueId: venue.id,
      capacity: 3,
      lessonType: 'group',
      basePriceCents: 2500,
      startsInMinutes: 3 * 24 * 60,
    });

    const res = await get(`start=${iso(now)}&end=${iso(now + 7 * day)}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.timeSlots).toContainEqual({
      id: slot.id,
      startTime: slot.startTime.toISOString(),
      endTime: slot.endTime.toISOString(),
      instructorId: instructor.id,
      venueId: venue.id,
      capacity: 3,
      bookedCount: 0,
      lessonType: 'group',
      basePrice: 2500,
      status: 'available',
    });
    expect(body.instructors).toContainEqual({
      id: instructor.id,
      name: 'Maya Thompson',
      specialty: 'Toddlers',
    });
    expect(body.venues).toContainEqual({
      id: venue.id,
      name: 'Capitol Hill Pool',
      poolType: 'community_pool',
      travelFee: 500,
    });
  });

  test('counts confirmed seats and unexpired holds in bookedCount, and ignores expired holds', async () => {
    const slot = await insertSlot(t.db, { capacity: 6, lessonType: 'group', startsInMinutes: 10 * 24 * 60 });
    await insertConfirmedBooking(t.db, { slots: [slot], seats: 2, lessonType: 'group' });
    const [live] = await t.db
      .insert(holds)
      .values({ ownerToken: 'a', expiresAt: new Date(Date.now() + 10 * 60_000) })
      .returning();
    const [expired] = await t.db
      .insert(holds)
      .values({ ownerToken: 'b', expiresAt: new Date(Date.now() - 60_000) })
      .returning();
    await t.db.insert(holdSlots).values([
      { holdId: live!.id, slotId: slot.id, seats: 1 },
      { holdId: expired!.id, slotId: slot.id, seats: 3 },
    ]);
    const res = await get(`start=${iso(now + 9 * day)}&end=${iso(now + 11 * day)}`);
    const found = res.json().timeSlots.find((s: { id: string }) => s.id === slot.id);
    expect(found.bookedCount).toBe(3);
  });

  test('slots within 2 hours are reported bookable no more: a time inside the booking notice is unavailable', async () => {
    const soon = await insertSlot(t.db, { startsInMinutes: 90 });
    const later = await insertSlot(t.db, { startsInMinutes: 150 });
    const res = await get(`start=${iso(now)}&end=${iso(now + day)}`);
    const byId = new Map(
      (res.json().timeSlots as { id: string; status: string }[]).map((s) => [s.id, s.status]),
    );
    expect(byId.get(soon.id)).toBe('unavailable');
    expect(byId.get(later.id)).toBe('available');
  });

  test('filters by lesson type', async () => {
    await insertSlot(t.db, { lessonType: 'bootcamp', capacity: 4, startsInMinutes: 20 * 24 * 60 });
    const res = await get(`start=${iso(now)}&end=${iso(now + 30 * day)}&lessonType=bootcamp`);
    expect(res.statusCode).toBe(200);
    const types = new Set(res.json().timeSlots.map((s: { lessonType: string }) => s.lessonType));
    expect([...types]).toEqual(['bootcamp']);
  });

  test('leaves out slots outside the range', async () => {
    const far = await insertSlot(t.db, { startsInMinutes: 60 * 24 * 60 });
    const res = await get(`start=${iso(now)}&end=${iso(now + 30 * day)}`);
    expect(res.json().timeSlots.map((s: { id: string }) => s.id)).not.toContain(far.id);
  });

  test.each([
    ['a start that is not a date', `start=tomorrow&end=${iso(now)}`, 'start', 'ISO 8601'],
    ['a missing end', `start=${iso(now)}`, 'end', 'end'],
    ['a reversed range', `start=${iso(now + day)}&end=${iso(now)}`, 'end', 'end must be after start'],
    ['a range over 120 days', `start=${iso(now)}&end=${iso(now + 121 * day)}`, 'end', 'at most 120 days'],
    [
      'an unknown lesson type',
      `start=${iso(now)}&end=${iso(now + day)}&lessonType=yoga`,
      'lessonType',
      'lessonType must be one of',
    ],
  ])('rejects %s with a 400 and a clear message', async (_name, query, field, text) => {
    const res = await get(query);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.message).toContain(text);
    expect(body.fieldErrors[field]).toContain(text);
  });
});

describe('system endpoints', () => {
  test('GET /healthz reports the database as ok', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  test('GET /__version answers the build id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/__version' });
    expect(res.statusCode).toBe(200);
    expect(typeof res.json().buildId).toBe('string');
  });

  test('an unknown API path is a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  test('malformed JSON is a 400 with a clear message, never a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/does-not-exist',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken":',
    });
    expect(res.statusCode).toBeLessThan(500);
  });

  test('responses carry security headers with a content security policy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});
