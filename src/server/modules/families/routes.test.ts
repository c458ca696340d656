import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FamilyOverview } from '@core/api/family';
import { insertSlot } from '../../db/factories';
import { lessonRequests, swimmerProgress } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { confirm, draft, payTestCard, startCheckout, swimmer } from '../ledger/test/booking-flow';
import { signInFamily } from '../auth/testing';

let t: TestApp;
beforeAll(async () => {
  // What the routes ask to send is not what these tests are about; the email module's tests render it.
  t = await createTestApp({}, { recordEmails: true });
});
afterAll(async () => t?.close());

const DAY = 24 * 60;
let slots = 0;
/** A group lesson time a few days ahead, each at its own minute. */
const groupSlot = (over: { basePriceCents?: number } = {}) =>
  insertSlot(t.db, {
    lessonType: 'group',
    capacity: 6,
    basePriceCents: 3000,
    startsInMinutes: 3 * DAY + ++slots * 60,
    ...over,
  });

/** A booking paid with the test card, by `email`, for these swimmers; answers its id. */
async function book(email: string, names: string[], slot?: { id: string }) {
  const time = slot ?? (await groupSlot());
  const swimmers = names.map((name, i) =>
    swimmer({ name, email: i === 0 ? email : `other${i}@example.com` }),
  );
  const checkout = await startCheckout(t, [time.id], draft({ lessonType: 'group', swimmers }));
  expect((await payTestCard(t, checkout)).statusCode).toBe(200);
  expect((await confirm(t, checkout.bookingId)).statusCode).toBe(200);
  return checkout.bookingId;
}

async function insertRequest(email: string, createdAt: Date, status = 'pending_approval') {
  const code = `REQ-${randomUUID().slice(0, 6).toUpperCase()}`;
  await t.db.insert(lessonRequests).values({
    requestCode: code,
    idempotencyKey: randomUUID(),
    status,
    lessonType: 'private',
    swimmers: 2,
    dates: ['2031-06-03', '2031-06-02'],
    firstName: 'Priya',
    lastName: 'Shah',
    email,
    phone: '(202) 555-0143',
    createdAt,
  });
  return code;
}

const as = (cookie: string) => ({ cookie, origin: t.config.publicUrl });
const overviewOf = async (cookie: string) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/family/lessons', headers: as(cookie) });
  expect(res.statusCode).toBe(200);
  return res.json<FamilyOverview>();
};
const progressOf = (cookie: string) =>
  t.app.inject({ method: 'GET', url: '/api/family/progress', headers: as(cookie) });
