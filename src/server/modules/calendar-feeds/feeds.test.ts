/**
 * Private calendar feeds, read as a calendar app reads them (ical.js): a family's and an instructor's lessons, moves
 * and cancellations in the next read, nobody else's lessons, and an address that stops when replaced or stopped.
 */
import ICAL from 'ical.js';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { CalendarFeedCreated, CalendarFeedState } from '@core/api/calendar-feeds';
import { insertConfirmedBooking, insertInstructor, insertSlot, insertVenue } from '../../db/factories';
import { bookingSlots, calendarFeeds, instructors } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { linkTokenIn, openInstructorLink, signIn, signInFamily } from '../auth/testing';
import { lastEmail } from '../email/test-support/outbox';
import { calendarFeedCleanupJob } from './service';

let t: TestApp;
const FAMILY = 'rosa.diaz@example.com';
const HOUR = 3_600_000;
let family: Record<string, string>;
let teacher: Record<string, string>;
let instructorId = '';
let lessonId = '';
let otherSlotId = '';

beforeAll(async () => {
  t = await createTestApp();
  const admin = await signIn(t.app, { ip: '10.2.0.31' });
  instructorId = (await insertInstructor(t.db, { name: 'Maya Thompson', email: 'maya.feed@example.com' })).id;
  await t.app.inject({
    method: 'POST',
    url: `/api/admin/instructors/${instructorId}/invite`,
    headers: admin.headers,
  });
  const invite = await lastEmail(t.app, 'maya.feed@example.com', 'instructor_invite');
  teacher = {
    cookie: await openInstructorLink(t.app, linkTokenIn(invite!.text)),
    origin: t.config.publicUrl,
  };
  family = { cookie: await signInFamily(t.app, FAMILY), origin: t.config.publicUrl };

  const venue = await insertVenue(t.db, { name: 'Rosa’s pool' });
  // From one whole minute: the feed writes times to the second, and a move's distance is compared exactly.
  const base = Math.floor(Date.now() / 60_000) * 60_000;
  const at = (hours: number) =>
    insertSlot(t.db, { instructorId, venueId: venue.id, startTime: new Date(base + hours * HOUR) });
  const [first, second, other] = [await at(48), await at(72), await at(96)];
  otherSlotId = other.id;
  const booking = await insertConfirmedBooking(t.db, {
    slots: [first, second],
    seats: 1,
    lessonType: 'private',
    customerName: 'Rosa Diaz',
    customerEmail: FAMILY,
    swimmers: [{ name: 'Lola Diaz', ageGroup: 'child', level: 'turtle' }],
  });
  const lessons = await t.db.select().from(bookingSlots).where(eq(bookingSlots.bookingId, booking.id));
  lessonId = lessons.find((l) => l.slotId === first.id)!.lessonId;
  // The second lesson is cancelled: it leaves the feed.
  await t.db
    .update(bookingSlots)
    .set({ cancelledAt: new Date(), cancelReason: 'Cancelled by the family' })
    .where(eq(bookingSlots.slotId, second.id));
  // Another family's lesson with another instructor.
  await insertConfirmedBooking(t.db, {
    slots: [await insertSlot(t.db, { startsInMinutes: 50 * 60 })],
    seats: 1,
    lessonType: 'private',
    customerEmail: 'someone.else@example.com',
    swimmers: [{ name: 'Kai Other', ageGroup: 'child', level: 'turtle' }],
  });
});
afterAll(async () => t?.close());

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, headers?: Record<string, string>) =>
  t.app.inject({ method, url, headers });
const pathOf = (url: string) => new URL(url).pathname;

/** The feed's events as a calendar app reads them. */
async function eventsAt(url: string) {
  const res = await call('GET', pathOf(url));
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/calendar/);
  const calendar = new ICAL.Component(ICAL.parse(res.body));
  return calendar.getAllSubcomponents('vevent').map((v) => {
    const e = new ICAL.Event(v);
    return { uid: e.uid, summary: e.summary, location: e.location, start: e.startDate.toJSDate() };
  });
}

