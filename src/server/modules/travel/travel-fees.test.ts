/** Travel fees come from the owner's distance bands, measured from central DC to the pool's ZIP centroid. */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { insertSlot, insertVenue } from '../../db/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signIn } from '../auth/testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const zip = (code: string) => t.app.inject({ method: 'GET', url: `/api/travel/zip/${code}` });
const ownPool = (code: string) => ({
  kind: 'address',
  street: '1 Pool Rd',
  city: 'Town',
  state: 'MD',
  zip: code,
});
const priceAt = (slotId: string, pool?: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/bookings/calculate-price',
    payload: {
      slots: [slotId],
      lessonType: 'private',
      swimmersCount: 1,
      addOns: [],
      email: 'x@example.com',
      pool,
    },
  });

describe('GET /api/travel/zip/:zip', () => {
  test.each([
    ['20003', 'Washington', 0], // Capitol Hill, about 2 km
    ['20815', 'Chevy Chase', 0], // about 9 km
    ['20814', 'Bethesda', 1000], // about 12 km
    ['22030', 'Fairfax', 2000], // about 26 km
  ])('%s (%s) is inside the service area with a travel fee of %i cents', async (code, city, fee) => {
    const res = await zip(code);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ zip: code, city, inServiceArea: true, travelFeeCents: fee });
    expect(res.json().message).toContain(`$${(fee / 100).toFixed(2)} per lesson`);
  });

  test('an unknown ZIP is a 404 and a malformed one a 400', async () => {
    expect((await zip('00000')).statusCode).toBe(404);
    expect((await zip('2081')).statusCode).toBe(400);
    expect((await zip('abcde')).json().message).toContain('5-digit ZIP');
  });
});

describe('the travel fee in a price', () => {
  test('comes from the pool’s band, once per lesson, instead of the venue’s flat fee', async () => {
    const venue = await insertVenue(t.db, { travelFeeCents: 1500 });
    const slot = await insertSlot(t.db, { venueId: venue.id });
    expect((await priceAt(slot.id)).json().travelFees).toBe(1500); // no place yet: the venue's flat fee
    expect((await priceAt(slot.id, ownPool('20815'))).json().travelFees).toBe(0);
    expect((await priceAt(slot.id, ownPool('20814'))).json().travelFees).toBe(1000);
    expect((await priceAt(slot.id, ownPool('22030'))).json().travelFees).toBe(2000);
  });

  test('a pool outside the service area cannot be priced: a 400 that says so', async () => {
    const slot = await insertSlot(t.db);
    const res = await priceAt(slot.id, ownPool('21201'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'OUTSIDE_SERVICE_AREA' });
  });

  test('a community pool is priced by its own ZIP; a home-pool venue cannot be chosen as one', async () => {
    const reston = await insertVenue(t.db, { name: 'Reston HOA Pool', poolType: 'hoa_pool', zip: '20191' });
    const home = await insertVenue(t.db, { name: 'Your Home Pool', poolType: 'home_pool', zip: '20814' });
    const slot = await insertSlot(t.db);
    expect((await priceAt(slot.id, { kind: 'community', venueId: reston.id })).json().travelFees).toBe(2000);
    const refused = await priceAt(slot.id, { kind: 'community', venueId: home.id });
    expect(refused.statusCode).toBe(400);
    const pools = (await t.app.inject({ method: 'GET', url: '/api/travel/community-pools' })).json().pools;
    expect(pools.map((p: { name: string }) => p.name)).toContain('Reston HOA Pool');
    expect(pools.map((p: { name: string }) => p.name)).not.toContain('Your Home Pool');
  });

  test('the owner’s new bands apply to the next price', async () => {
    const admin = await signIn(t.app, { ip: '10.2.0.1' });
    const owner = {
      put: (url: string, payload: object) =>
        t.app.inject({ method: 'PUT', url, headers: admin.headers, payload }),
    };
    const bands = {
      baseZip: '20001',
      serviceRadiusKm: 50,
      roadFactorPercent: 130,
      averageSpeedKmh: 30,
      bufferMinutes: 5,
    };
    const bad = await owner.put('/api/admin/travel-settings', {
      ...bands,
      feeBands: [
        { upToKm: 20, feeCents: 0 },
        { upToKm: 10, feeCents: 500 },
      ],
    });
    expect(bad.statusCode).toBe(400);
    const saved = await owner.put('/api/admin/travel-settings', {
      ...bands,
      feeBands: [
        { upToKm: 15, feeCents: 500 },
        { upToKm: 50, feeCents: 2500 },
      ],
    });
    expect(saved.statusCode).toBe(200);
    const slot = await insertSlot(t.db);
    expect((await priceAt(slot.id, ownPool('20814'))).json().travelFees).toBe(500);
    expect((await priceAt(slot.id, ownPool('22030'))).json().travelFees).toBe(2500);
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/admin/travel-settings', payload: bands })).statusCode,
    ).toBe(401);
  });
});
