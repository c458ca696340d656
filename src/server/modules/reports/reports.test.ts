import { getDistance } from 'geolib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Payroll, Report, ReportTable } from '@core/api/reports';
import { createTestApp, type TestApp } from '../../test/test-app';
import { KEEP_THE_TEST_DAYS_UNSETTLED } from './test-support/unsettled';
import { signIn, type AdminClient } from '../auth/testing';
import { lookupZip } from '../travel';
import { seedSmallBusiness } from './test-support/seed-business';

let t: TestApp;
let admin: AdminClient;
const PERIOD = 'from=2026-10-04&to=2026-10-17&by=week';

beforeAll(async () => {
  t = await createTestApp(KEEP_THE_TEST_DAYS_UNSETTLED);
  admin = await signIn(t.app);
  await seedSmallBusiness(t.db);
});
afterAll(async () => t?.close());

const get = (url: string, headers = admin.headers) => t.app.inject({ method: 'GET', url, headers });
async function report(kind: string, query = PERIOD): Promise<Report> {
  const res = await get(`/api/admin/reports/${kind}?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const table = (r: Report, id: string): ReportTable => {
  const found = r.tables.find((x) => x.id === id);
  if (!found) throw new Error(`no table ${id}`);
  return found;
};
const rowValues = (tbl: ReportTable) => Object.fromEntries(tbl.rows.map((r) => [r.key, r.values]));

/** Road km of the one leg Alex drove between lessons (20001 to 20815), stretched by the default road factor 1.3. */
function alexLegKm() {
  const [from, to] = [lookupZip('20001'), lookupZip('20815')];
  if (!from || !to) throw new Error('ZIP data missing');
  return ((getDistance(from, to, 1) / 1000) * 130) / 100;
}

describe('the owner reports, worked out by hand on a small business', () => {
  test('money: paid, refunded, credits sold and used by week, and the credits still owed at each week end', async () => {
    const r = await report('money');
    expect(r.previous).toEqual({ from: '2026-09-20', to: '2026-10-03' });
    const money = table(r, 'money');
    expect(money.rows.map((x) => x.key)).toEqual(['2026-10-04', '2026-10-11']);
    expect(rowValues(money)).toEqual({
      // Two lessons paid (54.00 each) and a package (200.00); the failed payment is not money. 2 credits of
      // September expired on Oct 8 unspent: 6 held, 4 owed.
      '2026-10-04': {
        paidCents: 30800,
        refundedCents: 0,
        netCents: 30800,
        creditsSold: 4,
        creditsUsed: 0,
        creditsOwed: 4,
      },
      '2026-10-11': {
        paidCents: 0,
        refundedCents: 5400,
        netCents: -5400,
        creditsSold: 0,
        creditsUsed: 1,
        creditsOwed: 3,
      },
    });
    expect(money.totals).toEqual({
      paidCents: 30800,
      refundedCents: 5400,
      netCents: 25400,
      creditsSold: 4,
      creditsUsed: 1,
      creditsOwed: 3,
    });
    expect(money.previousTotals).toEqual({
      paidCents: 0,
      refundedCents: 0,
      netCents: 0,
      creditsSold: 0,
      creditsUsed: 0,
      creditsOwed: 2,
    });
  });

  test('lessons: booked, taught, cancelled by family, owner and weather, and no-shows, by the week taught', async () => {
    const lessons = table(await report('lessons'), 'lessons');
    expect(rowValues(lessons)).toEqual({
      '2026-10-04': {
        booked: 3,
        taught: 2,
        cancelledFamily: 0,
        cancelledOwner: 0,
        cancelledWeather: 0,
        noShows: 1,
      },
      '2026-10-11': {
        booked: 4,
        taught: 0,
        cancelledFamily: 1,
        cancelledOwner: 1,
        cancelledWeather: 1,
        noShows: 0,
      },
    });
    expect(lessons.previousTotals).toMatchObject({ booked: 1, taught: 1, noShows: 0 });
  });

  test('instructors: utilisation of published minutes, lessons a day, and the drive between lessons', async () => {
    const tbl = table(await report('instructors'), 'instructors');
    const [alex, bea] = tbl.rows;
    expect(alex?.label).toBe('Alex Rivera');
    // Published: 30+30+30+45+30+30+30 minutes (the cancelled time is not; the one held by an unpaid checkout is);
    // booked: the three live lessons, 30+30+45.
    expect(alex?.values).toMatchObject({
      availableMinutes: 225,
      bookedMinutes: 105,
      utilisation: 47,
      lessons: 3,
      daysWorked: 2,
      lessonsPerDay: 1.5,
    });
    const km = alexLegKm();
    expect(km).toBeGreaterThan(5);
    expect(alex?.values.driveKmPerDay).toBeCloseTo(km / 2, 0);
    // 30 km/h: minutes = ceil(km / 30 * 60), less nothing (the parking buffer is not driving).
    expect(alex?.values.driveMinutesPerDay).toBe(Math.round((Math.ceil((km / 30) * 60) / 2) * 10) / 10);
    expect(bea?.values).toMatchObject({
      availableMinutes: 60,
      bookedMinutes: 60,
      utilisation: 100,
      lessonsPerDay: 1,
    });
    expect(bea?.values.driveKmPerDay).toBe(0);
    expect(tbl.totals).toMatchObject({
      availableMinutes: 285,
      bookedMinutes: 165,
      utilisation: 58,
      lessons: 4,
      daysWorked: 3,
    });
    expect(tbl.previousTotals).toMatchObject({ availableMinutes: 30, bookedMinutes: 30, lessons: 1 });
  });

  test('families: new families, repeat bookings, booking again within 60 days, packages and waitlist offers', async () => {
    const families = table(await report('families'), 'families');
    expect(rowValues(families)).toEqual({
      '2026-10-04': {
        bookings: 3,
        newFamilies: 3,
        repeatBookings: 0,
        bookedAgainShare: 33,
        packagePurchases: 1,
        offersMade: 2,
        offersClaimed: 1,
      },
      '2026-10-11': {
        bookings: 4,
        newFamilies: 3,
        repeatBookings: 1,
        bookedAgainShare: 0,
        packagePurchases: 0,
        offersMade: 0,
        offersClaimed: 0,
      },
    });
    expect(families.totals).toMatchObject({
      bookings: 7,
      newFamilies: 6,
      repeatBookings: 1,
      bookedAgainShare: 14,
    });
    expect(families.previousTotals).toMatchObject({ bookings: 1, newFamilies: 1 });
  });

  test('growth: visits and what was stored over time, and visits by source and A/B variant with conversion', async () => {
    const r = await report('growth');
    expect(rowValues(table(r, 'growth'))).toEqual({
      '2026-10-04': { visits: 2, leads: 1, requests: 1, bookings: 3 },
      '2026-10-11': { visits: 2, leads: 1, requests: 0, bookings: 4 },
    });
    const sources = table(r, 'sources');
    expect(sources.rows.map((x) => [x.label, x.values])).toEqual([
      ['google', { visits: 2, leads: 1, requests: 0, bookings: 1, conversion: 50 }],
      ['direct', { visits: 1, leads: 0, requests: 1, bookings: 0, conversion: 0 }],
      ['unknown', { visits: 1, leads: 0, requests: 0, bookings: 0, conversion: 0 }],
    ]);
    expect(sources.totals).toEqual({ visits: 4, leads: 1, requests: 1, bookings: 1, conversion: 25 });
    expect(table(r, 'variants').rows.map((x) => [x.label, x.values])).toEqual([
      ['hero: a', { visits: 1, leads: 1, requests: 0, bookings: 0, conversion: 0 }],
      ['hero: b', { visits: 2, leads: 0, requests: 1, bookings: 1, conversion: 50 }],
    ]);
  });

  test('by month, the period is cut at month starts and the buckets cover it', async () => {
    const lessons = table(await report('lessons', 'from=2026-09-01&to=2026-10-31&by=month'), 'lessons');
    expect(lessons.rows.map((x) => [x.label, x.values.booked])).toEqual([
      ['Sep 2026', 1],
      ['Oct 2026', 7],
    ]);
  });
});

describe('payroll and mileage', () => {
  test('pays each instructor at their rate for lessons taught and no-shows, and the miles between lessons', async () => {
    const res = await get(`/api/admin/payroll?${PERIOD}`);
    expect(res.statusCode, res.body).toBe(200);
    const payroll: Payroll = res.json();
    expect(payroll.mileageRateCents).toBe(70);
    const [alex, bea] = payroll.rows;
    const milesTenths = Math.round((alexLegKm() / 1.609344) * 10);
    expect(alex).toMatchObject({
      instructorName: 'Alex Rivera',
      lessonsTaught: 1,
      noShows: 1,
      notRecorded: 1,
      minutes: 60,
      payBasis: 'per_lesson',
      payCents: 8000,
      milesTenths,
      mileageCents: Math.round(milesTenths * 7),
    });
    expect(alex?.totalCents).toBe(8000 + Math.round(milesTenths * 7));
    expect(bea).toMatchObject({
      lessonsTaught: 1,
      minutes: 60,
      payBasis: 'per_hour',
      payCents: 6000,
      milesTenths: 0,
    });
  });

  test('the CSV has a row per instructor in dollars and miles, as a payroll tool imports it', async () => {
    const res = await get(`/api/admin/payroll.csv?${PERIOD}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('payroll-2026-10-04-to-2026-10-17.csv');
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'Instructor,Lessons taught,No-shows,Not recorded,Minutes,Drive minutes,Miles,Pay basis,Pay rate ($),Pay ($),Mileage rate ($ a mile),Mileage ($),Total ($)',
    );
    expect(lines).toHaveLength(3);
    expect(lines[2]).toMatch(/^Bea Okafor,1,0,0,60,0,0\.0,per hour,60\.00,60\.00,0\.70,0\.00,60\.00$/);
  });

  test('the owner sets the rates; an unknown instructor or a bad rate changes nothing', async () => {
    const put = (body: unknown) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/admin/pay-rates',
        headers: admin.headers,
        payload: body as object,
      });
    const before = (await get('/api/admin/pay-rates')).json();
    const alex = before.instructors.find((i: { name: string }) => i.name === 'Alex Rivera');
    const unknown = await put({
      mileageRateCents: 65,
      instructors: [
        { id: alex.id, payBasis: 'per_hour', payRateCents: 5000 },
        { id: '00000000-0000-4000-8000-000000000000', payBasis: 'per_lesson', payRateCents: 1 },
      ],
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await put({ mileageRateCents: -1, instructors: [] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toHaveProperty('mileageRateCents');
    expect((await get('/api/admin/pay-rates')).json()).toEqual(before);

    const saved = await put({
      mileageRateCents: 65,
      instructors: [{ id: alex.id, payBasis: 'per_hour', payRateCents: 5000 }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const payroll: Payroll = (await get(`/api/admin/payroll?${PERIOD}`)).json();
    const row = payroll.rows.find((r) => r.instructorName === 'Alex Rivera');
    // An hour (the taught lesson and the no-show) at 50.00 an hour; miles at 0.65.
    expect(row).toMatchObject({ payBasis: 'per_hour', payCents: 5000, mileageRateCents: 65 });
    expect(row?.mileageCents).toBe(Math.round((row!.milesTenths * 65) / 10)); // the row was found above
  });
});

describe('report CSVs and refusals', () => {
  test('a report table downloads as CSV with its totals and the previous period', async () => {
    const res = await get(`/api/admin/reports/money/csv?${PERIOD}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('money-money-2026-10-04-to-2026-10-17.csv');
    expect(res.body.trim().split('\r\n')).toEqual([
      'Week starting,Paid ($),Refunded ($),Net ($),Credits sold,Credits used,Credits owed (at the end)',
      '2026-10-04,308.00,0.00,308.00,4,0,4',
      '2026-10-11,0.00,54.00,-54.00,0,1,3',
      'Total 2026-10-04 to 2026-10-17,308.00,54.00,254.00,4,1,3',
      'Total 2026-09-20 to 2026-10-03,0.00,0.00,0.00,0,0,2',
    ]);
    const variants = await get(`/api/admin/reports/growth/csv?${PERIOD}&table=variants`);
    expect(variants.body.split('\r\n')[1]).toBe('hero: a,1,1,0,0,0');
    expect((await get(`/api/admin/reports/growth/csv?${PERIOD}&table=nope`)).statusCode).toBe(404);
  });

  test.each([
    ['from=2026-10-17&to=2026-10-04', 'to'],
    ['from=2026-02-30&to=2026-03-04', 'from'],
    ['from=2024-01-01&to=2026-01-02', 'to'],
    ['from=2026-10-04&to=2026-10-17&by=day', 'by'],
    ['to=2026-10-17', 'from'],
  ])('a bad period (%s) is a 400 naming %s', async (query, field) => {
    const res = await get(`/api/admin/reports/money?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toHaveProperty(field);
  });

  test('an unknown report is a 400, and nobody but the owner reads any of it', async () => {
    expect((await get(`/api/admin/reports/secrets?${PERIOD}`)).statusCode).toBe(400);
    for (const url of [
      `/api/admin/reports/money?${PERIOD}`,
      `/api/admin/payroll.csv?${PERIOD}`,
      '/api/admin/pay-rates',
    ])
      expect((await get(url, {})).statusCode).toBe(401);
  });
});
