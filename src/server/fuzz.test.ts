/**
 * Every route in Fastify's route table, fed what a hostile script sends (src/server/test/fuzz-inputs.ts), once as an
 * anonymous visitor and once as the signed-in owner: no answer is a 5xx, and no 4xx leaves a row behind. Every
 * date-like field is also sent dates far past any calendar's edge (years 9999, 1 and +275760), which must be refused.
 */
import { dayKeyInZone } from '@core/rules/timezones';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { RouteOptions } from 'fastify';
import type { z } from 'zod';
import { sql, type SQL } from 'drizzle-orm';
import {
  insertConfirmedBooking,
  insertCoupon,
  insertInstructor,
  insertSlot,
  insertVenue,
} from './db/factories';
import { contactMessages, lessonRequests, outbox } from './db/schema';
import { type AdminClient, linkTokenIn, openInstructorLink, signIn } from './modules/auth/testing';
import { lastEmail } from './modules/email/test-support/outbox';
import { createTestApp, type TestApp } from './test/test-app';
import {
  bodyCases,
  farDateCases,
  farDateQueryCases,
  paramCases,
  placeholderFor,
  queryCases,
  type FarDateCase,
  type FuzzCase,
  type Json,
} from './test/fuzz-inputs';

/**
 * Tables a refused request may still write, and why: they record the refusal itself, never the visitor's data.
 * - rate_limit_hits: every request to a limited route counts against its address, accepted or not;
 * - login_attempts, admin_devices: a wrong sign-in is counted, so guessing slows down;
 * - admin_sessions: every signed-in request moves the session's idle clock (last_seen_at);
 * - audit_log, only for sign-in lines: a failed sign-in may be audited (see watchWrites).
 */
const BOOKKEEPING = new Set(['rate_limit_hits', 'login_attempts', 'admin_devices', 'admin_sessions']);

/**
 * Refusals that report an outcome rather than bad input, and the table they may update: confirming a checkout whose
 * card was declined answers 402 (or 409 while it is still processing) and records the provider's answer on the payment.
 */
const OUTCOME_WRITES: Record<string, string[]> = { 'POST /api/bookings/confirm': ['payments'] };

interface Endpoint {
  method: string;
  url: string;
  body?: z.ZodType;
  querystring?: z.ZodType;
  params?: z.ZodType;
}

interface Example {
  body?: Json;
  query?: Record<string, string>;
  params?: Record<string, string>;
  /** Fresh for each request (an idempotency key), so valid variants are not replays. */
  headers?: () => Record<string, string>;
}

const routes: RouteOptions[] = [];
let t: TestApp;
let owner: AdminClient;
/** The `cookie` header of the instructor's session, for the instructor's own routes. */
let instructorCookie: string;
let visitor: Record<string, string>;
let examples: Record<string, Example>;

let requestNumber = 0;
/** Each request from its own address, so per-address limits do not hide what a route does with its input. */
const nextAddress = () => {
  requestNumber += 1;
  return `10.${(requestNumber >> 16) & 255}.${(requestNumber >> 8) & 255}.${requestNumber & 255}`;
};
const key = () => `fuzz-${requestNumber}-${Math.random().toString(36).slice(2, 10)}`;

