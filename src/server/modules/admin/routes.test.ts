import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { dayKeyInZone } from '@core/rules/timezones';
import { insertConfirmedBooking, insertInstructor, insertSlot, insertVenue } from '../../db/factories';
import {
  auditLog,
  bookingSwimmers,
  bookings,
  contactMessages,
  instructors,
  leads,
  lessonRequests,
} from '../../db/schema';
import { readableId } from '../../lib/ids';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signIn, type AdminClient } from '../auth/testing';

let t: TestApp;
let admin: AdminClient;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, { ip: '10.2.0.1' });
});
afterAll(async () => t?.close());

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: admin.headers });
const send = (method: 'POST' | 'PUT' | 'PATCH', url: string, payload: unknown) =>
  t.app.inject({ method, url, headers: admin.headers, payload: payload as object });
const DAY = 86_400_000;

async function insertRequest(slotIds: string[], over: Partial<typeof lessonRequests.$inferInsert> = {}) {
  const [row] = await t.db
    .insert(lessonRequests)
    .values({
      requestCode: readableId('REQ'),
      idempotencyKey: readableId('KEY', 12),
      lessonType: 'private',
      swimmers: 1,
      dates: ['2030-01-01'],
      slotIds,
      firstName: 'Dana',
      lastName: 'Reyes',
      email: 'dana@example.com',
      phone: '(202) 555-0100',
      ...over,
    })
    .returning();
  return row!;
}

describe('every admin route needs a session', () => {
  test('answers 401 without a session cookie on every /api/admin path and method', async () => {
    // printRoutes draws a tree; rebuild each full path from its indentation.
    const stack: string[] = [];
    const routes: { method: string; path: string }[] = [];
    for (const line of t.app.printRoutes({ commonPrefix: false }).split('\n')) {
      const m = line.match(/^([│ ]*)[├└]── (\S+)(?: \(([^)]+)\))?/);
      if (!m) continue;
      const depth = m[1]!.length / 4;
      const full = (depth ? stack[depth - 1]! : '') + m[2]!;
      stack[depth] = full;
      if (!m[3] || !full.startsWith('/api/admin')) continue;
      for (const method of m[3].split(', ')) {
        if (method !== 'HEAD')
          routes.push({ method, path: full.replaceAll(':id', '00000000-0000-4000-8000-000000000000') });
      }
    }
    const open = routes.filter((r) => r.path === '/api/admin/login');
    expect(routes.length).toBeGreaterThan(25);
    expect(open).toHaveLength(1);
    for (const r of routes.filter((x) => x.path !== '/api/admin/login')) {
      const res = await t.app.inject({
        method: r.method as 'GET',
        url: r.path,
        payload: r.method === 'GET' ? undefined : { junk: true },
      });
      expect(`${r.method} ${r.path} ${res.statusCode}`).toBe(`${r.method} ${r.path} 401`);
    }
  });

  test('a signed-in POST without the token is 403 and from a foreign origin is 403', async () => {
    const noToken = await t.app.inject({
      method: 'POST',
      url: '/api/admin/instructors',
      headers: { cookie: `swim_admin=${admin.sessionId}` },
      payload: { name: 'X', specialty: 'Y' },
    });
    expect(noToken.statusCode).toBe(403);
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/admin/instructors',
      headers: { ...admin.headers, origin: 'https://evil.example' },
      payload: { name: 'X', specialty: 'Y' },
    });
    expect(foreign.statusCode).toBe(403);
    expect((await t.db.select().from(instructors).where(eq(instructors.name, 'X'))).length).toBe(0);
  });
});