describe("a family's feed", () => {
  let url = '';

  test('is made on request, shown once, and holds the family’s lessons and nobody else’s', async () => {
    expect((await call('GET', '/api/family/calendar-feed', family)).json<CalendarFeedState>()).toEqual({
      active: false,
      createdAt: null,
    });
    const made = await call('POST', '/api/family/calendar-feed', family);
    expect(made.statusCode).toBe(201);
    const created = made.json<CalendarFeedCreated>();
    url = created.url;
    expect(created.webcalUrl).toBe(url.replace(/^http:/, 'webcal:'));
    expect((await call('GET', '/api/family/calendar-feed', family)).json<CalendarFeedState>().active).toBe(
      true,
    );
    // Only the fingerprint is kept.
    const token = pathOf(url).split('/').pop()!.replace('.ics', '');
    const rows = await t.db.select().from(calendarFeeds);
    expect(JSON.stringify(rows)).not.toContain(token);

    const events = await eventsAt(url);
    expect(events).toEqual([
      expect.objectContaining({
        summary: 'Private swim lesson: Lola Diaz',
        location: 'Rosa’s pool',
      }),
    ]);
    expect(events[0]!.uid).toContain(lessonId);
  });

  test('shows a moved lesson at its new time under the same event', async () => {
    const before = (await eventsAt(url))[0]!;
    await t.db.update(bookingSlots).set({ slotId: otherSlotId }).where(eq(bookingSlots.lessonId, lessonId));
    const after = (await eventsAt(url))[0]!;
    expect(after.uid).toBe(before.uid);
    expect(after.start.getTime() - before.start.getTime()).toBe(48 * HOUR);
  });

  test('stops when a new address is made, and the new one when stopped', async () => {
    const again = (await call('POST', '/api/family/calendar-feed', family)).json<CalendarFeedCreated>();
    expect((await call('GET', pathOf(url))).statusCode).toBe(404);
    expect(await eventsAt(again.url)).toHaveLength(1);
    expect((await call('DELETE', '/api/family/calendar-feed', family)).statusCode).toBe(204);
    expect((await call('GET', pathOf(again.url))).statusCode).toBe(404);
    expect((await call('GET', '/api/family/calendar-feed', family)).json<CalendarFeedState>().active).toBe(
      false,
    );
  });

  test('needs the family signed in to be seen or made; a made-up address is a 404, a malformed one a 400', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const)
      expect((await call(method, '/api/family/calendar-feed')).statusCode).toBe(401);
    // Another site cannot make or stop the family's address with its cookie.
    for (const method of ['POST', 'DELETE'] as const)
      expect(
        (await call(method, '/api/family/calendar-feed', { ...family, origin: 'https://elsewhere.example' }))
          .statusCode,
      ).toBe(403);
    expect((await call('GET', `/api/calendar-feeds/${'x'.repeat(43)}.ics`)).statusCode).toBe(404);
    expect((await call('GET', '/api/calendar-feeds/short.ics')).statusCode).toBe(400);
    expect((await call('GET', `/api/calendar-feeds/${'x'.repeat(43)}`)).statusCode).toBe(400);
  });
});

describe("an instructor's feed", () => {
  test('holds her lessons with the family and where to drive, and no one else’s', async () => {
    const made = await call('POST', '/api/instructor/calendar-feed', teacher);
    expect(made.statusCode).toBe(201);
    const events = await eventsAt(made.json<CalendarFeedCreated>().url);
    expect(events).toEqual([expect.objectContaining({ summary: 'Private lesson: Rosa Diaz' })]);
    expect((await call('POST', '/api/instructor/calendar-feed', family)).statusCode).toBe(401);
  });

  test('stops answering once the instructor is deactivated', async () => {
    const made = (await call('POST', '/api/instructor/calendar-feed', teacher)).json<CalendarFeedCreated>();
    expect(await eventsAt(made.url)).toHaveLength(1);
    await t.db.update(instructors).set({ active: false }).where(eq(instructors.id, instructorId));
    expect((await call('GET', pathOf(made.url))).statusCode).toBe(404);
    await t.db.update(instructors).set({ active: true }).where(eq(instructors.id, instructorId));
  });

  test('a feed unread for a year, or made a year ago and never read, is deleted; one read lately stays', async () => {
    const family2 = { cookie: await signInFamily(t.app, 'kept@example.com'), origin: t.config.publicUrl };
    const kept = (await call('POST', '/api/family/calendar-feed', family2)).json<CalendarFeedCreated>();
    expect((await call('GET', pathOf(kept.url))).statusCode).toBe(200);
    const yearAgo = new Date(Date.now() - 400 * 24 * HOUR);
    await t.db
      .update(calendarFeeds)
      .set({ lastReadAt: yearAgo })
      .where(eq(calendarFeeds.instructorId, instructorId));
    await call('POST', '/api/family/calendar-feed', family);
    await t.db
      .update(calendarFeeds)
      .set({ createdAt: yearAgo, lastReadAt: null })
      .where(eq(calendarFeeds.email, FAMILY));
    await calendarFeedCleanupJob.run(t.app);
    expect((await t.db.select().from(calendarFeeds)).map((f) => f.email)).toEqual(['kept@example.com']);
  });
});
