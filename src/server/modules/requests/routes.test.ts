import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BOOKING_HORIZON_DAYS } from '@core/rules/slots';
import { dayKeyInZone, instantAtWallTime, shiftDayKey } from '@core/rules/timezones';
import { insertConfirmedBooking, insertSlot } from '../../db/factories';
import { familyLinks, holds, holdSlots, lessonRequests } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { confirm, draft, payTestCard, startCheckout, swimmer } from '../ledger/test/booking-flow';
import { LESSON_REQUEST_LIMIT_MESSAGE } from './service';

let t: TestApp;
const NY = 'America/New_York';
const today = dayKeyInZone(new Date(), NY);
const day = (offset: number) => shiftDayKey(today, offset);
const at = (offset: number, time: string) => instantAtWallTime(day(offset), time, NY);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

let emailSeq = 0;
/** A valid request for the given slots, from a visitor with an address of their own. */
function requestFor(slots: { id: string; startTime: Date }[], over: Record<string, unknown> = {}) {
  emailSeq++;
  return {
    dates: [...new Set(slots.map((s) => dayKeyInZone(s.startTime, NY)))],
    slotIds: slots.map((s) => s.id),
    lessonType: 'private',
    swimmers: 1,
    customerInfo: {
      firstName: 'Priya',
      lastName: 'Shah',
      email: `priya${emailSeq}@example.com`,
      phone: '(202) 555-0143',
    },
    ...over,
  };
}

let clientSeq = 0;
/** Each call comes from its own client address unless one is given, so the per-address limit stays out of the way. */
const post = (
  payload: unknown,
  key?: string,
  remoteAddress = `10.4.${Math.floor(++clientSeq / 250)}.${clientSeq % 250}`,
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/booking-requests',
    headers: key ? { 'idempotency-key': key } : {},
    payload: payload as Record<string, unknown>,
    remoteAddress,
  });

const storedFor = (email: string) =>
  t.db.select().from(lessonRequests).where(eq(lessonRequests.email, email));
const countAll = async () =>
  (await t.db.select({ n: sql<number>`count(*)::int` }).from(lessonRequests))[0]!.n;