describe('dashboard', () => {
  test("counts today's taught lessons, this week's bookings and revenue, pending requests, leads and new messages", async () => {
    const before = (await get('/api/admin/dashboard')).json();
    const soon = await insertSlot(t.db, { startsInMinutes: 1, capacity: 2, basePriceCents: 5000 });
    await insertConfirmedBooking(t.db, { slots: [soon], seats: 1, lessonType: 'private' });
    await insertRequest([]);
    await t.db
      .insert(leads)
      .values({ email: 'lead@example.com', name: 'Lee', resource: 'water-safety-checklist' });
    await t.db.insert(contactMessages).values({ name: 'Mo', email: 'mo@example.com', message: 'Hello' });
    const res = await get('/api/admin/dashboard');
    expect(res.statusCode).toBe(200);
    const after = res.json();
    expect(after.figures.bookingsThisWeek - before.figures.bookingsThisWeek).toBe(1);
    expect(after.figures.lessonsToday - before.figures.lessonsToday).toBe(
      dayKeyInZone(soon.startTime, 'America/New_York') === dayKeyInZone(new Date(), 'America/New_York')
        ? 1
        : 0,
    );
    expect(after.figures.lessonsThisWeek).toBeGreaterThanOrEqual(after.figures.lessonsToday);
    expect(after.figures.revenueThisWeekCents - before.figures.revenueThisWeekCents).toBe(5400);
    expect(after.figures.pendingRequests - before.figures.pendingRequests).toBe(1);
    expect(after.figures.newLeads - before.figures.newLeads).toBe(1);
    expect(after.figures.newMessages - before.figures.newMessages).toBe(1);
    expect(after.bookingsPerWeek).toHaveLength(12);
    expect(after.bookingsPerWeek.at(-1).bookings).toBe(after.figures.bookingsThisWeek);
    expect(after.system).toMatchObject({
      database: { ok: true },
      email: { mode: 'stored_only' },
      paymentGateway: 'test',
    });
    expect(after.recentActivity[0]).toMatchObject({ actor: 'owner', action: 'admin.login' });
  });
});

describe('schedule', () => {
  test('publishes a weekly series that the public calendar shows, keeping 9:00 New York time across weeks, and skips clashes', async () => {
    const instructor = await insertInstructor(t.db, { name: 'Series Coach' });
    const venue = await insertVenue(t.db, { name: 'Series Pool' });
    const first = new Date(Date.now() + 3 * DAY).toISOString().slice(0, 10);
    const body = {
      instructorId: instructor.id,
      venueId: venue.id,
      lessonType: 'group',
      capacity: 6,
      basePriceCents: 2800,
      durationMinutes: 30,
      startTimes: [`${first}T09:00`],
      weeks: 4,
    };
    const res = await send('POST', '/api/admin/slots', body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ created: 4, skipped: [] });
    const again = await send('POST', '/api/admin/slots', body);
    expect(again.json()).toMatchObject({ created: 0 });
    expect(again.json().skipped).toHaveLength(4);

    const cal = await t.app.inject({
      method: 'GET',
      url: `/api/calendar/time-slots?start=${new Date().toISOString()}&end=${new Date(Date.now() + 40 * DAY).toISOString()}`,
    });
    const mine = cal
      .json()
      .timeSlots.filter((s: { instructorId: string }) => s.instructorId === instructor.id);
    expect(mine).toHaveLength(4);
    const hours = mine.map((s: { startTime: string }) =>
      new Intl.DateTimeFormat('en-US', {
        timeZone: 'America/New_York',
        hour: 'numeric',
        minute: '2-digit',
      }).format(new Date(s.startTime)),
    );
    expect(new Set(hours)).toEqual(new Set(['9:00 AM']));
    expect(mine[0]).toMatchObject({ capacity: 6, basePrice: 2800, lessonType: 'group', status: 'available' });
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.action, 'slots.created'));
    expect(audit[0]).toMatchObject({ actor: 'owner' });
  });

  test('refuses a series in the past, an unknown instructor and a bad lesson type with 400 and changes nothing', async () => {
    const venue = await insertVenue(t.db);
    const instructor = await insertInstructor(t.db);
    const base = {
      instructorId: instructor.id,
      venueId: venue.id,
      lessonType: 'group',
      capacity: 6,
      basePriceCents: 2800,
      durationMinutes: 30,
      startTimes: ['2020-01-05T09:00'],
      weeks: 1,
    };
    expect((await send('POST', '/api/admin/slots', base)).statusCode).toBe(400);
    expect(
      (
        await send('POST', '/api/admin/slots', {
          ...base,
          startTimes: ['2099-01-05T09:00'],
          instructorId: '00000000-0000-4000-8000-000000000000',
        })
      ).statusCode,
    ).toBe(400);
    const bad = await send('POST', '/api/admin/slots', { ...base, lessonType: 'yoga' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors.lessonType).toBeDefined();
  });

  test('will not lower capacity below the booked seats, edits price and status, and cancels with the roster kept', async () => {
    const slot = await insertSlot(t.db, { capacity: 4, lessonType: 'group', startsInMinutes: 5 * 24 * 60 });
    await insertConfirmedBooking(t.db, {
      slots: [slot],
      seats: 2,
      lessonType: 'group',
      customerName: 'Pat Lane',
    });
    expect((await send('PATCH', `/api/admin/slots/${slot.id}`, { capacity: 1 })).statusCode).toBe(409);
    const edited = await send('PATCH', `/api/admin/slots/${slot.id}`, {
      capacity: 3,
      basePriceCents: 3100,
      status: 'unavailable',
    });
    expect(edited.json()).toMatchObject({
      capacity: 3,
      basePriceCents: 3100,
      status: 'unavailable',
      bookedCount: 2,
    });
    const roster = (await get(`/api/admin/slots/${slot.id}/roster`)).json();
    expect(roster.bookings).toEqual([expect.objectContaining({ customerName: 'Pat Lane', seats: 2 })]);
    expect(
      (await send('POST', `/api/admin/slots/${slot.id}/cancel`, { reason: 'Pool closed' })).statusCode,
    ).toBe(200);
    const twice = await send('POST', `/api/admin/slots/${slot.id}/cancel`, {});
    expect(twice.json()).toMatchObject({ code: 'SLOT_CANCELLED' });
  });
});