/** Mailchimp's API as far as the contact route needs it: nobody is a member yet, every write succeeds. */
let mailchimp: Server;
beforeAll(async () => {
  mailchimp = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const status = req.method === 'GET' ? 404 : 200;
      res.writeHead(status, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => mailchimp.listen(0, '127.0.0.1', resolve));
  const { port } = mailchimp.address() as AddressInfo;
  t = await createTestApp(
    {
      MAILCHIMP_API_KEY: 'fuzz-us1',
      MAILCHIMP_AUDIENCE_ID: 'fuzz',
      MAILCHIMP_API_URL: `http://127.0.0.1:${port}/3.0`,
    },
    { onRoute: (route) => routes.push(route) },
  );
  const db = t.db;
  const instructor = await insertInstructor(db);
  const venue = await insertVenue(db);
  const slot = (minutes: number) =>
    insertSlot(db, {
      instructorId: instructor.id,
      venueId: venue.id,
      lessonType: 'group',
      capacity: 6,
      basePriceCents: 3000,
      startsInMinutes: minutes,
    });
  const [bookable, requested, forAdmin, booked] = [
    await slot(3 * 24 * 60),
    await slot(4 * 24 * 60),
    await slot(5 * 24 * 60),
    await slot(6 * 24 * 60),
  ];
  await insertCoupon(db, { code: 'FUZZ10' });
  const coupon = await insertCoupon(db, { code: 'FUZZ20', value: 20 });
  const booking = await insertConfirmedBooking(db, { slots: [booked], seats: 1, lessonType: 'group' });
  owner = await signIn(t.app, { ip: '10.255.255.1' });

  const tokenRes = await t.app.inject({
    method: 'GET',
    url: '/api/csrf-token',
    remoteAddress: '10.255.255.2',
  });
  const preToken = tokenRes.json<{ token: string }>().token;
  const csrfCookie = tokenRes.cookies.find((c) => c.name === 'swim_csrf')?.value ?? preToken;
  visitor = { origin: t.config.publicUrl, 'x-csrf-token': preToken, cookie: `swim_csrf=${csrfCookie}` };

  const post = async (url: string, payload: Record<string, Json>, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: nextAddress() });
    if (res.statusCode >= 300) throw new Error(`setting up ${url}: ${res.statusCode} ${res.body}`);
    return res.json<Record<string, string>>();
  };
  const hold = await post('/api/bookings/hold-slots', { slotIds: [bookable.id], swimmersCount: 1 });
  const swimmer = {
    name: 'Riley Fuzz',
    email: 'riley@example.com',
    phone: '(301) 555-0100',
    ageGroup: 'child',
    level: 'guppy',
    experienceLevel: 'beginner',
    goals: 'Float on her back\nand smile',
    healthConsiderations: 'None',
    previousExperience: 'Bath time',
    fears: 'Deep water',
    preferences: 'Mornings',
  };
  const bookingData = {
    lessonType: 'group',
    swimmers: [swimmer],
    addOns: [{ id: 'goggles', quantity: 1 }],
    emergencyContact: { name: 'Jo Fuzz', phone: '(301) 555-0101', relationship: 'parent' },
    specialRequests: 'Please bring\nthe float',
    couponCode: 'FUZZ10',
    marketingConsent: false,
    timeZone: 'America/New_York',
  };
  const checkout = await post('/api/bookings/create-payment-intent', {
    bookingData,
    selectedSlots: [bookable.id],
    holdId: hold.holdId!,
    holdToken: hold.holdToken!,
  });
  const customerInfo = {
    firstName: 'Sam',
    lastName: 'Fuzz',
    email: 'sam@example.com',
    phone: '(301) 555-0102',
  };
  const day = dayKeyInZone(requested.startTime, 'America/New_York');
  const lessonRequest = {
    dates: [day],
    slotIds: [requested.id],
    lessonType: 'group',
    swimmers: 1,
    customerInfo,
  };
  await post('/api/booking-requests', lessonRequest, { 'idempotency-key': key() });
  const now = Date.now();
  const contact = {
    name: 'Pat Fuzz',
    email: 'pat@example.com',
    message: 'Hello,\r\ndo you teach adults?\tThanks',
    formStartTime: now - 60_000,
    submissionTime: now,
    csrfOrigin: t.config.publicUrl,
  };
  await post('/api/contact', contact);

  const [request] = await db.select({ id: lessonRequests.id }).from(lessonRequests).limit(1);
  const [message] = await db.select({ id: contactMessages.id }).from(contactMessages).limit(1);
  const [email] = await db.select({ id: outbox.id }).from(outbox).limit(1);
  if (!request || !message || !email) throw new Error('set-up wrote no lesson request, message or email');

  const start = new Date(Date.now() + 86_400_000).toISOString();
  const end = new Date(Date.now() + 8 * 86_400_000).toISOString();
  const list = { search: 'fuzz', status: 'new', page: '1', pageSize: '20' };
  // The whole of a day with no lesson times, so a weather cancel that passes validation has nothing to close.
  const weatherDay = dayKeyInZone(new Date(Date.now() + 30 * 86_400_000), 'America/New_York');
  const weather = { date: weatherDay, from: '00:00', to: '23:59', reason: 'Thunderstorms' };
  const id = (value: string) => ({ id: value });
  examples = {
    'GET /api/calendar/time-slots': { query: { start, end, lessonType: 'group' } },
    'GET /api/calendar/availability': {
      query: { start, end, lessonType: 'group', timeZone: 'America/New_York' },
    },
    'GET /api/calendar/slot-details': { query: { ids: `${bookable.id},${requested.id}` } },
    'POST /api/booking-requests': { body: lessonRequest, headers: () => ({ 'idempotency-key': key() }) },
    'POST /api/payments/webhook': { body: { id: 'evt_1', type: 'payment_intent.succeeded' } },
    'POST /api/payments/test/pay': {
      body: {
        paymentIntentId: checkout.paymentIntentId!,
        clientSecret: checkout.clientSecret!,
        cardNumber: '4000 0000 0000 0002',
        expiry: '12 / 34',
        cvc: '123',
        zip: '20001',
      },
    },
    'POST /api/payments/test/authenticate': {
      body: {
        paymentIntentId: checkout.paymentIntentId!,
        clientSecret: checkout.clientSecret!,
        approve: false,
      },
    },
    'POST /api/bookings/hold-slots': { body: { slotIds: [bookable.id], swimmersCount: 1, duration: 15 } },
    'POST /api/bookings/calculate-price': {
      body: {
        slots: [bookable.id],
        lessonType: 'group',
        addOns: [{ id: 'goggles', quantity: 1 }],
        couponCode: 'FUZZ10',
        swimmersCount: 1,
        email: 'riley@example.com',
      },
    },
    'POST /api/bookings/create-payment-intent': {
      body: {
        bookingData,
        selectedSlots: [bookable.id],
        priceBreakdown: { total: 3000 },
        holdId: hold.holdId!,
        holdToken: hold.holdToken!,
        idempotencyKey: 'fuzz-checkout-key',
      },
    },
    'POST /api/bookings/confirm': { body: { bookingId: checkout.bookingId! } },
    'GET /api/bookings/:id': { params: id(checkout.bookingId!) },
    'POST /api/coupons/validate': {
      body: {
        code: 'FUZZ10',
        lessonType: 'group',
        bookingAmount: 3000,
        isFirstTime: true,
        email: 'riley@example.com',
        slotIds: [bookable.id],
        swimmersCount: 1,
      },
    },
    'POST /api/growth/lead-magnet': {
      body: {
        email: 'lead@example.com',
        name: 'Lee Fuzz',
        trigger: 'manual',
        requestedResource: 'water-safety-checklist',
        source: 'https://example.com/blog',
        utm: 'utm_source=fuzz',
        timeOnPage: 5000,
      },
    },
    'POST /api/growth/conversion': {
      body: { type: 'booking_complete', value: 3000, sessionId: 'session-1', timestamp: now },
    },
    'POST /api/contact': { body: contact },
    'POST /api/mailchimp/contact': { body: { ...contact, marketingConsent: true } },
    'POST /api/admin/login': { body: { username: 'owner', password: 'correct horse battery staple' } },
    'GET /api/admin/lesson-requests': { query: list },
    'POST /api/admin/lesson-requests/:id/approve': {
      params: id(request.id),
      body: { message: 'See you there' },
    },
    'POST /api/admin/lesson-requests/:id/decline': {
      params: id(request.id),
      body: { message: 'Sorry,\nthat week is full' },
    },
    'GET /api/admin/bookings': { query: list },
    'GET /api/admin/bookings/:id': { params: id(booking.id) },
    'POST /api/admin/bookings/:id/cancel': { params: id(booking.id), body: { reason: 'Family moved\naway' } },
    'GET /api/admin/slots': { query: { weekStart: day, instructorId: instructor.id, status: 'available' } },
    'POST /api/admin/slots': {
      body: {
        instructorId: instructor.id,
        venueId: venue.id,
        lessonType: 'group',
        capacity: 4,
        basePriceCents: 3000,
        durationMinutes: 30,
        startTimes: ['2030-06-03T09:00'],
        weeks: 1,
      },
    },
    'PATCH /api/admin/slots/:id': { params: id(forAdmin.id), body: { capacity: 5, status: 'available' } },
    'POST /api/admin/slots/:id/cancel': { params: id(forAdmin.id), body: { reason: 'Pool closed' } },
    'GET /api/admin/slots/:id/roster': { params: id(booked.id) },
    'POST /api/admin/instructors': {
      body: { name: 'Fuzz Coach', specialty: 'Edge cases', email: 'coach@example.com', phone: '555-0103' },
    },
    'PUT /api/admin/instructors/:id': {
      params: id(instructor.id),
      body: { name: 'Alex Rivera', specialty: 'Beginners', email: null, phone: null, active: true },
    },
    'POST /api/admin/venues': {
      body: {
        name: 'Fuzz Pool',
        poolType: 'home_pool',
        address: '1 Main St',
        city: 'Reston',
        travelFeeCents: 0,
      },
    },
    'PUT /api/admin/venues/:id': {
      params: id(venue.id),
      body: { name: 'Home pool', poolType: 'home_pool', region: 'VA', travelFeeCents: 500, active: true },
    },
    'POST /api/admin/coupons': {
      body: {
        code: 'fuzz30',
        name: 'Fuzz thirty',
        type: 'percentage',
        value: 30,
        startsAt: '2026-01-01T00:00:00Z',
        endsAt: '2030-01-01T00:00:00Z',
        lessonTypes: ['group'],
        usageLimit: 5,
      },
    },
    'PUT /api/admin/coupons/:id': {
      params: id(coupon.id),
      body: { code: 'FUZZ20', name: 'Twenty', type: 'fixed', value: 2000, startsAt: null, endsAt: null },
    },
    'GET /api/admin/coupons/:id/redemptions': { params: id(coupon.id) },
    'GET /api/admin/leads': { query: list },
    'GET /api/admin/leads.csv': { query: list },
    'GET /api/admin/messages': { query: list },
    'GET /api/admin/messages.csv': { query: list },
    'POST /api/admin/messages/:id/status': { params: id(message.id), body: { status: 'read' } },
    'GET /api/admin/audit': { query: list },
    'GET /api/admin/outbox': { query: { status: 'pending', search: 'fuzz', page: '1', pageSize: '20' } },
    'GET /api/admin/outbox/:id': { params: id(email.id) },
    'POST /api/admin/outbox/:id/retry': { params: id(email.id) },
    'POST /api/admin/weather/preview': { body: weather },
    'POST /api/admin/weather/cancel': { body: { ...weather, lessonIds: [] } },
    'GET /api/admin/instructors/:id/route': { params: id(instructor.id), query: { date: day } },
  };

  instructorCookie = await signInInstructor(instructor.id, instructor.email ?? '');
  await watchWrites();
}, 120_000);
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => mailchimp?.close(resolve));
});

