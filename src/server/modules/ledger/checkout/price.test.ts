import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { insertConfirmedBooking, insertCoupon, insertSlot, insertVenue } from '../../../db/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TAX_RATE_BPS: '600' });
  await insertCoupon(t.db, {
    code: 'FAMILY',
    type: 'fixed',
    value: 2500,
    lessonTypes: ['semi_private', 'group'],
  });
});
afterAll(async () => t?.close());

const price = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/bookings/calculate-price', payload });

describe('POST /api/bookings/calculate-price', () => {
  test('a price the API states is the price charged: a venue’s travel fee is what a lesson there costs', async () => {
    // The owner's fee on the venue says $5; its ZIP (Alexandria, about 20 km out) is in a dearer band.
    const venue = await insertVenue(t.db, { travelFeeCents: 500, zip: '22301' });
    const slot = await insertSlot(t.db, { venueId: venue.id, startsInMinutes: 5000 });
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/calendar/time-slots?start=${new Date().toISOString()}&end=${new Date(Date.now() + 7 * 86_400_000).toISOString()}`,
    });
    const stated = (listed.json().venues as { id: string; travelFee: number }[]).find(
      (v) => v.id === venue.id,
    )!;
    const details = await t.app.inject({ method: 'GET', url: `/api/calendar/slot-details?ids=${slot.id}` });
    const charged = await price({ slots: [slot.id], lessonType: 'private', swimmersCount: 1, addOns: [] });
    expect(charged.statusCode).toBe(200);
    expect(stated.travelFee).not.toBe(500);
    expect(charged.json().travelFees).toBe(stated.travelFee);
    expect(details.json().slots[0].venue.travelFee).toBe(stated.travelFee);
  });

  test('prices per swimmer, adds each venue travel fee per lesson, add-ons, coupon and the configured tax', async () => {
    const venue = await insertVenue(t.db, { travelFeeCents: 1500 });
    const a = await insertSlot(t.db, {
      venueId: venue.id,
      basePriceCents: 4500,
      capacity: 3,
      lessonType: 'semi_private',
      startsInMinutes: 3000,
    });
    const b = await insertSlot(t.db, {
      venueId: venue.id,
      basePriceCents: 4500,
      capacity: 3,
      lessonType: 'semi_private',
      startsInMinutes: 6000,
    });
    await insertConfirmedBooking(t.db, {
      slots: [await insertSlot(t.db)],
      seats: 1,
      lessonType: 'private',
      customerEmail: 'back@example.com',
    });
    const res = await price({
      slots: [a.id, b.id],
      lessonType: 'semi_private',
      swimmersCount: 2,
      addOns: [
        { id: 'goggles', quantity: 2 },
        { id: 'swim_cap', quantity: 0 },
      ],
      couponCode: 'family',
      email: 'back@example.com',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      subtotal: 18000,
      travelFees: 3000,
      addOns: 3998,
      discount: 2500,
      taxes: 930,
      total: 18000 - 2500 + 3000 + 3998 + 930,
      discountSource: 'coupon',
      couponError: null,
    });
  });

  test('gives a new customer the $25 first lesson', async () => {
    const slot = await insertSlot(t.db, { basePriceCents: 6500 });
    const res = await price({
      slots: [slot.id],
      lessonType: 'private',
      swimmersCount: 1,
      email: 'new@example.com',
    });
    expect(res.json()).toMatchObject({
      subtotal: 6500,
      discount: 4000,
      discountSource: 'first_lesson',
      taxes: 150,
      total: 2650,
    });
  });

  test('an invalid coupon is reported and not applied', async () => {
    const slot = await insertSlot(t.db, { basePriceCents: 5000 });
    const res = await price({
      slots: [slot.id],
      lessonType: 'private',
      swimmersCount: 1,
      couponCode: 'FAMILY',
    });
    expect(res.json()).toMatchObject({
      couponError: 'This coupon does not apply to Private lessons.',
      discountSource: 'first_lesson',
    });
  });

  test('refuses an add-on over its maximum', async () => {
    const slot = await insertSlot(t.db);
    const res = await price({
      slots: [slot.id],
      lessonType: 'private',
      swimmersCount: 1,
      addOns: [{ id: 'waterproof_bag', quantity: 2 }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Waterproof Bag: at most 1 per booking');
  });

  test('an unknown slot is a 404 and a bad body a 400', async () => {
    expect(
      (await price({ slots: [crypto.randomUUID()], lessonType: 'private', swimmersCount: 1 })).statusCode,
    ).toBe(404);
    expect((await price({ slots: 'x', lessonType: 'yoga', swimmersCount: 0 })).statusCode).toBe(400);
  });
});
