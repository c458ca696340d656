/**
 * Busy-time calendars, read from a fake calendar server on this machine (the network edge): the address is read at
 * once and kept only if it gives a calendar; busy times come out in the right instants (a zone, a weekly series, an
 * all-day event; free and cancelled events left out); a failed refresh keeps the last good read and says why; private
 * networks are refused when the reader is told to; and the job reads what is due.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { BusyCalendarState } from '@core/api/availability';
import { DEFAULT_TIME_ZONE } from '@core/catalog/time-zones';
import { dayKeyInZone, instantAtWallTime, shiftDayKey } from '@core/rules/timezones';
import { insertInstructor } from '../../db/factories';
import { availabilityBusyTimes } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { linkTokenIn, openInstructorLink, signIn, type AdminClient } from '../auth/testing';
import { lastEmail } from '../email/test-support/outbox';
import { busyCalendarJob } from './busy-calendar';
import { createBusyCalendarReader } from './busy-calendar-reader';

const SECRET = 'private-0123456789abcdef0123456789abcdef';
const today = dayKeyInZone(new Date(), DEFAULT_TIME_ZONE);
const day = (n: number) => shiftDayKey(today, n);
const compact = (key: string) => key.replaceAll('-', '');
const at = (n: number, hhmm: string) => instantAtWallTime(day(n), hhmm, DEFAULT_TIME_ZONE).toISOString();

const NEW_YORK = `BEGIN:VTIMEZONE
TZID:America/New_York
BEGIN:DAYLIGHT
TZOFFSETFROM:-0500
TZOFFSETTO:-0400
TZNAME:EDT
DTSTART:19700308T020000
RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU
END:DAYLIGHT
BEGIN:STANDARD
TZOFFSETFROM:-0400
TZOFFSETTO:-0500
TZNAME:EST
DTSTART:19701101T020000
RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU
END:STANDARD
END:VTIMEZONE`;

const event = (uid: string, lines: string) =>
  `BEGIN:VEVENT\nUID:${uid}\nDTSTAMP:20260101T000000Z\n${lines}\nEND:VEVENT`;
const calendar = (...events: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//Busy//EN', NEW_YORK, ...events, 'END:VCALENDAR']
    .join('\n')
    .replace(/\n/g, '\r\n');
const zoned = (n: number, hhmm: string) =>
  `TZID=America/New_York:${compact(day(n))}T${hhmm.replace(':', '')}00`;

const FIRST = calendar(
  event('dentist', `DTSTART;${zoned(3, '14:00')}\nDTEND;${zoned(3, '15:30')}\nSUMMARY:Dentist`),
  event('class', `DTSTART;${zoned(5, '09:00')}\nDTEND;${zoned(5, '10:00')}\nRRULE:FREQ=WEEKLY;COUNT=3`),
  event('free', `DTSTART;${zoned(4, '09:00')}\nDTEND;${zoned(4, '10:00')}\nTRANSP:TRANSPARENT`),
  event('off', `DTSTART;${zoned(4, '11:00')}\nDTEND;${zoned(4, '12:00')}\nSTATUS:CANCELLED`),
  event('holiday', `DTSTART;VALUE=DATE:${compact(day(10))}\nDTEND;VALUE=DATE:${compact(day(11))}`),
);
const SECOND = calendar(event('late', `DTSTART;${zoned(6, '18:00')}\nDTEND;${zoned(6, '19:00')}`));

let t: TestApp;
let admin: AdminClient;
let server: Server;
let base = '';
/** What the fake calendar server answers, by path. */
const answers = new Map<
  string,
  { status: number; body: string; hang?: boolean; trickle?: boolean; reset?: boolean }
