/**
 * The owner's waitlist (each line in order, offers by hand, reordering, removing), a family's own entries in My
 * Lessons (another family's entry is a 404), and bad input: a clear 400, never a 5xx, and nothing stored.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { AdminWaitlist, FamilyWaitlist } from '@core/api/waitlist';
import { insertSlot } from '../../db/factories';
import { auditLog, timeSlots, waitlistEntries } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bodyCases, paramCases, type FuzzCase, type Json } from '../../test/fuzz-inputs';
import { signIn, signInFamily, type AdminClient } from '../auth/testing';
import { hold } from '../ledger/test/booking-flow';
import { offerFreedSeats } from './service';
import { entryOf, fullTime, join, offersOf, post, waitlistVisitor } from './test-support/waitlist-flow';

let t: TestApp;
let admin: AdminClient;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, { ip: '10.64.0.1' });
});
afterAll(async () => t?.close());

const asAdmin = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: admin.headers, ...(payload ? { payload } : {}) });

async function joined(slotId: string, email: string, name = 'Riley Chen') {
  const res = await join(t, slotId, { email, name });
  expect(res.statusCode).toBe(201);
  return res.json<{ entryId: string }>().entryId;
}

const preference = (email: string, over: Record<string, Json> = {}): Record<string, Json> => ({
  name: 'Pat Group',
  email,
  swimmers: 2,
  lessonType: 'group',
  level: 'guppy',
  weekdays: [1, 3],
  windowStart: '16:00',
  windowEnd: '18:00',
  timeZone: 'America/New_York',
  ...over,
});

/** Makes room on a time without anything that would run the offer pass. */
const raiseCapacity = (slotId: string, capacity: number) =>
  t.db.update(timeSlots).set({ capacity }).where(eq(timeSlots.id, slotId));

