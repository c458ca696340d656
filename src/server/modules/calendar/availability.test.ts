import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { dayKeyInZone, instantAtWallTime, shiftDayKey } from '@core/rules/timezones';
import { insertConfirmedBooking, insertInstructor, insertSlot, insertVenue } from '../../db/factories';
import { holds, holdSlots } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
const NY = 'America/New_York';
const iso = (d: Date) => d.toISOString();
// A quiet stretch of days well ahead, so nothing else in this file lands on them.
const base = shiftDayKey(dayKeyInZone(new Date(), NY), 40);
const at = (dayOffset: number, time: string) => instantAtWallTime(shiftDayKey(base, dayOffset), time, NY);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /api/calendar/availability', () => {
  test('counts bookable and total slots per New York day, leaving out full, closed and held slots', async () => {
    await insertSlot(t.db, { startTime: at(0, '09:00'), capacity: 2 });
    await insertSlot(t.db, { startTime: at(0, '10:00'), capacity: 1, status: 'unavailable' });
    const full = await insertSlot(t.db, { startTime: at(0, '11:00'), capacity: 1 });
    await insertConfirmedBooking(t.db, { slots: [full], seats: 1, lessonType: 'private' });
    const held = await insertSlot(t.db, { startTime: at(0, '13:00'), capacity: 1 });
    const [hold] = await t.db
      .insert(holds)
      .values({ ownerToken: 'x', expiresAt: new Date(Date.now() + 600_000) })
      .returning();
    await t.db.insert(holdSlots).values({ holdId: hold!.id, slotId: held.id, seats: 1 });
    // 22:30 in New York is already the next day in UTC: it must count on the New York day.
    await insertSlot(t.db, { startTime: at(0, '22:30'), capacity: 1 });
    await insertSlot(t.db, { startTime: at(1, '09:00'), capacity: 6, lessonType: 'group' });

    const res = await get(
      `/api/calendar/availability?start=${iso(at(0, '00:00'))}&end=${iso(at(2, '00:00'))}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      timeZone: NY,
      days: [
        { date: shiftDayKey(base, 0), availableSlots: 2, totalSlots: 5 },
        { date: shiftDayKey(base, 1), availableSlots: 1, totalSlots: 1 },
      ],
    });
  });

  test('groups days in the asked time zone and filters by lesson type', async () => {
    await insertSlot(t.db, { startTime: at(5, '21:00'), capacity: 1, lessonType: 'parent_tot' });
    const res = await get(
      `/api/calendar/availability?start=${iso(at(5, '00:00'))}&end=${iso(at(6, '12:00'))}&timeZone=Europe/London&lessonType=parent_tot`,
    );
    expect(res.json()).toEqual({
      timeZone: 'Europe/London',
      days: [{ date: shiftDayKey(base, 6), availableSlots: 1, totalSlots: 1 }],
    });
  });

  test('does not count a slot starting in less than two hours', async () => {
    const soon = new Date(Date.now() + 90 * 60_000);
    await insertSlot(t.db, { startTime: soon, capacity: 1 });
    const res = await get(
      `/api/calendar/availability?start=${iso(new Date(Date.now() + 60 * 60_000))}&end=${iso(new Date(Date.now() + 100 * 60_000))}`,
    );
    expect(res.json().days).toEqual([{ date: dayKeyInZone(soon, NY), availableSlots: 0, totalSlots: 1 }]);
  });

  test('/booking day counts do not ignore the ZIP: with one, a day counts only the times its list offers there', async () => {
    // An instructor teaching at a Bethesda pool at 10:00 can reach Chevy Chase (about 3 km) by 10:45, not Alexandria
    // (about 20 km); another instructor's 10:45 is free to go anywhere.
    const venue = await insertVenue(t.db);
    const maya = await insertInstructor(t.db, { name: 'Maya Thompson', homeZip: '20814' });
    const ten = await insertSlot(t.db, {
      instructorId: maya.id,
      venueId: venue.id,
      startTime: at(20, '10:00'),
    });
    await insertConfirmedBooking(t.db, {
      slots: [ten],
      seats: 1,
      lessonType: 'private',
      pool: { street: '4 Maple Court', city: 'Bethesda', state: 'MD', zip: '20814' },
    });
    await insertSlot(t.db, { instructorId: maya.id, venueId: venue.id, startTime: at(20, '10:45') });
    const carlos = await insertInstructor(t.db, { name: 'Carlos Mendez' });
    await insertSlot(t.db, { instructorId: carlos.id, venueId: venue.id, startTime: at(20, '10:45') });
    const range = `start=${iso(at(20, '00:00'))}&end=${iso(at(20, '23:59'))}`;
    const day = async (zip: string) => {
      const counts = await get(`/api/calendar/availability?${range}&zip=${zip}`);
      const list = await get(`/api/calendar/time-slots?${range}&zip=${zip}`);
      expect(counts.statusCode).toBe(200);
      const listed = list.json().timeSlots as { status: string; bookedCount: number; capacity: number }[];
      const open = listed.filter((s) => s.status === 'available' && s.bookedCount < s.capacity).length;
      return { counted: counts.json().days[0].availableSlots as number, open };
    };

    expect(await day('22301')).toEqual({ counted: 1, open: 1 });
    expect(await day('20815')).toEqual({ counted: 2, open: 2 });
  });

  test.each([
    ['a missing start', `end=${iso(new Date())}`, 'start'],
    ['a reversed range', `start=${iso(at(3, '00:00'))}&end=${iso(at(2, '00:00'))}`, 'end'],
    [
      'an unknown time zone',
      `start=${iso(at(0, '00:00'))}&end=${iso(at(1, '00:00'))}&timeZone=Mars/Olympus`,
      'timeZone',
    ],
    [
      'an unknown lesson type',
      `start=${iso(at(0, '00:00'))}&end=${iso(at(1, '00:00'))}&lessonType=yoga`,
      'lessonType',
    ],
  ])('rejects %s with a 400 naming the field', async (_name, query, field) => {
    const res = await get(`/api/calendar/availability?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
    expect(Object.keys(res.json().fieldErrors)).toContain(field);
  });
});