>();
const teacher: Record<string, string> = {};
let instructorId = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    const answer = answers.get(req.url ?? '');
    if (answer?.hang) return; // never answers
    if (answer?.trickle) {
      // Headers a byte at a time, never finished: only a deadline for the whole read ends it.
      res.socket?.write('HTTP/1.1 200 OK\r\nX-Slow: ');
      const drip = setInterval(() => res.socket?.write('a'), 50);
      res.socket?.on('close', () => clearInterval(drip));
      return;
    }
    if (answer?.reset) {
      res.writeHead(200, { 'content-type': 'text/calendar', 'content-length': '100000' });
      res.write('BEGIN:VCALENDAR\r\n');
      setTimeout(() => res.socket?.destroy(), 20); // the connection drops mid-body
      return;
    }
    res.writeHead(answer?.status ?? 404, { 'content-type': 'text/calendar' });
    res.end(answer?.body ?? 'not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // Private addresses allowed (the fake server is on this machine), whichever database the suite runs on.
  t = await createTestApp(
    {},
    { busyCalendars: createBusyCalendarReader({ allowPrivateNetworks: true, timeoutMs: 400 }) },
  );
  admin = await signIn(t.app, { ip: '10.2.0.51' });
  instructorId = (await insertInstructor(t.db, { name: 'Maya Thompson', email: 'maya.busy@example.com' })).id;
  await t.app.inject({
    method: 'POST',
    url: `/api/admin/instructors/${instructorId}/invite`,
    headers: admin.headers,
  });
  const mail = await lastEmail(t.app, 'maya.busy@example.com', 'instructor_invite');
  teacher.cookie = await openInstructorLink(t.app, linkTokenIn(mail!.text));
  teacher.origin = t.config.publicUrl;
});
afterAll(async () => {
  await t?.close();
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
});

const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', path: string, payload?: unknown) =>
  t.app.inject({ method, url: `/api/instructor/${path}`, headers: teacher, payload: payload as object });
const state = async () => (await call('GET', 'busy-calendar')).json<BusyCalendarState>();

