/**
 * The instructor's morning: a 10:00-10:30 lesson at a pool in Bethesda (20814). Her 10:45 time is offered to a family
 * in Chevy Chase (20815, about 3 km away) and not to one in Alexandria (22301, about 20 km); Baltimore (21201) is
 * outside the service area. The calendar, the hold and the checkout all say the same.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEFAULT_TIME_ZONE } from '@core/catalog/time-zones';
import { dayKeyInZone, instantAtWallTime, shiftDayKey } from '@core/rules/timezones';
import { bumpSeatVersion } from '../../db/seat-version';
import { insertConfirmedBooking, insertInstructor, insertSlot, insertVenue } from '../../db/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { lessonRequests } from '../../db/schema';
import { readableId } from '../../lib/ids';
import { signIn } from '../auth/testing';
import { rescheduleLesson, rescheduleOptions } from '../ledger/changes/lesson-changes';
import { createIntent, draft, hold } from '../ledger/test/booking-flow';

let t: TestApp;
const tomorrow = shiftDayKey(dayKeyInZone(new Date(), DEFAULT_TIME_ZONE), 1);
const at = (hhmm: string) => instantAtWallTime(tomorrow, hhmm, DEFAULT_TIME_ZONE);
let tenFortyFive: { id: string };
let otherInstructorsTen: { id: string };

const BETHESDA = { street: '4 Maple Court', city: 'Bethesda', state: 'MD' as const, zip: '20814' };
const pool = (zip: string, city = 'Somewhere', state: 'MD' | 'VA' | 'DC' = 'MD') => ({
  kind: 'address' as const,
  street: '12 Elm Street',
  city,
  state,
  zip,
});

beforeAll(async () => {
  t = await createTestApp();
  const venue = await insertVenue(t.db);
  const maya = await insertInstructor(t.db, { name: 'Maya Thompson', homeZip: '20814' });
  const ten = await insertSlot(t.db, { instructorId: maya.id, venueId: venue.id, startTime: at('10:00') });
  await insertConfirmedBooking(t.db, { slots: [ten], seats: 1, lessonType: 'private', pool: BETHESDA });
  tenFortyFive = await insertSlot(t.db, { instructorId: maya.id, venueId: venue.id, startTime: at('10:45') });
  const carlos = await insertInstructor(t.db, { name: 'Carlos Mendez' });
  otherInstructorsTen = await insertSlot(t.db, {
    instructorId: carlos.id,
    venueId: venue.id,
    startTime: at('10:45'),
  });
});
afterAll(async () => t?.close());

const offeredIds = async (zip?: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/calendar/time-slots?start=${at('00:00').toISOString()}&end=${at('23:59').toISOString()}${zip ? `&zip=${zip}` : ''}`,
  });
  expect(res.statusCode).toBe(200);
  return (res.json().timeSlots as { id: string }[]).map((s) => s.id);
};

describe('travel-aware times', () => {
  test('a visitor in Chevy Chase (about 3 km away) is offered her 10:45 time', async () => {
    expect(await offeredIds('20815')).toContain(tenFortyFive.id);
  });

  test('a visitor in Alexandria (about 20 km away) is not, while another instructor’s 10:45 still is', async () => {
    const offered = await offeredIds('22301');
    expect(offered).not.toContain(tenFortyFive.id);
    expect(offered).toContain(otherInstructorsTen.id);
  });

  test('without a ZIP every time is shown', async () => {
    expect(await offeredIds()).toEqual(expect.arrayContaining([tenFortyFive.id, otherInstructorsTen.id]));
  });

  test('Baltimore is outside the service area, and the ZIP look-up says so', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/travel/zip/21201' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      zip: '21201',
      city: 'Baltimore',
      inServiceArea: false,
      travelFeeCents: null,
    });
    expect(res.json().message).toContain('outside our service area');
    expect(await offeredIds('21201')).toContain(tenFortyFive.id); // shown, but nothing can be booked there
  });

  test('holding the 10:45 time for an Alexandria pool is refused and holds nothing', async () => {
    const refused = await hold(t, [tenFortyFive.id], { zip: '22301' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'TRAVEL_UNREACHABLE',
      unavailableSlotIds: [tenFortyFive.id],
    });
    const outside = await hold(t, [tenFortyFive.id], { zip: '21201' });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().code).toBe('OUTSIDE_SERVICE_AREA');
  });

  test('the checkout re-checks: a hold made without a ZIP cannot be paid for a pool out of reach', async () => {
    const held = (await hold(t, [tenFortyFive.id])).json();
    const far = await createIntent(t, {
      slotIds: [tenFortyFive.id],
      holdId: held.holdId,
      holdToken: held.holdToken,
      bookingData: draft({ pool: pool('22301', 'Alexandria', 'VA') }),
    });
    expect(far.statusCode).toBe(409);
    expect(far.json().code).toBe('TRAVEL_UNREACHABLE');
    const baltimore = await createIntent(t, {
      slotIds: [tenFortyFive.id],
      holdId: held.holdId,
      holdToken: held.holdToken,
      bookingData: draft({ pool: pool('21201', 'Baltimore') }),
    });
    expect(baltimore.statusCode).toBe(400);
    expect(baltimore.json().code).toBe('OUTSIDE_SERVICE_AREA');
    const near = await createIntent(t, {
      slotIds: [tenFortyFive.id],
      holdId: held.holdId,
      holdToken: held.holdToken,
      bookingData: draft({ pool: pool('20815', 'Chevy Chase') }),
    });
    expect(near.statusCode).toBe(200);
  });

  test('once a Chevy Chase family has 10:45, an 11:35 time goes only to pools that can be reached from there', async () => {
    // The checkout above placed 10:45 at 20815 (pending payment counts: the seats are held for it).
    const maya = (await t.db.query.timeSlots.findFirst({ where: (s, { eq }) => eq(s.id, tenFortyFive.id) }))!;
    const eleven = await insertSlot(t.db, {
      instructorId: maya.instructorId,
      venueId: maya.venueId,
      startTime: at('11:35'),
    });
    expect(await offeredIds('20814')).toContain(eleven.id);
    expect(await offeredIds('22030')).not.toContain(eleven.id); // Fairfax, about 28 km
  });
});

describe('places, not only ZIPs', () => {
  const setUp = async (name: string) => {
    const instructor = await insertInstructor(t.db, { name });
    const venue = await insertVenue(t.db);
    const slotAt = (hhmm: string, over: { capacity?: number; lessonType?: string } = {}) =>
      insertSlot(t.db, { instructorId: instructor.id, venueId: venue.id, startTime: at(hhmm), ...over });
    return { slotAt };
  };

  test('a family changing its pool after starting to pay is judged without its own open checkout', async () => {
    const { slotAt } = await setUp('Own checkout');
    const slot = await slotAt('14:00');
    const held = (await hold(t, [slot.id])).json();
    const started = await createIntent(t, {
      slotIds: [slot.id],
      holdId: held.holdId,
      holdToken: held.holdToken,
      bookingData: draft({ pool: pool('20815', 'Chevy Chase') }),
    });
    expect(started.statusCode).toBe(200);
    const rehold = await hold(t, [slot.id], { holdId: held.holdId, holdToken: held.holdToken, zip: '22301' });
    expect(rehold.statusCode, rehold.body).toBe(200);
    // Someone else's hold id proves nothing: their checkout still counts.
    const stranger = await hold(t, [slot.id], {
      holdId: held.holdId,
      holdToken: 'x'.repeat(43),
      zip: '22301',
    });
    expect(stranger.statusCode).toBe(409);
  });

  test('back to back at the same business pool takes no drive; at another pool in the same ZIP it does', async () => {
    const { slotAt } = await setUp('Same pool');
    const reston = await insertVenue(t.db, { name: 'Reston HOA', poolType: 'hoa_pool', zip: '20191' });
    const first = await slotAt('09:00');
    const next = await slotAt('09:30');
    await insertConfirmedBooking(t.db, { slots: [first], seats: 1, lessonType: 'private' }).then((b) =>
      t.db.execute(
        sql`update bookings set pool_venue_id = ${reston.id}, pool_zip = '20191' where id = ${b.id}`,
      ),
    );
    const held = (await hold(t, [next.id])).json();
    const neighbour = await createIntent(t, {
      slotIds: [next.id],
      holdId: held.holdId,
      holdToken: held.holdToken,
      bookingData: draft({ pool: pool('20191', 'Reston', 'VA') }),
    });
    expect(neighbour.statusCode).toBe(409); // a family's pool in Reston: a few minutes away at least
    const samePool = await createIntent(t, {
      slotIds: [next.id],
      holdId: held.holdId,
      holdToken: held.holdToken,
      bookingData: draft({ pool: { kind: 'community', venueId: reston.id } }),
    });
    expect(samePool.statusCode, samePool.body).toBe(200);
  });

  test('a group time with a family at its own pool is offered to nobody else', async () => {
    const { slotAt } = await setUp('Group at home');
    const group = await slotAt('16:00', { capacity: 6, lessonType: 'group' });
    await insertConfirmedBooking(t.db, { slots: [group], seats: 1, lessonType: 'group', pool: BETHESDA });
    expect(await offeredIds('20814')).not.toContain(group.id);
    expect(await offeredIds('20815')).not.toContain(group.id);
  });

  test('an abandoned checkout stops placing the instructor once its hold has ended', async () => {
    const { slotAt } = await setUp('Abandoned');
    const first = await slotAt('12:00');
    const next = await slotAt('12:45');
    const held = (await hold(t, [first.id])).json();
    const started = await createIntent(t, {
      slotIds: [first.id],
      holdId: held.holdId,
      holdToken: held.holdToken,
      bookingData: draft({ pool: pool('20814', 'Bethesda') }),
    });
    expect(started.statusCode).toBe(200);
    expect(await offeredIds('22301')).not.toContain(next.id);
    await t.db.execute(
      sql`update holds set expires_at = now() - interval '1 minute' where id = ${held.holdId}`,
    );
    await bumpSeatVersion(t.db); // as the sweeper does when it ends the hold
    expect(await offeredIds('22301')).toContain(next.id);
  });
});

describe('every path that places a lesson uses the one travel rule', () => {
  type Place = { street: string; city: string; state: 'MD' | 'VA' | 'DC'; zip: string };
  // Four days ahead: lessons move online only with more than a day's notice.
  const day = shiftDayKey(tomorrow, 3);
  const at = (hhmm: string) => instantAtWallTime(day, hhmm, DEFAULT_TIME_ZONE);
  /** Her 10:00 lesson at a family's pool in Bethesda, and her free 10:45 time. */
  const morning = async (name: string) => {
    const instructor = await insertInstructor(t.db, { name, homeZip: '20814' });
    const venue = await insertVenue(t.db);
    const slotAt = (hhmm: string) =>
      insertSlot(t.db, { instructorId: instructor.id, venueId: venue.id, startTime: at(hhmm) });
    const ten = await slotAt('10:00');
    await insertConfirmedBooking(t.db, { slots: [ten], seats: 1, lessonType: 'private', pool: BETHESDA });
    return { slotAt, tenFortyFive: await slotAt('10:45') };
  };
  /** A family with a lesson of its own at `hhmm`, at its pool in `zip`; returns its email and the lesson's id. */
  const familyAt = async (slot: { id: string; basePriceCents: number }, email: string, place: Place) => {
    const booking = await insertConfirmedBooking(t.db, {
      slots: [slot],
      seats: 1,
      lessonType: 'private',
      customerEmail: email,
      pool: place,
    });
    const [lesson] = await t.db.query.bookingSlots.findMany({
      where: (b, { eq }) => eq(b.bookingId, booking.id),
    });
    return lesson!.lessonId;
  };
  /** The owner approves a lesson request for `slot` on `day`, stored with the family's pool or none. */
  const approveRequest = async (
    headers: Record<string, string>,
    slot: { id: string },
    email: string,
    place?: Place,
  ) => {
    const [row] = await t.db
      .insert(lessonRequests)
      .values({
        requestCode: readableId('REQ'),
        idempotencyKey: readableId('KEY', 12),
        lessonType: 'private',
        swimmers: 1,
        dates: [day],
        slotIds: [slot.id],
        firstName: 'Dana',
        lastName: 'Reyes',
        email,
        phone: '(202) 555-0100',
        ...(place
          ? { poolStreet: place.street, poolCity: place.city, poolState: place.state, poolZip: place.zip }
          : {}),
      })
      .returning();
    return t.app.inject({
      method: 'POST',
      url: `/api/admin/lesson-requests/${row!.id}/approve`,
      headers,
      payload: {},
    });
  };
  const ALEXANDRIA: Place = { street: '9 King Street', city: 'Alexandria', state: 'VA', zip: '22301' };
  const CHEVY_CHASE: Place = { street: '12 Elm Street', city: 'Chevy Chase', state: 'MD', zip: '20815' };

  test('moving a lesson skips the travel check no more: a time out of reach is neither offered nor taken', async () => {
    const { slotAt, tenFortyFive: target } = await morning('Moves');
    const far = await familyAt(await slotAt('15:00'), 'far-mover@example.com', ALEXANDRIA);
    const near = await familyAt(await slotAt('16:00'), 'near-mover@example.com', CHEVY_CHASE);

    const farOptions = await rescheduleOptions(t.app, 'far-mover@example.com', far);
    expect(farOptions.times.map((o) => o.slotId)).not.toContain(target.id);
    await expect(
      rescheduleLesson(t.app, 'far-mover@example.com', far, {
        slotId: target.id,
        expectedDifferenceCents: 0,
      }),
    ).rejects.toMatchObject({ statusCode: 409, code: 'TRAVEL_UNREACHABLE' });

    const nearOptions = await rescheduleOptions(t.app, 'near-mover@example.com', near);
    expect(nearOptions.times.map((o) => o.slotId)).toContain(target.id);
    expect(
      await rescheduleLesson(t.app, 'near-mover@example.com', near, {
        slotId: target.id,
        expectedDifferenceCents: 0,
      }),
    ).toMatchObject({ status: 'moved' });
  });

  test('approving a lesson request for a pool out of reach is refused with the times, and books nothing', async () => {
    const { tenFortyFive: target } = await morning('Approvals');
    const admin = await signIn(t.app, { ip: '10.44.0.1' });
    const request = (place: Place) =>
      approveRequest(admin.headers, target, `dana.${place.zip}@example.com`, place);
    const refused = await request(ALEXANDRIA);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'TRAVEL_UNREACHABLE', unavailableSlotIds: [target.id] });
    expect(refused.json().message).toMatch(/^The instructor cannot reach this family's pool in time for: /);
    expect(await t.db.query.bookingSlots.findMany({ where: (b, { eq }) => eq(b.slotId, target.id) })).toEqual(
      [],
    );
    expect((await request(CHEVY_CHASE)).statusCode).toBe(200);
  });

  test('a booking without a family pool counts its time’s venue as its place', async () => {
    const instructor = await insertInstructor(t.db, { name: 'Venue lessons' });
    const bethesdaPool = await insertVenue(t.db, {
      name: 'Bethesda HOA',
      poolType: 'hoa_pool',
      zip: '20814',
    });
    const slotAt = (hhmm: string) =>
      insertSlot(t.db, { instructorId: instructor.id, venueId: bethesdaPool.id, startTime: at(hhmm) });
    await insertConfirmedBooking(t.db, { slots: [await slotAt('12:00')], seats: 1, lessonType: 'private' });
    const next = await slotAt('12:45');
    const offered = async (zip: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/calendar/time-slots?start=${at('00:00').toISOString()}&end=${at('23:59').toISOString()}&zip=${zip}`,
      });
      return (res.json().timeSlots as { id: string }[]).map((s) => s.id);
    };
    expect(await offered('22301')).not.toContain(next.id);
    expect((await hold(t, [next.id], { zip: '22301' })).json()).toMatchObject({ code: 'TRAVEL_UNREACHABLE' });
    expect(await offered('20815')).toContain(next.id);
  });

  test('a shared time already meeting at one of our pools is joined there: the hold names the pool, and the checkout takes it and no other', async () => {
    const instructor = await insertInstructor(t.db, { name: 'Group at the pool' });
    const hoa = await insertVenue(t.db, { name: 'Bethesda HOA', poolType: 'hoa_pool', zip: '20814' });
    const group = await insertSlot(t.db, {
      instructorId: instructor.id,
      venueId: hoa.id,
      startTime: at('17:00'),
      capacity: 6,
      lessonType: 'group',
    });
    // An older booking that names no pool: it is at its time's venue.
    await insertConfirmedBooking(t.db, { slots: [group], seats: 1, lessonType: 'group' });
    const held = await hold(t, [group.id], { zip: '20814' });
    expect(held.statusCode, held.body).toBe(200);
    expect(held.json().meetsAt).toEqual([{ slotId: group.id, venueId: hoa.id, venueName: 'Bethesda HOA' }]);
    const checkout = (place: ReturnType<typeof draft>['pool']) =>
      createIntent(t, {
        slotIds: [group.id],
        holdId: held.json().holdId,
        holdToken: held.json().holdToken,
        bookingData: draft({ lessonType: 'group', pool: place }),
      });
    const atHome = await checkout({ ...pool('20814', 'Bethesda') });
    expect(atHome.statusCode).toBe(409);
    expect(atHome.json()).toMatchObject({ code: 'TRAVEL_UNREACHABLE', unavailableSlotIds: [group.id] });
    const atThePool = await checkout({ kind: 'community', venueId: hoa.id });
    expect(atThePool.statusCode, atThePool.body).toBe(200);
    // The family's own open checkout is not named back to it; the next family still sees where the class meets.
    const again = await hold(t, [group.id], { holdId: held.json().holdId, holdToken: held.json().holdToken });
    expect(again.json().meetsAt).toEqual([{ slotId: group.id, venueId: hoa.id, venueName: 'Bethesda HOA' }]);
    expect((await hold(t, [group.id])).json().meetsAt).toHaveLength(1);
  });

  test('a time that meets nowhere yet, or at a "your home pool" venue, names no pool', async () => {
    const instructor = await insertInstructor(t.db, { name: 'Open times' });
    const homeArea = await insertVenue(t.db, { name: 'Your Home Pool: Bethesda', zip: '20814' });
    const group = await insertSlot(t.db, {
      instructorId: instructor.id,
      venueId: homeArea.id,
      startTime: at('18:00'),
      capacity: 6,
      lessonType: 'group',
    });
    expect((await hold(t, [group.id])).json().meetsAt).toEqual([]);
    await insertConfirmedBooking(t.db, { slots: [group], seats: 1, lessonType: 'group' });
    expect((await hold(t, [group.id])).json().meetsAt).toEqual([]);

    // A class at a family's own pool, even on a time listed at one of our pools, is never named: its address is theirs.
    const hoa = await insertVenue(t.db, { name: 'Chevy Chase HOA', poolType: 'hoa_pool', zip: '20815' });
    const atHome = await insertSlot(t.db, {
      instructorId: instructor.id,
      venueId: hoa.id,
      startTime: at('19:00'),
      capacity: 6,
      lessonType: 'group',
    });
    await insertConfirmedBooking(t.db, { slots: [atHome], seats: 1, lessonType: 'group', pool: BETHESDA });
    const held = await hold(t, [atHome.id]);
    expect(held.statusCode, held.body).toBe(200);
    expect(held.json().meetsAt).toEqual([]);
    expect(held.body).not.toContain('Maple');
  });

  test('approving a request that names no pool judges each time at its venue', async () => {
    const { slotAt, tenFortyFive } = await morning('Approvals without a pool');
    const alexandria = await insertVenue(t.db, { name: 'Alexandria Y', poolType: 'gym_pool', zip: '22301' });
    const admin = await signIn(t.app, { ip: '10.44.0.2' });
    const request = (slot: { id: string }) =>
      approveRequest(admin.headers, slot, `noa.${slot.id.slice(0, 8)}@example.com`); // names no pool
    await t.db.execute(sql`update time_slots set venue_id = ${alexandria.id} where id = ${tenFortyFive.id}`);
    const refused = await request(tenFortyFive);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'TRAVEL_UNREACHABLE',
      unavailableSlotIds: [tenFortyFive.id],
    });
    expect((await request(await slotAt('14:00'))).statusCode).toBe(200);
  });
});