describe('GET /api/calendar/slot-details', () => {
  test('answers the named slots with instructor, venue, spots left and whether they can be picked', async () => {
    const instructor = await insertInstructor(t.db, { name: 'Hannah Brooks', specialty: 'Adult learners' });
    const venue = await insertVenue(t.db, {
      name: 'Reston HOA Pool',
      poolType: 'hoa_pool',
      travelFeeCents: 500,
    });
    const a = await insertSlot(t.db, {
      startTime: at(10, '09:00'),
      instructorId: instructor.id,
      venueId: venue.id,
      capacity: 3,
      lessonType: 'semi_private',
      basePriceCents: 4500,
    });
    const b = await insertSlot(t.db, {
      startTime: at(10, '10:00'),
      instructorId: instructor.id,
      venueId: venue.id,
      capacity: 1,
    });
    await insertConfirmedBooking(t.db, { slots: [a], seats: 1, lessonType: 'semi_private' });
    await insertConfirmedBooking(t.db, { slots: [b], seats: 1, lessonType: 'private' });

    const res = await get(`/api/calendar/slot-details?ids=${b.id},${a.id}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.notFound).toEqual([]);
    expect(body.slots.map((s: { id: string }) => s.id)).toEqual([a.id, b.id]);
    expect(body.slots[0]).toEqual({
      id: a.id,
      startTime: a.startTime.toISOString(),
      endTime: a.endTime.toISOString(),
      instructorId: instructor.id,
      venueId: venue.id,
      capacity: 3,
      bookedCount: 1,
      lessonType: 'semi_private',
      basePrice: 4500,
      status: 'available',
      spotsLeft: 2,
      bookable: true,
      instructor: { id: instructor.id, name: 'Hannah Brooks', specialty: 'Adult learners' },
      venue: { id: venue.id, name: 'Reston HOA Pool', poolType: 'hoa_pool', travelFee: 500 },
    });
    expect(body.slots[1]).toMatchObject({ spotsLeft: 0, bookable: false });
  });

  test('lists ids that name no slot instead of failing', async () => {
    const a = await insertSlot(t.db, { startTime: at(11, '09:00') });
    const missing = '00000000-0000-4000-8000-000000000000';
    const res = await get(`/api/calendar/slot-details?ids=${a.id},${missing}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().slots).toHaveLength(1);
    expect(res.json().notFound).toEqual([missing]);
  });

  test.each([
    ['no ids at all', ''],
    ['an empty list', '?ids='],
    ['something that is not an id', '?ids=abc'],
    [
      'more than 50 ids',
      `?ids=${Array.from({ length: 51 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`).join(',')}`,
    ],
  ])('rejects %s with a 400', async (_name, query) => {
    const res = await get(`/api/calendar/slot-details${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
    expect(res.json().fieldErrors.ids).toBeTruthy();
  });
});