describe('a busy-time calendar', () => {
  test('is read at once: busy events in their instants, a weekly series expanded, free and cancelled left out', async () => {
    answers.set(`/calendar/ical/maya/${SECRET}/basic.ics`, { status: 200, body: FIRST });
    const res = await call('PUT', 'busy-calendar', {
      address: `${base}/calendar/ical/maya/${SECRET}/basic.ics`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).not.toContain(SECRET); // the secret part is never shown back
    const read = res.json<BusyCalendarState>();
    expect(read).toMatchObject({ connected: true, lastError: null, busyAhead: 5 });
    expect(read.address).toBe(`127.0.0.1:${new URL(base).port}/.../basic.ics`);
    expect(read.nextBusy).toEqual([
      { start: at(3, '14:00'), end: at(3, '15:30') },
      { start: at(5, '09:00'), end: at(5, '10:00') },
      { start: at(10, '00:00'), end: at(11, '00:00') },
      { start: at(12, '09:00'), end: at(12, '10:00') },
      { start: at(19, '09:00'), end: at(19, '10:00') },
    ]);
  });

  test('"Refresh now" reads it again; a failed read keeps the last good one and says why', async () => {
    answers.set(`/calendar/ical/maya/${SECRET}/basic.ics`, { status: 200, body: SECOND });
    const fresh = (await call('POST', 'busy-calendar/refresh')).json<BusyCalendarState>();
    expect(fresh.nextBusy).toEqual([{ start: at(6, '18:00'), end: at(6, '19:00') }]);

    answers.set(`/calendar/ical/maya/${SECRET}/basic.ics`, { status: 500, body: 'oops' });
    const failed = await call('POST', 'busy-calendar/refresh');
    expect(failed.statusCode).toBe(200);
    expect(failed.json<BusyCalendarState>()).toMatchObject({
      lastError: 'The calendar answered with an error (500)',
      busyAhead: 1,
    });

    answers.set(`/calendar/ical/maya/${SECRET}/basic.ics`, { status: 200, body: 'x', hang: true });
    const started = Date.now();
    const slow = (await call('POST', 'busy-calendar/refresh')).json<BusyCalendarState>();
    expect(slow.lastError).toBe('The calendar did not answer in time');
    expect(Date.now() - started).toBeLessThan(5_000);

    answers.set(`/calendar/ical/maya/${SECRET}/basic.ics`, { status: 200, body: 'x', trickle: true });
    const trickled = await call('POST', 'busy-calendar/refresh');
    expect(trickled.statusCode).toBe(200);
    expect(trickled.json<BusyCalendarState>().lastError).toBe('The calendar did not answer in time');

    answers.set(`/calendar/ical/maya/${SECRET}/basic.ics`, { status: 200, body: 'x', reset: true });
    const dropped = await call('POST', 'busy-calendar/refresh');
    expect(dropped.statusCode).toBe(200);
    expect(dropped.json<BusyCalendarState>()).toMatchObject({
      lastError: 'The calendar could not be reached',
      busyAhead: 1,
    });
  });

  test('a weekly series begun years ago still blocks the weeks ahead; another series’ exception changes nothing', async () => {
    const old = calendar(
      event(
        'weekly',
        `DTSTART;${zoned(-7 * 1300, '07:00')}\nDTEND;${zoned(-7 * 1300, '08:00')}\nRRULE:FREQ=WEEKLY`,
      ),
      event(
        'other',
        `RECURRENCE-ID;${zoned(2, '09:00')}\nDTSTART;${zoned(2, '09:00')}\nDTEND;${zoned(2, '09:30')}`,
      ),
    );
    answers.set('/old.ics', { status: 200, body: old });
    const read = await call('PUT', 'busy-calendar', { address: `${base}/old.ics` });
    expect(read.statusCode, read.body).toBe(200);
    const state = read.json<BusyCalendarState>();
    expect(state.busyAhead).toBeGreaterThanOrEqual(52);
    expect(state.nextBusy[0]!.end > new Date().toISOString()).toBe(true);
    expect(state.nextBusy.every((b) => b.start.endsWith(at(0, '07:00').slice(13)))).toBe(true);
    // Back to the first calendar for the tests below.
    answers.set(`/calendar/ical/maya/${SECRET}/basic.ics`, { status: 200, body: FIRST });
    expect(
      (await call('PUT', 'busy-calendar', { address: `${base}/calendar/ical/maya/${SECRET}/basic.ics` }))
        .statusCode,
    ).toBe(200);
  });

  test.each([
    [
      'a page that is not a calendar',
      { status: 200, body: '<html>Sign in</html>' },
      'does not give a calendar',
    ],
    ['an address that is gone', { status: 404, body: 'no' }, 'no longer works'],
  ])('%s is a 400 and changes nothing', async (_name, answer, words) => {
    answers.set('/other.ics', answer);
    const before = await state();
    const res = await call('PUT', 'busy-calendar', { address: `${base}/other.ics` });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().fieldErrors.address).toContain(words);
    expect(await state()).toEqual(before);
  });

  test.each([
    ['not a web address', 'calendar please'],
    ['a file address', 'file:///etc/passwd'],
    ['an address with a password', 'https://me:secret@calendar.example/x.ics'],
    ['a port nobody listens on', 'http://127.0.0.1:9/x.ics'],
  ])('%s is a 400 naming the address', async (_name, address) => {
    const res = await call('PUT', 'busy-calendar', { address });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().fieldErrors).toHaveProperty('address');
  });

  test('the job reads calendars not read for 15 minutes, and drops busy times long ended', async () => {
    answers.set(`/calendar/ical/maya/${SECRET}/basic.ics`, { status: 200, body: FIRST });
    await t.db.execute(
      sql`update availability_busy_calendars set last_attempt_at = now() - interval '20 minutes'`,
    );
    // An ended busy time of an instructor whose calendar is not read this run: only the clean-up can remove it.
    const other = (await insertInstructor(t.db, { name: 'Carlos Vega', email: 'carlos.busy@example.com' }))
      .id;
    await t.db.insert(availabilityBusyTimes).values({
      instructorId: other,
      startsAt: new Date(Date.now() - 3 * 86_400_000),
      endsAt: new Date(Date.now() - 3 * 86_400_000 + 3_600_000),
    });
    await busyCalendarJob.run(t.app);
    const read = await state();
    expect(read).toMatchObject({ busyAhead: 5, lastError: null });
    const all = await t.db.select().from(availabilityBusyTimes);
    expect(all.filter((b) => b.instructorId === other)).toEqual([]);
    // Read a moment ago: not due again.
    answers.set(`/calendar/ical/maya/${SECRET}/basic.ics`, { status: 200, body: SECOND });
    await busyCalendarJob.run(t.app);
    expect((await state()).busyAhead).toBe(5);
  });

  test('the owner sees it; nobody signed out does; stopping it removes its busy times', async () => {
    const owner = await t.app.inject({
      method: 'GET',
      url: `/api/admin/instructors/${instructorId}/busy-calendar`,
      headers: admin.headers,
    });
    expect(owner.statusCode).toBe(200);
    expect(owner.json<BusyCalendarState>().busyAhead).toBe(5);
    const ghost = await t.app.inject({
      method: 'GET',
      url: '/api/admin/instructors/0f0f0f0f-0000-4000-8000-000000000000/busy-calendar',
      headers: admin.headers,
    });
    expect(ghost.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/instructor/busy-calendar' })).statusCode).toBe(
      401,
    );

    const stopped = await call('DELETE', 'busy-calendar');
    expect(stopped.json<BusyCalendarState>()).toMatchObject({ connected: false, busyAhead: 0 });
    expect(
      (await t.db.select().from(availabilityBusyTimes)).filter((b) => b.instructorId === instructorId),
    ).toEqual([]);
    expect((await call('DELETE', 'busy-calendar')).statusCode).toBe(404);
    expect((await call('POST', 'busy-calendar/refresh')).statusCode).toBe(404);
  });
});