describe('POST /api/booking-requests', () => {
  test('stores the request with its days, picked times, lesson type, swimmers and contact, pending approval', async () => {
    const a = await insertSlot(t.db, { startTime: at(3, '09:00') });
    const b = await insertSlot(t.db, { startTime: at(4, '14:00'), capacity: 6, lessonType: 'group' });
    const body = requestFor([a, b]);
    const res = await post(body, randomUUID());
    expect(res.statusCode).toBe(201);
    const answer = res.json();
    expect(answer.requestId).toMatch(/^REQ-[23456789A-HJKMNP-Z]{6}$/);
    expect(answer).toMatchObject({
      status: 'pending_approval',
      dates: [day(3), day(4)],
      slotIds: [a.id, b.id].sort(),
    });

    const rows = await storedFor(body.customerInfo.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      requestCode: answer.requestId,
      status: 'pending_approval',
      lessonType: 'private',
      swimmers: 1,
      dates: [day(3), day(4)],
      slotIds: [a.id, b.id].sort(),
      firstName: 'Priya',
      lastName: 'Shah',
      phone: '(202) 555-0143',
    });
  });

  test('the same idempotency key answers the same stored request and never stores a second', async () => {
    const slot = await insertSlot(t.db, { startTime: at(5, '10:00') });
    const body = requestFor([slot]);
    const key = randomUUID();
    const first = await post(body, key);
    const again = await post(body, key);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json().requestId).toBe(first.json().requestId);
    expect(await storedFor(body.customerInfo.email)).toHaveLength(1);
  });

  test('a stored request is answered for its key even after its time was taken', async () => {
    const slot = await insertSlot(t.db, { startTime: at(5, '11:00') });
    const body = requestFor([slot]);
    const key = randomUUID();
    const first = await post(body, key);
    await insertConfirmedBooking(t.db, { slots: [slot], seats: 1, lessonType: 'private' });
    const again = await post(body, key);
    expect(again.statusCode).toBe(200);
    expect(again.json().requestId).toBe(first.json().requestId);
  });

  test('reusing a key for different details is refused and stores nothing new', async () => {
    const slot = await insertSlot(t.db, { startTime: at(5, '13:00') });
    const key = randomUUID();
    await post(requestFor([slot]), key);
    const before = await countAll();
    const res = await post(requestFor([slot]), key);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await countAll()).toBe(before);
  });

  test('an identical request without a key within a minute is the same request; after a minute it is new', async () => {
    const slot = await insertSlot(t.db, {
      startTime: at(6, '09:00'),
      capacity: 3,
      lessonType: 'semi_private',
    });
    const body = requestFor([slot]);
    const first = await post(body);
    const second = await post(body);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(200);
    expect(second.json().requestId).toBe(first.json().requestId);
    await t.db
      .update(lessonRequests)
      .set({ createdAt: sql`now() - interval '61 seconds'` })
      .where(eq(lessonRequests.email, body.customerInfo.email));
    const later = await post(body);
    expect(later.statusCode).toBe(201);
    expect(later.json().requestId).not.toBe(first.json().requestId);
    expect(await storedFor(body.customerInfo.email)).toHaveLength(2);
  });

  test('reports a full time by id and stores nothing', async () => {
    const free = await insertSlot(t.db, { startTime: at(7, '09:00') });
    const full = await insertSlot(t.db, { startTime: at(7, '10:00') });
    await insertConfirmedBooking(t.db, { slots: [full], seats: 1, lessonType: 'private' });
    const body = requestFor([free, full]);
    const res = await post(body, randomUUID());
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'SLOT_UNAVAILABLE', unavailableSlotIds: [full.id] });
    expect(res.json().message).toContain('no longer available');
    expect(await storedFor(body.customerInfo.email)).toHaveLength(0);
  });

  test('counts seats held by an unexpired hold, and frees them once the hold expires', async () => {
    const slot = await insertSlot(t.db, { startTime: at(8, '09:00') });
    const [hold] = await t.db
      .insert(holds)
      .values({ ownerToken: 'h', expiresAt: new Date(Date.now() + 10 * 60_000) })
      .returning();
    await t.db.insert(holdSlots).values({ holdId: hold!.id, slotId: slot.id, seats: 1 });
    const held = await post(requestFor([slot]), randomUUID());
    expect(held.statusCode).toBe(409);
    await t.db
      .update(holds)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(holds.id, hold!.id));
    const freed = await post(requestFor([slot]), randomUUID());
    expect(freed.statusCode).toBe(201);
  });

  test('refuses a time starting in less than two hours and one that is closed', async () => {
    const soon = await insertSlot(t.db, { startsInMinutes: 100 });
    const closed = await insertSlot(t.db, { startTime: at(9, '09:00'), status: 'unavailable' });
    for (const slot of [soon, closed]) {
      const res = await post(requestFor([slot]), randomUUID());
      expect(res.statusCode).toBe(409);
      expect(res.json().unavailableSlotIds).toEqual([slot.id]);
    }
  });

  test('refuses more swimmers than the time has seats left', async () => {
    const slot = await insertSlot(t.db, {
      startTime: at(9, '10:00'),
      capacity: 3,
      lessonType: 'semi_private',
    });
    await insertConfirmedBooking(t.db, { slots: [slot], seats: 2, lessonType: 'semi_private' });
    const res = await post(requestFor([slot], { lessonType: 'semi_private', swimmers: 2 }), randomUUID());
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('SLOT_UNAVAILABLE');
  });

  const queuedAgo = (ms: number) => new Date(Date.now() - ms).toISOString();

  test('a request the browser queued while we were unreachable is stored while its times are still bookable', async () => {
    const slot = await insertSlot(t.db, { startTime: at(10, '09:00') });
    const body = requestFor([slot], { submittedOfflineAt: queuedAgo(3 * 86_400_000) });
    const res = await post(body, randomUUID());
    expect(res.statusCode).toBe(201);
    expect((await storedFor(body.customerInfo.email))[0]?.slotIds).toEqual([slot.id]);
  });

  test('a queued request whose time filled meanwhile is refused naming that time, and nothing is stored', async () => {
    const slot = await insertSlot(t.db, { startTime: at(10, '10:00') });
    await insertConfirmedBooking(t.db, { slots: [slot], seats: 1, lessonType: 'private' });
    const body = requestFor([slot], { submittedOfflineAt: queuedAgo(3_600_000) });
    const res = await post(body, randomUUID());
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'SLOT_UNAVAILABLE', unavailableSlotIds: [slot.id] });
    expect(res.json().message).toContain('no longer available');
    expect(await storedFor(body.customerInfo.email)).toHaveLength(0);
  });

  test('a queued request for a day that has passed is refused, and nothing is stored', async () => {
    const body = { ...requestFor([]), dates: [day(-1)], submittedOfflineAt: queuedAgo(2 * 86_400_000) };
    const res = await post(body, randomUUID());
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('DATE_IN_PAST');
    expect(await storedFor(body.customerInfo.email)).toHaveLength(0);
  });

  test('a queued request more than 7 days old is refused saying so, even for a bookable time, and nothing is stored', async () => {
    const slot = await insertSlot(t.db, { startTime: at(10, '11:00') });
    const fresh = await post(requestFor([slot], { submittedOfflineAt: queuedAgo(7 * 86_400_000 - 60_000) }));
    expect(fresh.statusCode).toBe(201);
    const body = requestFor([slot], { submittedOfflineAt: queuedAgo(7 * 86_400_000 + 60_000) });
    const res = await post(body, randomUUID());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'OFFLINE_REQUEST_TOO_OLD',
      fieldErrors: { submittedOfflineAt: 'Saved more than 7 days ago' },
    });
    expect(res.json().message).toContain('more than 7 days ago');
    expect(await storedFor(body.customerInfo.email)).toHaveLength(0);
  });

  test('a flood from one client address gets 429s past the limit and stores nothing more', async () => {
    const slot = await insertSlot(t.db, { startTime: at(13, '09:00'), capacity: 6, lessonType: 'group' });
    const address = '10.99.0.1';
    const bodies = Array.from({ length: t.config.formPostsPerAddress + 3 }, () =>
      requestFor([slot], { lessonType: 'group' }),
    );
    const answers = [];
    for (const body of bodies) answers.push(await post(body, randomUUID(), address));
    expect(answers.map((a) => a.statusCode)).toEqual([
      ...Array(t.config.formPostsPerAddress).fill(201),
      429,
      429,
      429,
    ]);
    expect(answers.at(-1)!.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: LESSON_REQUEST_LIMIT_MESSAGE,
      retryAfterSeconds: expect.any(Number),
    });
    for (const body of bodies.slice(t.config.formPostsPerAddress))
      expect(await storedFor(body.customerInfo.email)).toHaveLength(0);
    // Another address is not held back by the first one's flood.
    expect((await post(requestFor([slot], { lessonType: 'group' }), randomUUID())).statusCode).toBe(201);
  });

  test('replaying a stored request does not use up the address budget', async () => {
    const slot = await insertSlot(t.db, { startTime: at(13, '10:00') });
    const address = '10.99.0.2';
    const body = requestFor([slot]);
    const key = randomUUID();
    for (let i = 0; i < t.config.formPostsPerAddress + 5; i++)
      expect((await post(body, key, address)).statusCode).toBe(i === 0 ? 201 : 200);
    expect(await storedFor(body.customerInfo.email)).toHaveLength(1);
  });

  test('refuses a time that does not exist, and days that do not match the times', async () => {
    const slot = await insertSlot(t.db, { startTime: at(11, '09:00') });
    const unknown = await post(requestFor([{ id: randomUUID(), startTime: at(11, '09:00') }]), randomUUID());
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('SLOT_NOT_FOUND');
    const wrongDay = await post(requestFor([slot], { dates: [day(12)] }), randomUUID());
    expect(wrongDay.statusCode).toBe(400);
    expect(wrongDay.json()).toMatchObject({ code: 'DATES_DO_NOT_MATCH' });
    expect(wrongDay.json().fieldErrors.dates).toContain(day(11));
  });

  test('refuses a day that has already passed', async () => {
    const res = await post({ ...requestFor([]), dates: [day(-1)] }, randomUUID());
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('DATE_IN_PAST');
  });

  test("the visitor sets a link's lifetime: a request beyond the horizon is a 400, and a manage link lives at most 30 days after the last lesson and never more than a year", async () => {
    const DAY = 86_400_000;
    const YEAR = 365 * DAY;
    /** When the "Manage your lessons" link emailed to this address stops working. */
    const manageLinkUntil = async (email: string) => {
      const links = await t.db
        .select({ expiresAt: familyLinks.expiresAt })
        .from(familyLinks)
        .where(and(eq(familyLinks.email, email), eq(familyLinks.kind, 'manage')));
      expect(links).toHaveLength(1);
      return links[0]!.expiresAt.getTime(); // one link, checked above
    };

    const farOff = requestFor([], { dates: ['2199-12-31'] });
    const refused = await post(farOff, randomUUID());
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'DATE_BEYOND_HORIZON',
      message: `Lessons can be requested up to a year ahead, through ${day(BOOKING_HORIZON_DAYS)}. Please pick an earlier day.`,
      fieldErrors: { dates: 'Days more than a year ahead: 2199-12-31' },
    });
    expect(await storedFor(farOff.customerInfo.email)).toHaveLength(0);

    // A request for a day in three weeks: the link works until 30 days after that day ends.
    const soon = requestFor([], { dates: [day(20)] });
    expect((await post(soon, randomUUID())).statusCode).toBe(201);
    expect(await manageLinkUntil(soon.customerInfo.email)).toBe(at(21, '00:00').getTime() + 30 * DAY);

    // The last day of the horizon is still taken, but its link stops a year from now, not 30 days after the lesson.
    const lastDay = requestFor([], { dates: [day(BOOKING_HORIZON_DAYS)] });
    const requestedFrom = Date.now();
    expect((await post(lastDay, randomUUID())).statusCode).toBe(201);
    const requestedBy = Date.now();
    const until = await manageLinkUntil(lastDay.customerInfo.email);
    expect(until).toBeGreaterThanOrEqual(requestedFrom + YEAR);
    expect(until).toBeLessThanOrEqual(requestedBy + YEAR);

    // A booking on a time the owner opened two years out: its confirmation's link stops a year from now too.
    const email = `far-booking-${randomUUID()}@example.com`;
    const farSlot = await insertSlot(t.db, { startsInMinutes: 2 * 365 * 24 * 60 });
    const checkout = await startCheckout(t, [farSlot.id], draft({ swimmers: [swimmer({ email })] }));
    const bookedFrom = Date.now(); // the confirmation is queued when the card is paid, or at the latest on confirm
    expect((await payTestCard(t, checkout)).statusCode).toBe(200);
    expect((await confirm(t, checkout.bookingId)).statusCode).toBe(200);
    const bookedBy = Date.now();
    const bookingUntil = await manageLinkUntil(email);
    expect(bookingUntil).toBeGreaterThanOrEqual(bookedFrom + YEAR);
    expect(bookingUntil).toBeLessThanOrEqual(bookedBy + YEAR);
  });

  const valid = () => ({ ...requestFor([]), dates: [day(20)] });
  test.each([
    [
      'a missing first name',
      (b: ReturnType<typeof valid>) => ({ ...b, customerInfo: { ...b.customerInfo, firstName: '  ' } }),
      'customerInfo.firstName',
      'First name is required',
    ],
    [
      'a missing last name',
      (b: ReturnType<typeof valid>) => ({ ...b, customerInfo: { ...b.customerInfo, lastName: undefined } }),
      'customerInfo.lastName',
      'Last name is required',
    ],
    [
      'an email without an @',
      (b: ReturnType<typeof valid>) => ({
        ...b,
        customerInfo: { ...b.customerInfo, email: 'priya.example.com' },
      }),
      'customerInfo.email',
      'valid email',
    ],
    [
      'a phone with letters',
      (b: ReturnType<typeof valid>) => ({ ...b, customerInfo: { ...b.customerInfo, phone: 'call me' } }),
      'customerInfo.phone',
      'valid phone',
    ],
    [
      'no dates',
      (b: ReturnType<typeof valid>) => ({ ...b, dates: [] }),
      'dates',
      'Please select at least one date to continue',
    ],
    [
      'a date that is not a day',
      (b: ReturnType<typeof valid>) => ({ ...b, dates: ['next tuesday'] }),
      'dates.0',
      'yyyy-MM-dd',
    ],
    [
      'seven lesson times',
      (b: ReturnType<typeof valid>) => ({ ...b, slotIds: Array.from({ length: 7 }, () => randomUUID()) }),
      'slotIds',
      'At most 6',
    ],
    [
      'the same time twice',
      (b: ReturnType<typeof valid>) => {
        const id = randomUUID();
        return { ...b, slotIds: [id, id] };
      },
      'slotIds',
      'picked once',
    ],
    [
      'two swimmers on a private lesson',
      (b: ReturnType<typeof valid>) => ({ ...b, swimmers: 2 }),
      'swimmers',
      'at most 1 swimmer',
    ],
    [
      'a fractional swimmer count',
      (b: ReturnType<typeof valid>) => ({ ...b, swimmers: 1.5 }),
      'swimmers',
      'whole number',
    ],
    [
      'an unknown lesson type',
      (b: ReturnType<typeof valid>) => ({ ...b, lessonType: 'yoga' }),
      'lessonType',
      'lessonType must be one of',
    ],
    [
      'no customer details',
      (b: ReturnType<typeof valid>) => ({ ...b, customerInfo: undefined }),
      'customerInfo',
      '',
    ],
  ])('rejects %s with a 400 naming the field, storing nothing', async (_name, change, field, text) => {
    const before = await countAll();
    const res = await post(change(valid()), randomUUID());
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
    expect(res.json().fieldErrors[field]).toContain(text);
    expect(await countAll()).toBe(before);
  });

  test.each([
    ['a JSON array', '[1,2]'],
    ['a string', '"hello"'],
    ['broken JSON', '{"dates":'],
    ['null', 'null'],
  ])('answers %s with a 4xx, never a 500', async (_name, payload) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/booking-requests',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(typeof res.json().message).toBe('string');
  });

  test('refuses an idempotency key that is too short or has odd characters', async () => {
    const res = await post(valid(), 'a b');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Idempotency-Key');
  });
});
