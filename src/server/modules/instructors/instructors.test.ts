/**
 * The instructor's side end to end through the API: signed in by the owner's invitation, a day sheet with only her
 * own lessons, attendance, milestone sign-offs that reach the family's progress, and one progress email per lesson.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEFAULT_TIME_ZONE } from '@core/catalog/time-zones';
import { dayKeyInZone, instantAtWallTime, shiftDayKey } from '@core/rules/timezones';
import { insertConfirmedBooking, insertInstructor, insertSlot, insertVenue } from '../../db/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { linkTokenIn, openInstructorLink, signIn, signInFamily, type AdminClient } from '../auth/testing';
import { lastEmail } from '../email/test-support/outbox';

let t: TestApp;
let admin: AdminClient;
const today = dayKeyInZone(new Date(), DEFAULT_TIME_ZONE);
const at = (day: string, hhmm: string) => instantAtWallTime(day, hhmm, DEFAULT_TIME_ZONE);
const ids = {
  maya: '',
  carlos: '',
  mayaLesson: '',
  mayaSecond: '',
  carlosLesson: '',
  futureLesson: '',
  ellie: '',
};

async function bookAt(instructorId: string, start: Date, family: string, zip: string, swimmerName: string) {
  const slot = await insertSlot(t.db, {
    instructorId,
    venueId: (await insertVenue(t.db)).id,
    startTime: start,
  });
  const booking = await insertConfirmedBooking(t.db, {
    slots: [slot],
    seats: 1,
    lessonType: 'private',
    customerName: family,
    customerEmail: `${family.split(' ')[0]!.toLowerCase()}@example.com`,
    pool: { street: '4 Maple Court', city: 'Bethesda', state: 'MD', zip },
    swimmers: [{ name: swimmerName, ageGroup: 'child', level: 'turtle', fears: 'Deep water' }],
    specialRequests: 'Gate code 2468',
    addOns: [{ id: 'goggles', name: 'Swim Goggles', price: 1999, quantity: 1 }],
  });
  const [lesson] = await t.db.query.bookingSlots.findMany({
    where: (b, { eq }) => eq(b.bookingId, booking.id),
  });
  return lesson!.lessonId;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, { ip: '10.2.0.9' });
  ids.maya = (
    await insertInstructor(t.db, { name: 'Maya Thompson', email: 'maya@example.com', homeZip: '20814' })
  ).id;
  ids.carlos = (await insertInstructor(t.db, { name: 'Carlos Mendez', email: 'carlos@example.com' })).id;
  ids.mayaLesson = await bookAt(ids.maya, at(today, '07:30'), 'Riley Morgan', '20814', 'Ellie Morgan');
  ids.mayaSecond = await bookAt(ids.maya, at(today, '08:15'), 'Priya Shah', '20815', 'Arjun Shah');
  ids.carlosLesson = await bookAt(ids.carlos, at(today, '07:30'), 'Dana Lee', '22209', 'Sam Lee');
  ids.futureLesson = await bookAt(
    ids.maya,
    at(shiftDayKey(today, 3), '10:00'),
    'Riley Morgan',
    '20814',
    'Ellie Morgan',
  );
});
afterAll(async () => t?.close());

let maya = '';
const asMaya = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: maya, origin: t.app.config.publicUrl }, payload });

describe('signing in', () => {
  test('the owner invites an instructor by email, and the link signs her in once', async () => {
    const invited = await t.app.inject({
      method: 'POST',
      url: `/api/admin/instructors/${ids.maya}/invite`,
      headers: admin.headers,
    });
    expect(invited.statusCode).toBe(200);
    expect(invited.json().email).toBe('maya@example.com');
    const email = await lastEmail(t.app, 'maya@example.com', 'instructor_invite');
    expect(email?.subject).toContain('instructor sign-in');
    const token = linkTokenIn(email!.text);
    maya = await openInstructorLink(t.app, token);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/instructor/session',
      headers: { origin: t.app.config.publicUrl },
      payload: { token },
    });
    expect(again.statusCode).toBe(400);
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/instructors', headers: admin.headers });
    const row = list.json().items.find((i: { id: string }) => i.id === ids.maya);
    expect(row.invitedAt).not.toBeNull();
    expect(row.homeZip).toBe('20814');
  });

  test('without a session every instructor call is a 401', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/instructor/day' })).statusCode).toBe(401);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/instructor/lessons/${ids.mayaLesson}/finish`,
      headers: { origin: t.app.config.publicUrl },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('the day sheet', () => {
  test('lists only her lessons of the day, in order, with the drive from home and from the lesson before', async () => {
    const res = await asMaya('GET', `/api/instructor/day?date=${today}`);
    expect(res.statusCode).toBe(200);
    const sheet = res.json();
    expect(sheet.instructorName).toBe('Maya Thompson');
    expect(sheet.lessons.map((l: { lessonId: string }) => l.lessonId)).toEqual([
      ids.mayaLesson,
      ids.mayaSecond,
    ]);
    const [first, second] = sheet.lessons;
    expect(first).toMatchObject({
      address: '4 Maple Court, Bethesda, MD 20814',
      travelFrom: 'home',
      travelMinutesFromPrevious: 5, // home is the same ZIP: the buffer only
      specialRequests: 'Gate code 2468',
      addOns: [{ name: 'Swim Goggles', quantity: 1 }],
      canRecord: true,
    });
    expect(first.mapUrl).toContain(encodeURIComponent('4 Maple Court'));
    expect(first.swimmers[0]).toMatchObject({
      name: 'Ellie Morgan',
      level: 'turtle',
      fears: 'Deep water',
      attendance: null,
    });
    ids.ellie = first.swimmers[0].swimmerId;
    expect(second.travelFrom).toBe('previous_lesson');
    expect(second.travelMinutesFromPrevious).toBe(13); // about 3 km to Chevy Chase
  });

  test('another instructor’s lesson answers 404 for every call, exactly like one that does not exist', async () => {
    const carlosSwimmer = (await t.db.query.bookingSwimmers.findFirst({
      where: (s, { eq }) => eq(s.name, 'Sam Lee'),
    }))!;
    for (const lessonId of [ids.carlosLesson, '00000000-0000-4000-8000-000000000000']) {
      const attendance = await asMaya(
        'PUT',
        `/api/instructor/lessons/${lessonId}/swimmers/${carlosSwimmer.id}/attendance`,
        {
          status: 'attended',
        },
      );
      expect(attendance.statusCode).toBe(404);
      expect(attendance.json().message).toBe('Lesson not found');
      const milestones = await asMaya(
        'PUT',
        `/api/instructor/lessons/${lessonId}/swimmers/${carlosSwimmer.id}/milestones`,
        {
          milestoneIds: [],
        },
      );
      expect(milestones.statusCode).toBe(404);
      expect((await asMaya('POST', `/api/instructor/lessons/${lessonId}/finish`)).statusCode).toBe(404);
    }
  });

  test('a swimmer of another lesson is a 404 too', async () => {
    const carlosSwimmer = (await t.db.query.bookingSwimmers.findFirst({
      where: (s, { eq }) => eq(s.name, 'Sam Lee'),
    }))!;
    const res = await asMaya(
      'PUT',
      `/api/instructor/lessons/${ids.mayaLesson}/swimmers/${carlosSwimmer.id}/attendance`,
      {
        status: 'attended',
      },
    );
    expect(res.statusCode).toBe(404);
  });
});

describe('recording a lesson', () => {
  test('attendance and two signed-off milestones reach the family’s progress, and finishing emails them once', async () => {
    const base = `/api/instructor/lessons/${ids.mayaLesson}/swimmers/${ids.ellie}`;
    const attended = await asMaya('PUT', `${base}/attendance`, { status: 'attended' });
    expect(attended.statusCode).toBe(200);
    expect(attended.json().swimmers[0].attendance).toBe('attended');
    const signed = await asMaya('PUT', `${base}/milestones`, { milestoneIds: ['turtle-1', 'turtle-2'] });
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json().swimmers[0].signedOffHere.sort()).toEqual(['turtle-1', 'turtle-2']);

    const family = await signInFamily(t.app, 'riley@example.com');
    const progress = await t.app.inject({
      method: 'GET',
      url: '/api/family/progress',
      headers: { cookie: family },
    });
    const ellie = progress.json().swimmers.find((s: { name: string }) => s.name === 'Ellie Morgan');
    expect(ellie.signedOff.map((m: { milestoneId: string }) => m.milestoneId).sort()).toEqual([
      'turtle-1',
      'turtle-2',
    ]);
    expect(ellie.signedOff[0].instructorName).toBe('Maya Thompson');

    const finished = await asMaya('POST', `/api/instructor/lessons/${ids.mayaLesson}/finish`);
    expect(finished.statusCode).toBe(200);
    expect(finished.json().milestonesCount).toBe(2);
    const again = await asMaya('POST', `/api/instructor/lessons/${ids.mayaLesson}/finish`);
    expect(again.json().progressSentAt).toBe(finished.json().progressSentAt);
    const emails = await t.db.query.outbox.findMany({
      where: (o, { and, eq }) => and(eq(o.toAddress, 'riley@example.com'), eq(o.kind, 'lesson_progress')),
    });
    expect(emails).toHaveLength(1);
    expect(emails[0]!.subject).toContain('What we worked on today');
    expect(emails[0]!.text).toContain('Ellie Morgan');
  });

  test('two swimmers of one booking with one name cannot be signed off until they are told apart', async () => {
    const yesterday = shiftDayKey(today, -1);
    const slot = await insertSlot(t.db, { instructorId: ids.maya, startTime: at(yesterday, '10:00') });
    const booking = await insertConfirmedBooking(t.db, {
      slots: [slot],
      seats: 2,
      lessonType: 'semi_private',
      customerEmail: 'twins@example.com',
      swimmers: [
        { name: 'Alex Kim', ageGroup: 'child', level: 'turtle' },
        { name: 'alex kim ', ageGroup: 'child', level: 'turtle' },
      ],
    });
    const sheet = (await asMaya('GET', `/api/instructor/day?date=${yesterday}`)).json();
    const lesson = sheet.lessons.find(
      (l: { bookingReference: string }) => l.bookingReference === booking.reference,
    );
    const res = await asMaya(
      'PUT',
      `/api/instructor/lessons/${lesson.lessonId}/swimmers/${lesson.swimmers[0].swimmerId}/milestones`,
      {
        milestoneIds: ['turtle-1'],
      },
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('SWIMMER_NAME_SHARED');
  });

  test('only the milestones of the swimmer’s level can be signed off', async () => {
    const res = await asMaya(
      'PUT',
      `/api/instructor/lessons/${ids.mayaLesson}/swimmers/${ids.ellie}/milestones`,
      {
        milestoneIds: ['barracuda-3'],
      },
    );
    expect(res.statusCode).toBe(400);
  });

  test('a lesson days ahead cannot be recorded yet', async () => {
    const future = (await asMaya('GET', `/api/instructor/day?date=${shiftDayKey(today, 3)}`)).json();
    expect(future.lessons[0].canRecord).toBe(false);
    const swimmerId = future.lessons[0].swimmers[0].swimmerId;
    const res = await asMaya(
      'PUT',
      `/api/instructor/lessons/${ids.futureLesson}/swimmers/${swimmerId}/attendance`,
      {
        status: 'attended',
      },
    );
    expect(res.statusCode).toBe(409);
  });

  test('the owner’s route view counts the drives of her day', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/instructors/${ids.maya}/route?date=${today}`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    const route = res.json();
    expect(route.stops).toHaveLength(2);
    expect(route.totalTravelMinutes).toBe(5 + 13);
    expect(route.stops[1].slackMinutes).toBe(45 - 30 - 13);
    // Her working day starts at 9:00 and her first lesson is at 7:30: she would have to leave home 95 minutes early.
    expect(route.stops[0].slackMinutes).toBe(-90 - 5);
  });
});