/** Signs the instructor in the way an invited instructor does: the owner's invitation, then the link it emails. */
async function signInInstructor(instructorId: string, email: string): Promise<string> {
  const invited = await t.app.inject({
    method: 'POST',
    url: `/api/admin/instructors/${instructorId}/invite`,
    headers: owner.headers,
    remoteAddress: nextAddress(),
  });
  if (invited.statusCode !== 200)
    throw new Error(`inviting the instructor: ${invited.statusCode} ${invited.body}`);
  const sent = await lastEmail(t.app, email, 'instructor_invite');
  return openInstructorLink(t.app, linkTokenIn(sent?.text ?? ''));
}

/**
 * Row triggers on every table but the bookkeeping ones note each row inserted, updated or deleted, so a refused
 * request that wrote anything is caught, whatever it wrote and however briefly.
 */
async function watchWrites() {
  const db = t.db;
  const rows = await selectRows<{ name: string }>(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  await db.execute(sql`create table fuzz_writes (table_name text not null)`);
  await db.execute(
    sql.raw(`create function fuzz_note_write() returns trigger language plpgsql as $$
      begin insert into fuzz_writes values (TG_TABLE_NAME); return null; end $$`),
  );
  for (const { name } of rows) {
    if (BOOKKEEPING.has(name)) continue;
    const on = (events: string, when = '') =>
      db.execute(
        sql.raw(`create trigger fuzz_watch_${events.replaceAll(' ', '_')} after ${events} on "${name}"
                 for each row ${when} execute function fuzz_note_write()`),
      );
    if (name === 'audit_log') {
      // A failed sign-in may be audited; any other line is a write.
      await on('insert', `when (new.action not like '%login%')`);
      await on('update or delete');
    } else await on('insert or update or delete');
  }
}

/** Both drivers answer `execute` with `{ rows }`. */
async function selectRows<Row>(query: SQL): Promise<Row[]> {
  return ((await t.db.execute(query)) as unknown as { rows: Row[] }).rows;
}

/** Tables written since the last look. */
async function tablesWritten(): Promise<string[]> {
  const rows = await selectRows<{ table_name: string }>(sql`delete from fuzz_writes returning table_name`);
  return [...new Set(rows.map((r) => r.table_name))];
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** The table's routes worth attacking: every write, and every read that takes a query or path parameters. */
function endpoints(): Endpoint[] {
  const found: Endpoint[] = [];
  for (const route of routes) {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const schema = (route.schema ?? {}) as Record<string, z.ZodType | undefined>;
    for (const method of methods) {
      const takesInput = schema.querystring || schema.params;
      if (!WRITES.has(method) && !(method === 'GET' && takesInput)) continue;
      found.push({
        method,
        url: route.url,
        body: schema.body,
        querystring: schema.querystring,
        params: schema.params,
      });
    }
  }
  // Signing in and out last, so the owner's session serves every other route first.
  const last = (e: Endpoint) => (e.url === '/api/admin/logout' || e.url === '/api/admin/login' ? 1 : 0);
  return found.sort((a, b) => last(a) - last(b));
}

const encodeQueryValue = (value: string) => {
  try {
    return encodeURIComponent(value);
  } catch {
    // A lone surrogate has no UTF-8 form; send the bytes a careless client would.
    return [...value]
      .map((ch) => {
        const code = ch.charCodeAt(0);
        return code >= 0xd800 && code <= 0xdfff
          ? `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 63)).toString(16)}%${(0x80 | (code & 63)).toString(16)}`
          : encodeURIComponent(ch);
      })
      .join('');
  }
};

function urlOf(endpoint: Endpoint, c: FuzzCase, example: Example) {
  const params = c.params ?? example.params ?? {};
  let path = endpoint.url.replace(/:(\w+)/g, (_m, name: string) => params[name] ?? 'missing');
  const query = c.query ?? example.query;
  if (query) {
    const parts = Object.entries(query).flatMap(([k, v]) =>
      (Array.isArray(v) ? v : [v]).map((one) => `${encodeURIComponent(k)}=${encodeQueryValue(one)}`),
    );
    if (parts.length) path += `?${parts.join('&')}`;
  }
  return path;
}

/** The body to vary: the route's example, or a placeholder from its schema. */
const bodyOf = (endpoint: Endpoint, example: Example): Json => example.body ?? placeholderFor(endpoint.body);
/** The query to vary, when the route takes one. */
const queryOf = (endpoint: Endpoint, example: Example): Record<string, string> | undefined =>
  example.query ?? (endpoint.querystring ? toStrings(placeholderFor(endpoint.querystring)) : undefined);

function casesFor(endpoint: Endpoint, example: Example): FuzzCase[] {
  const cases: FuzzCase[] = [];
  if (WRITES.has(endpoint.method)) cases.push(...bodyCases(bodyOf(endpoint, example)));
  const query = queryOf(endpoint, example);
  if (query) cases.push(...queryCases(query));
  if (example.params ?? endpoint.params) cases.push(...paramCases(example.params ?? { id: 'missing' }));
  return cases;
}

/** The route's example with one date-like field (or every date at once) moved far past any calendar's edge. */
function farDateCasesFor(endpoint: Endpoint, example: Example): FarDateCase[] {
  const cases = WRITES.has(endpoint.method) ? farDateCases(bodyOf(endpoint, example)) : [];
  const query = queryOf(endpoint, example);
  return query ? [...cases, ...farDateQueryCases(query)] : cases;
}

type Who = 'anonymous' | 'owner' | 'instructor';
const headersOf = (who: Who): Record<string, string> =>
  who === 'owner'
    ? owner.headers
    : who === 'instructor'
      ? { cookie: instructorCookie, origin: t.config.publicUrl }
      : visitor;
/** Sends one case to a route, as an anonymous visitor or as someone signed in, from an address of its own. */
function send(endpoint: Endpoint, c: FuzzCase, example: Example, who: Who, payload = payloadOf(c)) {
  const headers: Record<string, string> = {
    ...headersOf(who),
    ...example.headers?.(),
    ...c.headers,
  };
  if (payload !== undefined) headers['content-type'] = c.contentType ?? 'application/json';
  return t.app.inject({
    method: endpoint.method as 'POST',
    url: urlOf(endpoint, c, example),
    headers,
    payload,
    remoteAddress: nextAddress(),
  });
}
const payloadOf = (c: FuzzCase) =>
  c.raw !== undefined ? c.raw : c.body !== undefined ? JSON.stringify(c.body) : undefined;
const nameOf = (endpoint: Endpoint) => `${endpoint.method} ${endpoint.url}`;

const toStrings = (value: Json): Record<string, string> =>
  Object.fromEntries(
    Object.entries(value && typeof value === 'object' && !Array.isArray(value) ? value : {}).map(([k, v]) => [
      k,
      String(v),
    ]),
  );

const statuses = new Map<number, number>();
const serverErrors: string[] = [];
const writesOnRefusal: string[] = [];

describe('inputs that used to answer 500', () => {
  const post = (url: string, payload: Record<string, Json>, headers: Record<string, string> = visitor) =>
    t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: nextAddress() });

  test('a NUL in a coupon code, a contact name or a login username answers 400 naming the field', async () => {
    const coupon = await post('/api/coupons/validate', { code: 'FUZZ\u000010', lessonType: 'group' });
    expect(coupon.statusCode).toBe(400);
    expect(coupon.json().fieldErrors.code).toMatch(/^Coupon code contains characters that are not allowed/);

    const now = Date.now();
    const contact = await post('/api/contact', {
      name: 'Pat\u0000',
      email: 'pat@example.com',
      message: 'Hello',
      formStartTime: now - 60_000,
      submissionTime: now,
      csrfOrigin: t.config.publicUrl,
    });
    expect(contact.statusCode).toBe(400);
    expect(contact.json().fieldErrors.name).toMatch(/^Name contains characters that are not allowed/);

    const login = await post('/api/admin/login', { username: 'own\u0000er', password: 'whatever it is' });
    expect(login.statusCode).toBe(400);
    expect(login.json().fieldErrors.username).toMatch(/^Username contains characters that are not allowed/);
  });

  test.each(['time-slots', 'availability'])(
    'a %s query in year 0000 or 9999 answers 400 naming the date',
    async (path) => {
      for (const year of ['0000', '9999']) {
        const res = await t.app.inject({
          method: 'GET',
          url: `/api/calendar/${path}?start=${year}-01-01T00:00:00Z&end=${year}-01-08T00:00:00Z`,
        });
        expect(res.statusCode).toBe(400);
        expect(res.json().fieldErrors.start).toBe(
          'start must be a real date between the years 1900 and 2200',
        );
      }
    },
  );
});