const saveProgress = (cookie: string, key: string, milestones: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/family/progress/${encodeURIComponent(key)}`,
    headers: as(cookie),
    payload: { milestones },
  });

describe('GET /api/family/lessons', () => {
  test("lists the family's own bookings and lesson requests, newest request first, with the owner's notice", async () => {
    const email = 'overview@example.com';
    const bookingId = await book(email, ['Mia Lopez']);
    const older = await insertRequest(email, new Date('2030-01-01T10:00:00Z'), 'declined');
    // Requests are matched whatever the case the email was typed in.
    const newer = await insertRequest('Overview@Example.com', new Date('2030-02-01T10:00:00Z'));
    await book('someone-else@example.com', ['Noah Kim']);
    await insertRequest('someone-else@example.com', new Date('2030-03-01T10:00:00Z'));

    const overview = await overviewOf(await signInFamily(t.app, email));
    expect(overview.email).toBe(email);
    expect(overview.cancelNoticeHours).toBe(24);
    expect(overview.bookings.map((b) => b.id)).toEqual([bookingId]);
    expect(overview.bookings[0]!.swimmers).toEqual(['Mia Lopez']);
    expect(overview.requests).toEqual([
      {
        id: newer,
        status: 'pending',
        lessonType: 'private',
        dates: ['2031-06-02', '2031-06-03'],
        swimmers: 2,
        createdAt: '2030-02-01T10:00:00.000Z',
      },
      expect.objectContaining({ id: older, status: 'declined' }),
    ]);
  });
});

describe('progress', () => {
  test("offers the family's swimmers once each, as first spelled, with nothing checked yet", async () => {
    const email = 'progress-list@example.com';
    await book(email, ['Ava Parker', 'Leo Parker']);
    await book(email, ['  ava PARKER ']);
    const res = await progressOf(await signInFamily(t.app, email));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      swimmers: [
        { key: 'ava parker', name: 'Ava Parker', milestones: [], signedOff: [] },
        { key: 'leo parker', name: 'Leo Parker', milestones: [], signedOff: [] },
      ],
    });
  });

  test('saves checked milestones once each, reads them back, and keeps them in a new session', async () => {
    const email = 'progress-save@example.com';
    await book(email, ['Ava Parker']);
    const cookie = await signInFamily(t.app, email);
    const saved = await saveProgress(cookie, 'ava parker', ['turtle-1', 'turtle-3', 'turtle-1']);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      key: 'ava parker',
      name: 'Ava Parker',
      milestones: ['turtle-1', 'turtle-3'],
      signedOff: [],
    });

    const mine = {
      key: 'ava parker',
      name: 'Ava Parker',
      milestones: ['turtle-1', 'turtle-3'],
      signedOff: [],
    };
    expect((await progressOf(cookie)).json()).toEqual({ swimmers: [mine] });
    expect((await progressOf(await signInFamily(t.app, email))).json()).toEqual({ swimmers: [mine] });

    // Unchecking everything is saved too.
    expect((await saveProgress(cookie, 'ava parker', [])).json().milestones).toEqual([]);
    expect((await progressOf(cookie)).json().swimmers[0].milestones).toEqual([]);
  });

  test('another family with a child of the same name has its own checklist', async () => {
    await book('progress-a@example.com', ['Sam Lee']);
    await book('progress-b@example.com', ['Sam Lee']);
    const a = await signInFamily(t.app, 'progress-a@example.com');
    const b = await signInFamily(t.app, 'progress-b@example.com');
    expect((await saveProgress(a, 'sam lee', ['guppy-2'])).statusCode).toBe(200);
    expect((await progressOf(b)).json()).toEqual({
      swimmers: [{ key: 'sam lee', name: 'Sam Lee', milestones: [], signedOff: [] }],
    });
  });

  test('an unknown milestone is a 400 naming it, and nothing is saved', async () => {
    const email = 'progress-bad@example.com';
    await book(email, ['Zoe Park']);
    const cookie = await signInFamily(t.app, email);
    const res = await saveProgress(cookie, 'zoe park', ['turtle-1', 'dolphin-9']);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'UNKNOWN_MILESTONE',
      fieldErrors: { milestones: 'Unknown milestones: dolphin-9' },
    });
    expect((await progressOf(cookie)).json().swimmers[0].milestones).toEqual([]);
  });

  test.each([
    ['a list that is not one', { milestones: 'turtle-1' }],
    ['too many ids', { milestones: Array.from({ length: 101 }, () => 'turtle-1') }],
    ['no list', {}],
  ])('%s is a 400', async (_name, payload) => {
    const email = 'progress-shape@example.com';
    await book(email, ['Ivy Chen']);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/family/progress/ivy%20chen',
      headers: as(await signInFamily(t.app, email)),
      payload,
    });
    expect(res.statusCode).toBe(400);
  });
});

describe("another family's ids", () => {
  test("every route answers 404 for a booking, lesson, change or swimmer that is not the family's, and changes nothing", async () => {
    const mine = 'family-one@example.com';
    const theirs = 'family-two@example.com';
    const myBookingId = await book(mine, ['Ella Gray']);
    const theirBookingId = await book(theirs, ['Finn Ross']);
    const me = await signInFamily(t.app, mine);
    const them = await signInFamily(t.app, theirs);

    // Their lesson, and a move of it they made themselves.
    const theirLessonId = (await overviewOf(them)).bookings[0]!.lessons[0]!.id;
    const freeSlot = await groupSlot();
    const options = await t.app.inject({
      method: 'GET',
      url: `/api/family/lessons/${theirLessonId}/reschedule-options`,
      headers: as(them),
    });
    expect(options.statusCode).toBe(200);
    const target = options.json().times.find((o: { slotId: string }) => o.slotId === freeSlot.id);
    const moved = await t.app.inject({
      method: 'POST',
      url: `/api/family/lessons/${theirLessonId}/reschedule`,
      headers: as(them),
      payload: { slotId: freeSlot.id, expectedDifferenceCents: target.differenceCents },
    });
    expect(moved.statusCode).toBe(200);
    const theirChangeId: string = moved.json().changeId;
    const theirsBefore = await overviewOf(them);
    const anotherSlot = await groupSlot();

    const routes: [string, 'GET' | 'POST' | 'PUT', string, object?][] = [
      ['their booking, previewed', 'POST', '/api/family/cancellation-preview', { bookingId: theirBookingId }],
      [
        'their lesson under my booking, previewed',
        'POST',
        '/api/family/cancellation-preview',
        { bookingId: myBookingId, lessonId: theirLessonId },
      ],
      [
        'their booking, cancelled',
        'POST',
        '/api/family/cancellations',
        { bookingId: theirBookingId, expectedRefundCents: 0 },
      ],
      [
        'their lesson under my booking, cancelled',
        'POST',
        '/api/family/cancellations',
        { bookingId: myBookingId, lessonId: theirLessonId, expectedRefundCents: 0 },
      ],
      ['their lesson, times to move to', 'GET', `/api/family/lessons/${theirLessonId}/reschedule-options`],
      [
        'their lesson, moved',
        'POST',
        `/api/family/lessons/${theirLessonId}/reschedule`,
        { slotId: anotherSlot.id, expectedDifferenceCents: 0 },
      ],
      ['their change, confirmed', 'POST', `/api/family/lesson-changes/${theirChangeId}/confirm`],
      ['their swimmer, saved', 'PUT', '/api/family/progress/finn%20ross', { milestones: ['turtle-1'] }],
      ["nobody's booking", 'POST', '/api/family/cancellation-preview', { bookingId: randomUUID() }],
      ["nobody's lesson", 'GET', `/api/family/lessons/${randomUUID()}/reschedule-options`],
      ["nobody's change", 'POST', `/api/family/lesson-changes/${randomUUID()}/confirm`],
    ];
    for (const [what, method, url, payload] of routes) {
      const res = await t.app.inject({ method, url, headers: as(me), ...(payload ? { payload } : {}) });
      expect({ what, status: res.statusCode, code: res.json().code }).toEqual({
        what,
        status: 404,
        code: 'NOT_FOUND',
      });
    }

    // Nothing of theirs shows on my page, and nothing of theirs changed.
    const myPage = await overviewOf(me);
    expect(myPage.bookings.map((b) => b.id)).toEqual([myBookingId]);
    expect((await progressOf(me)).json().swimmers.map((s: { key: string }) => s.key)).toEqual(['ella gray']);
    expect(await overviewOf(them)).toEqual(theirsBefore);
    const saved = await t.db
      .select()
      .from(swimmerProgress)
      .where(sql`${swimmerProgress.swimmerKey} = 'finn ross'`);
    expect(saved).toEqual([]);
  });
});

describe('moving a lesson', () => {
  test('a move to a dearer time can be re-held forever no more: the route has a limit per address', async () => {
    const email = 'mover@example.com';
    await book(email, ['Gus Hale']);
    const cookie = await signInFamily(t.app, email);
    const lessonId = (await overviewOf(cookie)).bookings[0]!.lessons[0]!.id;
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const answer = await t.app.inject({
        method: 'POST',
        url: `/api/family/lessons/${lessonId}/reschedule`,
        headers: as(cookie),
        remoteAddress: '10.66.0.1',
        // A time that does not exist: each call is refused, but each is counted.
        payload: { slotId: randomUUID(), expectedDifferenceCents: 0 },
      });
      statuses.push(answer.statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s !== 429)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
