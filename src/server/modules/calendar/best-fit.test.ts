/**
 * "Best fit": with a family's ZIP, each open time says how many minutes of driving it adds to its instructor's day,
 * worked out here by hand from the legs, and the times adding the least of their day are marked.
 * Maya (home in Bethesda, 20814) teaches at a Bethesda pool at 10:00; Carlos (home in Alexandria, 22301) has an empty
 * day. For a family in Chevy Chase (20815), Maya's 10:45 joins her route; Carlos would drive from Alexandria and back.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { TimeSlot } from '@core/api/calendar';
import { DEFAULT_TIME_ZONE } from '@core/catalog/time-zones';
import { dayKeyInZone, instantAtWallTime, shiftDayKey } from '@core/rules/timezones';
import { insertConfirmedBooking, insertInstructor, insertSlot, insertVenue } from '../../db/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { legMinutes } from '../travel';

let t: TestApp;
const tomorrow = shiftDayKey(dayKeyInZone(new Date(), DEFAULT_TIME_ZONE), 1);
const at = (hhmm: string) => instantAtWallTime(tomorrow, hhmm, DEFAULT_TIME_ZONE);
const ids = { mayaTenFortyFive: '', mayaTwo: '', carlosEleven: '' };
const BETHESDA = { street: '4 Maple Court', city: 'Bethesda', state: 'MD' as const, zip: '20814' };

beforeAll(async () => {
  t = await createTestApp();
  const venue = await insertVenue(t.db);
  const maya = await insertInstructor(t.db, {
    name: 'Maya Thompson',
    email: 'maya@x.example',
    homeZip: '20814',
  });
  const carlos = await insertInstructor(t.db, {
    name: 'Carlos Mendez',
    email: 'c@x.example',
    homeZip: '22301',
  });
  const ten = await insertSlot(t.db, { instructorId: maya.id, venueId: venue.id, startTime: at('10:00') });
  await insertConfirmedBooking(t.db, { slots: [ten], seats: 1, lessonType: 'private', pool: BETHESDA });
  ids.mayaTenFortyFive = (
    await insertSlot(t.db, { instructorId: maya.id, venueId: venue.id, startTime: at('10:45') })
  ).id;
  ids.carlosEleven = (
    await insertSlot(t.db, { instructorId: carlos.id, venueId: venue.id, startTime: at('11:00') })
  ).id;
  ids.mayaTwo = (
    await insertSlot(t.db, { instructorId: maya.id, venueId: venue.id, startTime: at('14:00') })
  ).id;
});
afterAll(async () => t?.close());

async function times(zip?: string): Promise<Map<string, TimeSlot>> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/calendar/time-slots?start=${at('00:00').toISOString()}&end=${at('23:59').toISOString()}${zip ? `&zip=${zip}` : ''}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return new Map((res.json().timeSlots as TimeSlot[]).map((s) => [s.id, s]));
}

/** Minutes from one ZIP to the next, by the same road the calendar uses. */
const leg = async (from: string, to: string) => (await legMinutes(t.app, [from, to]))[1]!;

describe('best fit', () => {
  test('each open time adds its two legs less the drive it replaces, and the least of the day is marked', async () => {
    const offered = await times('20815');
    const maya = offered.get(ids.mayaTenFortyFive)!;
    const carlos = offered.get(ids.carlosEleven)!;
    // Maya: from her 10:00 lesson in Bethesda to Chevy Chase, then home to Bethesda, instead of straight home.
    expect(maya.addedDriveMinutes).toBe(
      (await leg('20814', '20815')) + (await leg('20815', '20814')) - (await leg('20814', '20814')),
    );
    // Carlos: from home in Alexandria and back, instead of staying home.
    expect(carlos.addedDriveMinutes).toBe(
      (await leg('22301', '20815')) + (await leg('20815', '22301')) - (await leg('22301', '22301')),
    );
    expect(carlos.addedDriveMinutes!).toBeGreaterThan(maya.addedDriveMinutes! + 5);
    expect(maya.bestFit).toBe(true);
    expect(carlos.bestFit).toBe(false);
  });

  test('a family next to Carlos’s home turns it round', async () => {
    const offered = await times('22301');
    // Maya cannot be in Alexandria by 10:45 after her 10:00 in Bethesda; at 14:00 she can, from Bethesda and back.
    expect(offered.has(ids.mayaTenFortyFive)).toBe(false);
    const maya = offered.get(ids.mayaTwo)!;
    const carlos = offered.get(ids.carlosEleven)!;
    expect(carlos.addedDriveMinutes).toBe(await leg('22301', '22301'));
    expect(maya.addedDriveMinutes!).toBeGreaterThan(carlos.addedDriveMinutes! + 5);
    expect(carlos.bestFit).toBe(true);
    expect(maya.bestFit).toBe(false);
  });

  test('without a ZIP, or with one outside the area, times carry no driving and no mark', async () => {
    for (const zip of [undefined, '21201']) {
      const offered = await times(zip);
      for (const slot of offered.values()) {
        expect(slot).not.toHaveProperty('addedDriveMinutes');
        expect(slot).not.toHaveProperty('bestFit');
      }
    }
  });
});