// Before the hostile-input walk, which signs the owner out at its end.
describe('every route, fed far dates', () => {
  test('far dates are a 400 on every route, never a 500', async () => {
    const serverErrors: string[] = [];
    const notRefused: string[] = [];
    let requests = 0;
    for (const endpoint of endpoints()) {
      const example = examples[nameOf(endpoint)] ?? {};
      // The signed-in family's routes take no dates; the instructor's take a day.
      const callers: Who[] = [
        'anonymous',
        endpoint.url.startsWith('/api/instructor/') ? 'instructor' : 'owner',
      ];
      for (const c of farDateCasesFor(endpoint, example)) {
        for (const who of callers) {
          const res = await send(endpoint, c, example, who);
          requests += 1;
          const what = `${nameOf(endpoint)} as ${who}, ${c.label} -> ${res.statusCode}`;
          if (res.statusCode >= 500) serverErrors.push(`${what} ${res.body.slice(0, 200)}`);
          // A field that held a date must refuse a far one as bad input; an anonymous caller of a signed-in route
          // may be stopped at the door (401) first. A field only named like a date (a client's timestamp) may pass.
          const refused = who === 'anonymous' ? res.statusCode >= 400 : res.statusCode === 400;
          if (c.datedField && !refused) notRefused.push(what);
        }
      }
    }
    expect(requests).toBeGreaterThan(200);
    expect({ serverErrors, notRefused }).toEqual({ serverErrors: [], notRefused: [] });
  }, 120_000);
});