describe("the owner's waitlist", () => {
  test('lists each time with its seats and its line in order, and the preferences in words', async () => {
    const { slot } = await fullTime(t);
    const a = await joined(slot.id, 'list-a@example.com', 'Ann Line');
    const b = await joined(slot.id, 'list-b@example.com', 'Ben Line');
    const saved = await post(t, '/api/waitlist/preferences', preference('list-pref@example.com'));
    expect(saved.statusCode).toBe(201);

    const res = await asAdmin('GET', '/api/admin/waitlist');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json<AdminWaitlist>();
    const line = body.slots.find((s) => s.id === slot.id)!;
    expect(line).toMatchObject({ capacity: 1, seatsTaken: 1, lessonType: 'private' });
    expect(line.entries.map((e) => [e.id, e.place, e.name, e.status])).toEqual([
      [a, 1, 'Ann Line', 'waiting'],
      [b, 2, 'Ben Line', 'waiting'],
    ]);
    const pref = body.preferences.find((p) => p.id === saved.json().entryId)!;
    expect(pref.preference).toMatchObject({
      weekdays: [1, 3],
      windowStart: '16:00',
      windowEnd: '18:00',
      description: 'Group, Mon, Wed 16:00-18:00 (ET)',
    });
    expect(body.offerWindowMinutes).toBe(120);
  });

  test('moves an entry up and down its own line, refuses to move past either end, and audits each move', async () => {
    const { slot } = await fullTime(t);
    const [a, b, c] = [
      await joined(slot.id, 'move-a@example.com'),
      await joined(slot.id, 'move-b@example.com'),
      await joined(slot.id, 'move-c@example.com'),
    ];
    const order = async () =>
      (await asAdmin('GET', '/api/admin/waitlist'))
        .json<AdminWaitlist>()
        .slots.find((s) => s.id === slot.id)!
        .entries.map((e) => e.id);
    expect((await asAdmin('POST', `/api/admin/waitlist/${c}/move`, { direction: 'up' })).statusCode).toBe(
      200,
    );
    expect(await order()).toEqual([a, c, b]);
    expect((await asAdmin('POST', `/api/admin/waitlist/${a}/move`, { direction: 'down' })).statusCode).toBe(
      200,
    );
    expect(await order()).toEqual([c, a, b]);
    const first = await asAdmin('POST', `/api/admin/waitlist/${c}/move`, { direction: 'up' });
    expect(first.statusCode).toBe(409);
    expect(first.json().message).toBe('This entry is already first in line.');
    expect(await order()).toEqual([c, a, b]);
    const moves = await t.db.select().from(auditLog).where(eq(auditLog.action, 'waitlist.moved'));
    expect(moves.filter((m) => [a, c].includes(m.entityId!))).toHaveLength(2);
    expect(moves[0]).toMatchObject({ actor: 'owner', entityType: 'waitlist_entry' });
  });

  test('the first in line is offered the freed seat after a reorder', async () => {
    const { slot } = await fullTime(t);
    const a = await joined(slot.id, 'reorder-a@example.com');
    const b = await joined(slot.id, 'reorder-b@example.com');
    await asAdmin('POST', `/api/admin/waitlist/${b}/move`, { direction: 'up' });
    await raiseCapacity(slot.id, 2);
    expect(await offerFreedSeats(t.app, [slot.id])).toBe(1);
    expect((await entryOf(t.db, b)).status).toBe('offered');
    expect((await entryOf(t.db, a)).status).toBe('waiting');
  });

  test('offers a seat by hand when it fits, out of turn, and refuses with a clear 409 when it does not', async () => {
    const { slot } = await fullTime(t);
    const a = await joined(slot.id, 'hand-a@example.com');
    const b = await joined(slot.id, 'hand-b@example.com');
    const full = await asAdmin('POST', `/api/admin/waitlist/${b}/offer`, {});
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({ code: 'SEATS_DO_NOT_FIT' });
    expect(await offersOf(t.db, b)).toHaveLength(0);

    await raiseCapacity(slot.id, 2);
    const res = await asAdmin('POST', `/api/admin/waitlist/${b}/offer`, {});
    expect(res.statusCode).toBe(201);
    const [offer] = await offersOf(t.db, b);
    expect(offer).toMatchObject({
      id: res.json().offerId,
      status: 'live',
      offeredBy: 'owner',
      slotId: slot.id,
    });
    expect((await entryOf(t.db, b)).status).toBe('offered');
    expect((await entryOf(t.db, a)).status).toBe('waiting');
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, b));
    expect(audit).toMatchObject({ actor: 'owner', action: 'waitlist.offered' });
    // The seat is the family's alone now.
    expect((await hold(t, [slot.id])).statusCode).toBe(409);
    const again = await asAdmin('POST', `/api/admin/waitlist/${b}/offer`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ALREADY_OFFERED' });
  });

  test('offers a preference the time the owner names, and asks for one when none is named', async () => {
    const saved = await post(
      t,
      '/api/waitlist/preferences',
      preference('hand-pref@example.com', { swimmers: 1 }),
    );
    const entryId = saved.json().entryId;
    const missing = await asAdmin('POST', `/api/admin/waitlist/${entryId}/offer`, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors).toEqual({ slotId: 'Choose the lesson time to offer' });
    const privateTime = await insertSlot(t.db, { capacity: 2, lessonType: 'private' });
    const wrongType = await asAdmin('POST', `/api/admin/waitlist/${entryId}/offer`, {
      slotId: privateTime.id,
    });
    expect(wrongType.statusCode).toBe(409);
    expect(wrongType.json().message).toBe('That time is a Private lesson; this family waits for Group.');
    const groupTime = await insertSlot(t.db, {
      capacity: 6,
      lessonType: 'group',
      startsInMinutes: 90 * 24 * 60,
    });
    const res = await asAdmin('POST', `/api/admin/waitlist/${entryId}/offer`, { slotId: groupTime.id });
    expect(res.statusCode).toBe(201);
    expect(res.json().slotId).toBe(groupTime.id);
  });

  test('removes an entry: its live offer is withdrawn, the seat goes to the next in line, and it is audited', async () => {
    const { slot } = await fullTime(t);
    const a = await joined(slot.id, 'remove-a@example.com');
    const b = await joined(slot.id, 'remove-b@example.com');
    await raiseCapacity(slot.id, 2);
    expect((await asAdmin('POST', `/api/admin/waitlist/${a}/offer`, {})).statusCode).toBe(201);

    const res = await asAdmin('DELETE', `/api/admin/waitlist/${a}`);
    expect(res.statusCode).toBe(200);
    expect((await entryOf(t.db, a)).status).toBe('removed');
    expect((await offersOf(t.db, a))[0]!.status).toBe('withdrawn');
    expect((await offersOf(t.db, b))[0]!.status).toBe('live');
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.entityId} = ${a} and ${auditLog.action} = 'waitlist.removed'`);
    expect(audit).toMatchObject({ actor: 'owner' });
    const twice = await asAdmin('DELETE', `/api/admin/waitlist/${a}`);
    expect(twice.statusCode).toBe(409);
    expect(
      (await asAdmin('DELETE', '/api/admin/waitlist/00000000-0000-4000-8000-000000000999')).statusCode,
    ).toBe(404);
  });

  test('answers only a signed-in owner', async () => {
    const { slot } = await fullTime(t);
    const a = await joined(slot.id, 'guarded@example.com');
    for (const [method, url] of [
      ['GET', '/api/admin/waitlist'],
      ['POST', `/api/admin/waitlist/${a}/offer`],
      ['POST', `/api/admin/waitlist/${a}/move`],
      ['DELETE', `/api/admin/waitlist/${a}`],
    ] as const) {
      const res = await t.app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
      expect(res.statusCode).toBe(401);
    }
    expect((await entryOf(t.db, a)).status).toBe('waiting');
  });
});

describe("a family's waitlist in My Lessons", () => {
  test("lists the family's own entries with their times, preferences and live offers, and nobody else's", async () => {
    const email = 'my-waitlist@example.com';
    const { slot } = await fullTime(t);
    const timeEntry = await joined(slot.id, email);
    const prefEntry = (await post(t, '/api/waitlist/preferences', preference(email))).json().entryId;
    await joined(slot.id, 'someone-else@example.com');
    await raiseCapacity(slot.id, 2);
    await asAdmin('POST', `/api/admin/waitlist/${timeEntry}/offer`, {});

    const cookie = await signInFamily(t.app, email);
    const res = await t.app.inject({ method: 'GET', url: '/api/family/waitlist', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { entries } = res.json<FamilyWaitlist>();
    expect(entries.map((e) => e.id).sort()).toEqual([timeEntry, prefEntry].sort());
    const offered = entries.find((e) => e.id === timeEntry)!;
    expect(offered).toMatchObject({ status: 'offered', kind: 'time', slot: { id: slot.id } });
    const [offer] = await offersOf(t.db, timeEntry);
    expect(offered.offer).toMatchObject({ expiresAt: offer!.expiresAt.toISOString(), slot: { id: slot.id } });
    expect(entries.find((e) => e.id === prefEntry)).toMatchObject({
      kind: 'preference',
      slot: null,
      offer: null,
      preference: { description: 'Group, Mon, Wed 16:00-18:00 (ET)' },
    });
  });

  test("leaves the family's own entry, and answers 404 for another family's", async () => {
    const { slot } = await fullTime(t);
    const mine = await joined(slot.id, 'leaver@example.com');
    const theirs = await joined(slot.id, 'stays@example.com');
    const cookie = await signInFamily(t.app, 'leaver@example.com');
    const headers = { cookie, origin: t.config.publicUrl };

    const other = await t.app.inject({ method: 'DELETE', url: `/api/family/waitlist/${theirs}`, headers });
    expect(other.statusCode).toBe(404);
    expect((await entryOf(t.db, theirs)).status).toBe('waiting');
    const own = await t.app.inject({ method: 'DELETE', url: `/api/family/waitlist/${mine}`, headers });
    expect(own.statusCode).toBe(200);
    expect((await entryOf(t.db, mine)).status).toBe('left');
    const listed = await t.app.inject({ method: 'GET', url: '/api/family/waitlist', headers });
    expect(listed.json<FamilyWaitlist>().entries).toEqual([]);
  });

  test('answers 401 signed out', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/family/waitlist' })).statusCode).toBe(401);
  });
});

describe('bad input', () => {
  const countEntries = async () =>
    (await t.db.select({ id: waitlistEntries.id }).from(waitlistEntries)).length;

  test.each([
    ['no email', { email: undefined }, 'email', 'Please enter a valid email address'],
    ['a bad email', { email: 'not-an-email' }, 'email', 'Please enter a valid email address'],
    ['no name', { name: '  ' }, 'name', 'Please enter your name'],
    ['no swimmers', { swimmers: 0 }, 'swimmers', 'At least one swimmer'],
    ['a fraction of a swimmer', { swimmers: 1.5 }, 'swimmers', 'Swimmers must be a whole number'],
    ['a slot id that is not an id', { slotId: 'slot-1' }, 'slotId', 'Must be a valid id'],
    ['an unknown time zone', { timeZone: 'Mars/Olympus' }, 'timeZone', undefined],
  ])(
    'joining with %s is a 400 naming the field, and nothing is stored',
    async (_name, change, field, message) => {
      const { slot } = await fullTime(t);
      const before = await countEntries();
      const body = {
        slotId: slot.id,
        name: 'Riley Chen',
        email: 'bad-input@example.com',
        swimmers: 1,
        ...change,
      };
      const res = await post(t, '/api/waitlist', body);
      expect(res.statusCode).toBe(400);
      const errors = res.json().fieldErrors as Record<string, string>;
      if (message) expect(errors[field]).toBe(message);
      else expect(Object.keys(errors)).toEqual([field]);
      expect(await countEntries()).toBe(before);
    },
  );

  test.each([
    ['no weekday', { weekdays: [] }, 'weekdays', 'Choose at least one day of the week'],
    ['a weekday twice', { weekdays: [1, 1] }, 'weekdays', 'Choose each day of the week once'],
    ['a weekday 7', { weekdays: [7] }, 'weekdays.0', undefined],
    [
      'eight weekdays',
      { weekdays: [0, 1, 2, 3, 4, 5, 6, 0] },
      'weekdays',
      'Choose each day of the week once',
    ],
    [
      'a window ending before it starts',
      { windowEnd: '15:00' },
      'windowEnd',
      'The end of the window must be after its start',
    ],
    [
      'a window of no time',
      { windowEnd: '16:00' },
      'windowEnd',
      'The end of the window must be after its start',
    ],
    [
      'a time that is not a time',
      { windowStart: '25:00' },
      'windowStart',
      'From must be a time such as 16:30',
    ],
    ['an unknown lesson type', { lessonType: 'scuba' }, 'lessonType', undefined],
    ['an unknown level', { level: 'shark' }, 'level', undefined],
    [
      'more swimmers than the type takes',
      { lessonType: 'private' },
      'swimmers',
      'Private lessons take at most 1 swimmer',
    ],
    ['no time zone', { timeZone: undefined }, 'timeZone', 'timeZone is required'],
  ])(
    'a preference with %s is a 400 naming the field, and nothing is stored',
    async (_name, change, field, message) => {
      const before = await countEntries();
      const res = await post(t, '/api/waitlist/preferences', {
        ...preference('bad-pref@example.com'),
        ...change,
      });
      expect(res.statusCode).toBe(400);
      const errors = res.json().fieldErrors as Record<string, string>;
      if (message) expect(errors[field]).toBe(message);
      else expect(Object.keys(errors)).toContain(field);
      expect(await countEntries()).toBe(before);
    },
  );

  test('a link token that is not a token is a 400', async () => {
    for (const url of ['/api/waitlist/leave', '/api/waitlist/offers/claim', '/api/waitlist/offers/decline']) {
      const res = await post(t, url, { token: 'short' });
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors).toEqual({ token: 'This waitlist link is not valid.' });
    }
  });

  test('every waitlist route fed hostile input answers no 5xx, and changes nothing when it refuses', async () => {
    const { slot } = await fullTime(t);
    const entry = await joined(slot.id, 'fuzz-own@example.com');
    const cookie = await signInFamily(t.app, 'fuzz-own@example.com');
    const family = { cookie, origin: t.config.publicUrl };
    const token = 'z'.repeat(43);
    const routes: {
      method: 'POST' | 'DELETE';
      url: string;
      body?: Json;
      params?: Record<string, string>;
      headers: Record<string, string>;
    }[] = [
      {
        method: 'POST',
        url: '/api/waitlist',
        body: {
          slotId: slot.id,
          name: 'Fuzz Family',
          email: 'fuzz@example.com',
          swimmers: 1,
          timeZone: 'America/Chicago',
        },
        headers: {},
      },
      {
        method: 'POST',
        url: '/api/waitlist/preferences',
        body: preference('fuzz-pref@example.com'),
        headers: {},
      },
      { method: 'POST', url: '/api/waitlist/leave', body: { token }, headers: {} },
      { method: 'POST', url: '/api/waitlist/offers/claim', body: { token }, headers: {} },
      { method: 'POST', url: '/api/waitlist/offers/decline', body: { token }, headers: {} },
      { method: 'DELETE', url: '/api/family/waitlist/:entryId', params: { entryId: entry }, headers: family },
      {
        method: 'POST',
        url: '/api/admin/waitlist/:entryId/move',
        params: { entryId: entry },
        body: { direction: 'sideways' },
        headers: admin.headers,
      },
      {
        method: 'POST',
        url: '/api/admin/waitlist/:entryId/offer',
        params: { entryId: entry },
        body: { slotId: slot.id },
        headers: admin.headers,
      },
    ];
    const state = async () =>
      JSON.stringify(
        (
          (await t.db.execute(sql`select
            (select string_agg(concat_ws('|', id, status, position), ',' order by id) from waitlist_entries) as entries,
            (select string_agg(concat_ws('|', id, status), ',' order by id) from waitlist_offers) as offers,
            (select count(*) from holds) as holds,
            (select count(*) from outbox) as mail`)) as unknown as { rows: unknown[] }
        ).rows,
      );
    const serverErrors: string[] = [];
    const writesOnRefusal: string[] = [];
    let requests = 0;
    for (const route of routes) {
      const cases: FuzzCase[] = [
        ...(route.body !== undefined ? bodyCases(route.body) : []),
        ...(route.params ? paramCases(route.params) : []),
      ];
      for (const c of cases) {
        const params = c.params ?? route.params ?? {};
        const url = route.url.replace(/:(\w+)/g, (_m, name: string) => params[name] ?? 'missing');
        const headers: Record<string, string> = { ...route.headers, ...c.headers };
        const hasBody = c.raw !== undefined || c.body !== undefined;
        if (hasBody) headers['content-type'] = c.contentType ?? 'application/json';
        const before = await state();
        const res = await t.app.inject({
          method: route.method,
          url,
          headers,
          payload: c.raw !== undefined ? c.raw : c.body !== undefined ? JSON.stringify(c.body) : undefined,
          remoteAddress: waitlistVisitor(),
        });
        requests += 1;
        const what = `${route.method} ${route.url}, ${c.label} -> ${res.statusCode}`;
        if (res.statusCode >= 500) serverErrors.push(`${what} ${res.body.slice(0, 200)}`);
        if (res.statusCode >= 400 && (await state()) !== before) writesOnRefusal.push(what);
      }
    }
    expect(requests).toBeGreaterThan(100);
    expect({ serverErrors, writesOnRefusal }).toEqual({ serverErrors: [], writesOnRefusal: [] });
  }, 180_000);
});