describe('on a real deployment', () => {
  test('addresses on private networks are refused, by number or by a name that points there', async () => {
    const reader = createBusyCalendarReader({ allowPrivateNetworks: false, timeoutMs: 1_000 });
    answers.set('/private.ics', { status: 200, body: FIRST });
    const port = new URL(base).port;
    for (const host of ['127.0.0.1', 'localhost', '[::1]', '[::ffff:7f00:1]', '10.1.2.3', '169.254.169.254'])
      await expect(reader.read(`http://${host}:${port}/private.ics`), host).rejects.toThrow(
        /private networks/,
      );
  });

  test('the app refuses them with a 400 and stores nothing', async () => {
    const strict = await createTestApp(
      {},
      { busyCalendars: createBusyCalendarReader({ allowPrivateNetworks: false, timeoutMs: 1_000 }) },
    );
    try {
      const admin2 = await signIn(strict.app, { ip: '10.2.0.52' });
      const id = (await insertInstructor(strict.db, { name: 'Cal Reed', email: 'cal.busy@example.com' })).id;
      await strict.app.inject({
        method: 'POST',
        url: `/api/admin/instructors/${id}/invite`,
        headers: admin2.headers,
      });
      const mail = await lastEmail(strict.app, 'cal.busy@example.com', 'instructor_invite');
      const cookie = await openInstructorLink(strict.app, linkTokenIn(mail!.text));
      answers.set('/private.ics', { status: 200, body: FIRST });
      const res = await strict.app.inject({
        method: 'PUT',
        url: '/api/instructor/busy-calendar',
        headers: { cookie, origin: strict.config.publicUrl },
        payload: { address: `${base}/private.ics` },
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toContain('private networks');
      const after = await strict.app.inject({
        method: 'GET',
        url: '/api/instructor/busy-calendar',
        headers: { cookie, origin: strict.config.publicUrl },
      });
      expect(after.json<BusyCalendarState>().connected).toBe(false);
    } finally {
      await strict.close();
    }
  });
});