describe('every route, fed hostile input', () => {
  test('answers no request with a 5xx and writes no row for any 4xx, anonymous or signed in as the owner', async () => {
    const started = performance.now();
    const found = endpoints();
    expect(found.length).toBeGreaterThan(30);
    for (const name of Object.keys(examples))
      expect(
        found.some((e) => nameOf(e) === name),
        `the example for ${name} names a route`,
      ).toBe(true);

    await tablesWritten();
    for (const endpoint of found) {
      const example = examples[nameOf(endpoint)] ?? {};
      for (const c of casesFor(endpoint, example)) {
        // Serialized once for both callers: many bodies carry megabyte strings or ten-thousand-item lists.
        const payload = payloadOf(c);
        for (const who of ['anonymous', 'owner'] as const) {
          const res = await send(endpoint, c, example, who, payload);
          const status = res.statusCode;
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          const what = `${nameOf(endpoint)} as ${who}, ${c.label}`;
          if (status >= 500) serverErrors.push(`${what} -> ${status} ${res.body.slice(0, 200)}`);
          const allowed = OUTCOME_WRITES[nameOf(endpoint)] ?? [];
          const written = (await tablesWritten()).filter((table) => !allowed.includes(table));
          if (status >= 400 && status < 500 && written.length)
            writesOnRefusal.push(`${what} -> ${status}, yet wrote to ${written.join(', ')}`);
        }
      }
    }

    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const total = [...statuses.values()].reduce((a, b) => a + b, 0);
    console.log(
      [
        `fuzz: ${total} requests to ${found.length} routes in ${seconds} s`,
        'status  requests',
        ...[...statuses]
          .sort(([a], [b]) => a - b)
          .map(([status, n]) => `${String(status).padEnd(6)}  ${String(n).padStart(8)}`),
      ].join('\n'),
    );
    expect({ serverErrors, writesOnRefusal }).toEqual({ serverErrors: [], writesOnRefusal: [] });
  }, 180_000);
});