describe('lesson requests', () => {
  test('approving re-checks availability: a full slot is refused, a free one is booked and its seat counted', async () => {
    const full = await insertSlot(t.db, { capacity: 1, startsInMinutes: 4 * 24 * 60 });
    await insertConfirmedBooking(t.db, { slots: [full], seats: 1, lessonType: 'private' });
    const refused = await insertRequest([full.id]);
    const res = await send('POST', `/api/admin/lesson-requests/${refused.id}/approve`, {});
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('SLOT_UNAVAILABLE');
    const [still] = await t.db.select().from(lessonRequests).where(eq(lessonRequests.id, refused.id));
    expect(still!.status).toBe('pending_approval');

    const pool = await insertVenue(t.db, { travelFeeCents: 1500 });
    const free = await insertSlot(t.db, { capacity: 1, startsInMinutes: 6 * 24 * 60, venueId: pool.id });
    const request = await insertRequest([free.id]);
    const ok = await send('POST', `/api/admin/lesson-requests/${request.id}/approve`, {
      message: 'See you at the pool!',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().bookingReference).toMatch(/^BK-/);
    // Priced like any booking: $50 lesson, $15 travel, 8 % tax on the lesson, paid at the lesson.
    const [booked] = await t.db
      .select()
      .from(bookings)
      .where(eq(bookings.reference, ok.json().bookingReference));
    expect(booked).toMatchObject({
      subtotalCents: 5000,
      travelFeesCents: 1500,
      discountCents: 0,
      taxesCents: 400,
      totalCents: 6900,
    });
    const list = (await get(`/api/admin/lesson-requests?search=${request.requestCode}`)).json();
    expect(list.items[0]).toMatchObject({
      status: 'approved',
      decidedBy: 'owner',
      decisionMessage: 'See you at the pool!',
      bookingReference: ok.json().bookingReference,
    });
    expect(list.items[0].slots[0]).toMatchObject({ id: free.id, bookedCount: 1, bookable: false });
    expect((await send('POST', `/api/admin/lesson-requests/${request.id}/approve`, {})).statusCode).toBe(409);
  });

  test('declining needs a message for the customer and records it', async () => {
    const request = await insertRequest([]);
    expect((await send('POST', `/api/admin/lesson-requests/${request.id}/decline`, {})).statusCode).toBe(400);
    expect(
      (
        await send('POST', `/api/admin/lesson-requests/${request.id}/decline`, {
          message: 'Fully booked that week, sorry.',
        })
      ).statusCode,
    ).toBe(200);
    const list = (await get('/api/admin/lesson-requests?status=declined')).json();
    expect(list.items.map((i: { id: string }) => i.id)).toContain(request.id);
  });
});

describe('bookings', () => {
  test('lists with search, shows details, and cancels with a refund decision', async () => {
    const slot = await insertSlot(t.db, { capacity: 2, startsInMinutes: 9 * 24 * 60 });
    const booking = await insertConfirmedBooking(t.db, {
      slots: [slot],
      seats: 1,
      lessonType: 'private',
      customerName: 'Quinn Harper',
    });
    const list = (await get('/api/admin/bookings?search=quinn')).json();
    expect(list.items).toEqual([
      expect.objectContaining({ id: booking.id, customerName: 'Quinn Harper', status: 'confirmed' }),
    ]);
    const detail = (await get(`/api/admin/bookings/${booking.id}`)).json();
    expect(detail.lessons[0]).toMatchObject({ slotId: slot.id, seats: 1 });
    expect(detail.firstLessonAt).toBe(slot.startTime.toISOString());
    expect(list.items[0].firstLessonAt).toBe(slot.startTime.toISOString());
    const res = await send('POST', `/api/admin/bookings/${booking.id}/cancel`, { reason: 'Family moved' });
    expect(res.statusCode).toBe(200);
    expect((await get(`/api/admin/bookings/${booking.id}`)).json().status).toMatch(/cancelled|refunded/);
    expect((await get('/api/admin/bookings/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  test('shows every lesson of a booking, earliest first, with its seats, and each swimmer with health notes', async () => {
    const instructor = await insertInstructor(t.db, { name: 'Lena Brooks' });
    const venue = await insertVenue(t.db, { name: 'Maple Street Pool' });
    const at = { instructorId: instructor.id, venueId: venue.id, capacity: 3 };
    const later = await insertSlot(t.db, { ...at, startsInMinutes: 12 * 24 * 60 });
    const sooner = await insertSlot(t.db, { ...at, startsInMinutes: 11 * 24 * 60 });
    const booking = await insertConfirmedBooking(t.db, {
      slots: [later, sooner],
      seats: 2,
      lessonType: 'group',
    });
    await t.db.insert(bookingSwimmers).values({
      bookingId: booking.id,
      position: 0,
      name: 'Ada Lane',
      email: 'ada@example.com',
      ageGroup: 'child',
      level: 'beginner',
      experienceLevel: 'none',
      healthConsiderations: 'Asthma inhaler in the bag',
    });
    const detail = (await get(`/api/admin/bookings/${booking.id}`)).json();
    expect(detail.lessons).toEqual([
      {
        slotId: sooner.id,
        startTime: sooner.startTime.toISOString(),
        endTime: sooner.endTime.toISOString(),
        instructorName: 'Lena Brooks',
        venueName: 'Maple Street Pool',
        seats: 2,
        lessonId: expect.any(String),
        cancelledAt: null,
        cancelReason: null,
        movedFrom: [],
      },
      expect.objectContaining({ slotId: later.id, seats: 2 }),
    ]);
    expect(detail.swimmers).toEqual([
      {
        name: 'Ada Lane',
        email: 'ada@example.com',
        ageGroup: 'child',
        level: 'beginner',
        goals: null,
        healthConsiderations: 'Asthma inhaler in the bag',
        // No document is published in this app: nothing is required.
        documents: [],
      },
    ]);
  });
});

describe('directory, coupons and exports', () => {
  test('SQL-looking and script-looking input is stored and answered as plain text', async () => {
    const name = "Robert'); DROP TABLE instructors;--";
    const specialty = '<script>alert("x")</script><img src=x onerror=alert(1)>';
    const res = await send('POST', '/api/admin/instructors', { name, specialty, email: 'bobby@example.com' });
    expect(res.statusCode).toBe(200);
    const list = (await get('/api/admin/instructors')).json();
    expect(list.items).toContainEqual(
      expect.objectContaining({ name, specialty, email: 'bobby@example.com' }),
    );
    const search = (await get(`/api/admin/bookings?search=${encodeURIComponent("' OR 1=1 --")}`)).json();
    expect(search.items).toEqual([]);
  });

  test('sets an instructor email and a venue travel fee, refusing bad values', async () => {
    const created = (
      await send('POST', '/api/admin/instructors', { name: 'Jo Park', specialty: 'Adults' })
    ).json();
    const updated = await send('PUT', `/api/admin/instructors/${created.id}`, {
      name: 'Jo Park',
      specialty: 'Adults',
      email: 'jo@example.com',
      active: true,
    });
    expect(updated.json().email).toBe('jo@example.com');
    expect(
      (
        await send('PUT', `/api/admin/instructors/${created.id}`, {
          name: 'Jo Park',
          specialty: 'Adults',
          email: 'not-an-email',
        })
      ).statusCode,
    ).toBe(400);
    const venue = await send('POST', '/api/admin/venues', {
      name: 'Silver Spring Pool',
      poolType: 'community_pool',
      travelFeeCents: 1250,
    });
    expect(venue.json()).toMatchObject({ travelFeeCents: 1250 });
    expect(
      (await send('POST', '/api/admin/venues', { name: 'X', poolType: 'home_pool', travelFeeCents: -5 }))
        .statusCode,
    ).toBe(400);
  });

  test('creates a coupon with window, lesson types, limit and first-time rule, and refuses a duplicate code', async () => {
    const body = {
      code: 'summer30',
      name: 'Summer 30%',
      type: 'percentage',
      value: 30,
      startsAt: new Date().toISOString(),
      endsAt: new Date(Date.now() + 30 * DAY).toISOString(),
      lessonTypes: ['group'],
      usageLimit: 10,
      firstTimeOnly: true,
    };
    const res = await send('POST', '/api/admin/coupons', body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      code: 'SUMMER30',
      lessonTypes: ['group'],
      usageLimit: 10,
      firstTimeOnly: true,
      redemptions: 0,
    });
    expect((await send('POST', '/api/admin/coupons', body)).statusCode).toBe(409);
    expect((await send('POST', '/api/admin/coupons', { ...body, code: 'BIG', value: 150 })).statusCode).toBe(
      400,
    );
    expect((await get(`/api/admin/coupons/${res.json().id}/redemptions`)).json()).toEqual({ items: [] });
  });

  test('exports leads as CSV with formula-looking cells neutralised, and audits the export', async () => {
    await t.db.insert(leads).values({
      email: 'csv@example.com',
      name: '=HYPERLINK("http://evil")',
      resource: 'water-safety-checklist',
    });
    const res = await get('/api/admin/leads.csv?search=csv@example.com');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe('Name,Email,Resource,Trigger,Source,UTM,Signed up (New York)');
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil"")",csv@example.com`);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.action, 'leads.exported'));
    expect(audit).toHaveLength(1);
  });

  test('paginates and rejects a bad page number', async () => {
    const page = (await get('/api/admin/leads?page=1&pageSize=1')).json();
    expect(page.items).toHaveLength(1);
    expect(page.total).toBeGreaterThanOrEqual(2);
    expect((await get('/api/admin/leads?page=0')).statusCode).toBe(400);
    expect((await get('/api/admin/leads?pageSize=abc')).statusCode).toBe(400);
  });

  test('marks a message replied and lists the audit trail', async () => {
    const [m] = await t.db
      .insert(contactMessages)
      .values({ name: 'Ava', email: 'ava@example.com', message: 'Question' })
      .returning();
    expect(
      (await send('POST', `/api/admin/messages/${m!.id}/status`, { status: 'replied' })).statusCode,
    ).toBe(200);
    expect(
      (await send('POST', `/api/admin/messages/${m!.id}/status`, { status: 'deleted' })).statusCode,
    ).toBe(400);
    expect(
      (await get('/api/admin/messages?status=replied')).json().items.map((i: { id: string }) => i.id),
    ).toContain(m!.id);
    const audit = (await get('/api/admin/audit?search=message.status')).json();
    expect(audit.items[0]).toMatchObject({ actor: 'owner', action: 'message.status', entityId: m!.id });
  });
});
