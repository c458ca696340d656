/**
 * A seat that frees up goes to the next family, exclusively: the offer, claiming it through the booking wizard,
 * an offer that lapses or is declined passing to the next entry, leaving, and each way a seat frees up.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { WAITLIST_MESSAGES, WAITLIST_OFFER_SUBJECT } from '@core/api/waitlist';
import { formatInZone } from '@core/rules/timezones';
import { insertInstructor, insertSlot, insertVenue } from '../../db/factories';
import { bookings, holdSlots, holds, waitlistOffers } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signIn, signInFamily, type AdminClient } from '../auth/testing';
import {
  draft,
  hold,
  payTestCard,
  startCheckout,
  swimmer,
  visitorAddress,
} from '../ledger/test/booking-flow';
import { offerFreedSeats, runWaitlistJob } from './service';
import {
  endHoldNow,
  entryOf,
  fullTime,
  join,
  liveOffersOn,
  mailTo,
  offerLinks,
  offersOf,
  post,
} from './test-support/waitlist-flow';

let t: TestApp;
let admin: AdminClient;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, { ip: '10.62.0.1' });
});
afterAll(async () => t?.close());

const adminCancel = (bookingId: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/bookings/${bookingId}/cancel`,
    headers: admin.headers,
    payload: {},
  });

/** Waits for the fire-and-forget pass a route started. */
const eventually = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 5000, interval: 50 });

async function joined(slotId: string, email: string, extra: { swimmers?: number; timeZone?: string } = {}) {
  const res = await join(t, slotId, { email, ...extra });
  expect(res.statusCode).toBe(201);
  return res.json<{ entryId: string }>();
}

describe('joining the waitlist of a full time', () => {
  test('stores the entry in line after the ones before it, and emails a leave link', async () => {
    const { slot } = await fullTime(t);
    const first = await joined(slot.id, 'first-join@example.com');
    const second = await joined(slot.id, 'second-join@example.com');
    expect(await entryOf(t.db, first.entryId)).toMatchObject({ status: 'waiting', kind: 'time' });
    expect((await entryOf(t.db, second.entryId)).position).toBeGreaterThan(
      (await entryOf(t.db, first.entryId)).position,
    );
    const [mail] = await mailTo(t.db, 'waitlist_joined', 'first-join@example.com');
    expect(mail!.subject).toBe("You're on the waitlist");
    expect(mail!.text).toContain(`${t.config.publicUrl}/waitlist/leave#token=`);
  });

  test('refuses a time with free seats: the visitor should just book it, and nothing is stored', async () => {
    const slot = await insertSlot(t.db, { capacity: 2 });
    const res = await join(t, slot.id, { email: 'free-seats@example.com' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'SLOT_HAS_SEATS',
      message: 'This time has free seats: book it now.',
    });
    expect(await mailTo(t.db, 'waitlist_joined', 'free-seats@example.com')).toHaveLength(0);
  });

  test('answers the same email twice on one time like a new join, and refuses a cancelled time and an unknown one', async () => {
    const { slot } = await fullTime(t);
    const first = await joined(slot.id, 'twice@example.com');
    // Whether an email waits is nobody else's business (0152): the same 201, and still one entry.
    const again = await join(t, slot.id, { email: ' Twice@Example.com ' });
    expect(again.statusCode).toBe(201);
    expect(again.json().message).toBe(WAITLIST_MESSAGES.joined);
    expect(again.json().entryId).not.toBe(first.entryId);
    expect(await entryOf(t.db, first.entryId)).toMatchObject({ status: 'waiting' });
    const cancelled = await insertSlot(t.db, { capacity: 1, status: 'cancelled' });
    expect((await join(t, cancelled.id, { email: 'gone@example.com' })).json()).toMatchObject({
      code: 'SLOT_CLOSED',
    });
    const unknown = await join(t, '00000000-0000-4000-8000-000000000999', { email: 'nobody@example.com' });
    expect(unknown.statusCode).toBe(404);
  });

  test('refuses more swimmers than the lesson type takes with a 400 naming the field', async () => {
    const { slot } = await fullTime(t);
    const res = await join(t, slot.id, { email: 'too-many@example.com', swimmers: 2 });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({ swimmers: 'Private lessons take at most 1 swimmer' });
  });
});

describe('an offer', () => {
  test('goes to the first in line within seconds of the owner cancelling a booking, holds the seat for them alone, and emails "A spot opened"', async () => {
    const { slot, bookingId } = await fullTime(t);
    const first = await joined(slot.id, 'offer-first@example.com', { timeZone: 'America/Los_Angeles' });
    const second = await joined(slot.id, 'offer-second@example.com');
    expect((await adminCancel(bookingId)).statusCode).toBe(200);

    await eventually(async () => expect(await liveOffersOn(t.db, slot.id)).toHaveLength(1));
    const [offer] = await offersOf(t.db, first.entryId);
    expect(offer).toMatchObject({ status: 'live', offeredBy: 'system' });
    expect((await entryOf(t.db, first.entryId)).status).toBe('offered');
    expect((await entryOf(t.db, second.entryId)).status).toBe('waiting');

    const { mail } = await offerLinks(t.db, 'offer-first@example.com');
    expect(mail.subject).toBe(WAITLIST_OFFER_SUBJECT);
    expect(mail.subject).toBe('A spot opened');
    // The time and the expiry in the family's own zone.
    expect(mail.text).toContain(formatInZone(slot.startTime, 'America/Los_Angeles', 'h:mm a'));
    expect(mail.text).toContain(
      formatInZone(offer!.expiresAt, 'America/Los_Angeles', "EEEE, MMMM d 'at' h:mm a"),
    );
    expect(mail.text).toContain(`${t.config.publicUrl}/booking#offer=`);
    expect(mail.text).toContain(`${t.config.publicUrl}/waitlist/decline#token=`);
    expect(await mailTo(t.db, 'waitlist_offer', 'offer-second@example.com')).toHaveLength(0);

    // Exclusive: another visitor cannot hold the offered seat.
    const stranger = await hold(t, [slot.id]);
    expect(stranger.statusCode).toBe(409);
    expect(stranger.json()).toMatchObject({ code: 'SLOTS_UNAVAILABLE' });
    // A second pass finds nothing more to offer: one freed seat, one live offer.
    expect(await offerFreedSeats(t.app)).toBe(0);
    expect(await liveOffersOn(t.db, slot.id)).toHaveLength(1);
  });

  test('opens the wizard on the held seat: claim sets the hold cookie, hold-slots keeps the hold and its expiry, the test card books it, and the offer is claimed', async () => {
    const { slot, bookingId } = await fullTime(t);
    const email = 'claims@example.com';
    const { entryId } = await joined(slot.id, email);
    await adminCancel(bookingId);
    await eventually(async () => expect(await liveOffersOn(t.db, slot.id)).toHaveLength(1));
    const { claim } = await offerLinks(t.db, email);

    const claimed = await post(t, '/api/waitlist/offers/claim', { token: claim });
    expect(claimed.statusCode).toBe(200);
    const body = claimed.json();
    expect(body).toMatchObject({
      slotId: slot.id,
      lessonType: 'private',
      swimmers: 1,
      email,
      name: 'Riley Chen',
    });
    const cookie = claimed.cookies.find((c) => c.name === 'swim_hold');
    expect(cookie?.value).toBe(`${body.holdId}.${claim}`);
    const secondsLeft = (Date.parse(body.holdExpiresAt) - Date.now()) / 1000;
    expect(cookie!.maxAge).toBeGreaterThan(secondsLeft - 5);
    expect(cookie!.maxAge).toBeLessThanOrEqual(Math.ceil(secondsLeft) + 1);
    const browser = { cookie: `swim_hold=${cookie!.value}` };

    // The wizard sends only the slot ids; the cookie names the offer's hold, which stays as it was.
    const held = await t.app.inject({
      method: 'POST',
      url: '/api/bookings/hold-slots',
      headers: browser,
      remoteAddress: visitorAddress(),
      payload: { slotIds: [slot.id], swimmersCount: 1 },
    });
    expect(held.statusCode).toBe(200);
    expect(held.json()).toMatchObject({ holdId: body.holdId, expiresAt: body.holdExpiresAt });

    const intent = await t.app.inject({
      method: 'POST',
      url: '/api/bookings/create-payment-intent',
      headers: browser,
      payload: {
        bookingData: draft({ swimmers: [swimmer({ email })] }),
        selectedSlots: [slot.id],
        idempotencyKey: 'waitlist-claim-checkout',
      },
    });
    expect(intent.statusCode).toBe(200);
    // While the payment is in flight the job leaves the offer alone.
    await runWaitlistJob(t.app);
    expect((await offersOf(t.db, entryId))[0]!.status).toBe('live');
    expect((await payTestCard(t, intent.json())).statusCode).toBe(200);
    const [booking] = await t.db.select().from(bookings).where(eq(bookings.id, intent.json().bookingId));
    expect(booking!.status).toBe('confirmed');

    await runWaitlistJob(t.app);
    expect((await offersOf(t.db, entryId))[0]!.status).toBe('claimed');
    expect((await entryOf(t.db, entryId)).status).toBe('booked');
    // A used link says so.
    const late = await post(t, '/api/waitlist/offers/claim', { token: claim });
    expect(late.statusCode).toBe(410);
    expect(late.json()).toMatchObject({ code: 'OFFER_ENDED', message: WAITLIST_MESSAGES.offerEnded });
  });

  test("a waitlist offer's hold can be moved no more: its token holds only the offered time and seats", async () => {
    const { slot, bookingId } = await fullTime(t);
    const email = 'reshapes@example.com';
    const { entryId } = await joined(slot.id, email);
    await adminCancel(bookingId);
    await eventually(async () => expect(await liveOffersOn(t.db, slot.id)).toHaveLength(1));
    const { claim } = await offerLinks(t.db, email);
    const claimed = (await post(t, '/api/waitlist/offers/claim', { token: claim })).json();
    const others = await Promise.all(
      [1, 2, 3].map((i) => insertSlot(t.db, { startsInMinutes: (4 * 24 + i) * 60 })),
    );
    const address = visitorAddress();
    const holdWith = (slotIds: string[], swimmersCount = 1) =>
      t.app.inject({
        method: 'POST',
        url: '/api/bookings/hold-slots',
        remoteAddress: address,
        payload: { slotIds, swimmersCount, holdId: claimed.holdId, holdToken: claim },
      });
    for (const attempt of [
      await holdWith(others.map((o) => o.id)),
      await holdWith([slot.id, others[0]!.id]),
      await holdWith([slot.id], 2),
    ]) {
      expect(attempt.statusCode).toBe(409);
      expect(attempt.json()).toMatchObject({ code: 'OFFER_HOLD_FIXED' });
    }
    // Nor through a checkout on the offer's hold.
    const intent = await t.app.inject({
      method: 'POST',
      url: '/api/bookings/create-payment-intent',
      payload: {
        holdId: claimed.holdId,
        holdToken: claim,
        bookingData: draft({ swimmers: [swimmer({ email })] }),
        selectedSlots: [others[1]!.id],
      },
    });
    expect(intent.statusCode).toBe(409);
    // The offer's seat is still held for the family, nothing else is, and the offer can still be booked.
    const heldNow = await t.db.select().from(holdSlots).where(eq(holdSlots.holdId, claimed.holdId));
    expect(heldNow.map((h) => [h.slotId, h.seats])).toEqual([[slot.id, 1]]);
    expect((await holdWith([slot.id])).statusCode).toBe(200);
    expect((await offersOf(t.db, entryId))[0]!.status).toBe('live');
  });

  test('that nobody claims lapses when its hold ends, and passes to the next in line', async () => {
    const { slot, bookingId } = await fullTime(t);
    const first = await joined(slot.id, 'lapses-first@example.com');
    const second = await joined(slot.id, 'lapses-second@example.com');
    await adminCancel(bookingId);
    await eventually(async () => expect(await liveOffersOn(t.db, slot.id)).toHaveLength(1));
    const [offer] = await offersOf(t.db, first.entryId);
    const { claim } = await offerLinks(t.db, 'lapses-first@example.com');

    await endHoldNow(t.db, offer!.holdId!);
    await runWaitlistJob(t.app);
    expect((await offersOf(t.db, first.entryId))[0]!.status).toBe('lapsed');
    expect((await entryOf(t.db, first.entryId)).status).toBe('lapsed');
    expect((await entryOf(t.db, second.entryId)).status).toBe('offered');
    expect(await mailTo(t.db, 'waitlist_offer', 'lapses-second@example.com')).toHaveLength(1);
    expect((await post(t, '/api/waitlist/offers/claim', { token: claim })).statusCode).toBe(410);
  });

  test('declined gives the seat back at once to the next in line, and the time entry leaves the waitlist', async () => {
    const { slot, bookingId } = await fullTime(t);
    const first = await joined(slot.id, 'declines-first@example.com');
    const second = await joined(slot.id, 'declines-second@example.com');
    await adminCancel(bookingId);
    await eventually(async () => expect(await liveOffersOn(t.db, slot.id)).toHaveLength(1));
    const { decline, claim } = await offerLinks(t.db, 'declines-first@example.com');

    const res = await post(t, '/api/waitlist/offers/decline', { token: decline });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: WAITLIST_MESSAGES.declined });
    expect((await offersOf(t.db, first.entryId))[0]!.status).toBe('declined');
    expect((await entryOf(t.db, first.entryId)).status).toBe('left');
    // No job run needed: the next family has the seat already.
    const [next] = await offersOf(t.db, second.entryId);
    expect(next).toMatchObject({ status: 'live' });
    expect(await liveOffersOn(t.db, slot.id)).toHaveLength(1);
    expect((await post(t, '/api/waitlist/offers/claim', { token: claim })).statusCode).toBe(410);
    expect((await post(t, '/api/waitlist/offers/decline', { token: decline })).statusCode).toBe(410);
  });

  test('left from the email withdraws the offer, passes the seat on, and a second click says the family already left', async () => {
    const { slot, bookingId } = await fullTime(t);
    const first = await joined(slot.id, 'leaves-first@example.com');
    const second = await joined(slot.id, 'leaves-second@example.com');
    await adminCancel(bookingId);
    await eventually(async () => expect(await liveOffersOn(t.db, slot.id)).toHaveLength(1));
    const { leave } = await offerLinks(t.db, 'leaves-first@example.com');

    const res = await post(t, '/api/waitlist/leave', { token: leave });
    expect(res.json()).toEqual({ message: WAITLIST_MESSAGES.left });
    expect((await entryOf(t.db, first.entryId)).status).toBe('left');
    expect((await offersOf(t.db, first.entryId))[0]!.status).toBe('withdrawn');
    expect((await offersOf(t.db, second.entryId))[0]!.status).toBe('live');
    const again = await post(t, '/api/waitlist/leave', { token: leave });
    expect(again.json()).toEqual({ message: WAITLIST_MESSAGES.alreadyLeft });
  });

  test("the joined email's own leave link takes a waiting family out of line", async () => {
    const { slot } = await fullTime(t);
    const { entryId } = await joined(slot.id, 'leaves-waiting@example.com');
    const [mail] = await mailTo(t.db, 'waitlist_joined', 'leaves-waiting@example.com');
    const token = /waitlist\/leave#token=([A-Za-z0-9_-]+)/.exec(mail!.text)![1]!;
    expect((await post(t, '/api/waitlist/leave', { token })).statusCode).toBe(200);
    expect((await entryOf(t.db, entryId)).status).toBe('left');
  });

  test('links with an unknown token are a 404 and change nothing', async () => {
    const token = 'x'.repeat(43);
    for (const url of ['/api/waitlist/leave', '/api/waitlist/offers/claim', '/api/waitlist/offers/decline']) {
      const res = await post(t, url, { token });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'LINK_INVALID', message: WAITLIST_MESSAGES.linkInvalid });
    }
  });
});

describe('each way a seat frees up', () => {
  test("a visitor's hold that ended with its seat", async () => {
    const slot = await insertSlot(t.db, { capacity: 1 });
    const visitor = await hold(t, [slot.id]);
    expect(visitor.statusCode).toBe(200);
    const { entryId } = await joined(slot.id, 'after-hold@example.com');
    expect(await offerFreedSeats(t.app, [slot.id])).toBe(0);
    await endHoldNow(t.db, visitor.json().holdId);
    await runWaitlistJob(t.app);
    expect((await entryOf(t.db, entryId)).status).toBe('offered');
  });

  test('capacity raised by the owner', async () => {
    const { slot } = await fullTime(t);
    const { entryId } = await joined(slot.id, 'after-capacity@example.com');
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/slots/${slot.id}`,
      headers: admin.headers,
      payload: { capacity: 2 },
    });
    expect(res.statusCode).toBe(200);
    await eventually(async () => expect((await entryOf(t.db, entryId)).status).toBe('offered'));
  });

  test('a family cancelling its own lesson', async () => {
    const slot = await insertSlot(t.db, { capacity: 1, startsInMinutes: 4 * 24 * 60 });
    const email = 'cancels-own@example.com';
    const checkout = await startCheckout(t, [slot.id], draft({ swimmers: [swimmer({ email })] }));
    await payTestCard(t, checkout);
    const { entryId } = await joined(slot.id, 'after-family-cancel@example.com');
    const cookie = await signInFamily(t.app, email);
    const headers = { cookie, origin: t.config.publicUrl };
    const preview = await t.app.inject({
      method: 'POST',
      url: '/api/family/cancellation-preview',
      headers,
      payload: { bookingId: checkout.bookingId },
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/family/cancellations',
      headers,
      payload: { bookingId: checkout.bookingId, expectedRefundCents: preview.json().refundCents },
    });
    expect(res.statusCode).toBe(200);
    await eventually(async () => expect((await entryOf(t.db, entryId)).status).toBe('offered'));
  });

  test('a new time published that matches a preference', async () => {
    const instructor = await insertInstructor(t.db, { name: 'Coach Preference' });
    const venue = await insertVenue(t.db, { name: 'Preference Pool' });
    // A Wednesday three weeks out, 17:00 in New York.
    const day = new Date(Date.now() + 21 * 86_400_000);
    while (formatInZone(day, 'America/New_York', 'i') !== '3') day.setTime(day.getTime() + 86_400_000);
    const date = formatInZone(day, 'America/New_York', 'yyyy-MM-dd');
    const saved = await post(t, '/api/waitlist/preferences', {
      name: 'Pat Group',
      email: 'prefers-wednesdays@example.com',
      swimmers: 2,
      lessonType: 'bootcamp',
      weekdays: [3],
      windowStart: '16:30',
      windowEnd: '18:00',
      timeZone: 'America/New_York',
    });
    expect(saved.statusCode).toBe(201);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/slots',
      headers: admin.headers,
      payload: {
        instructorId: instructor.id,
        venueId: venue.id,
        lessonType: 'bootcamp',
        capacity: 4,
        basePriceCents: 6000,
        durationMinutes: 45,
        startTimes: [`${date}T17:00`],
        weeks: 1,
      },
    });
    expect(created.statusCode).toBe(200);
    const entryId = saved.json().entryId;
    await eventually(async () => expect((await entryOf(t.db, entryId)).status).toBe('offered'));
    const [offer] = await offersOf(t.db, entryId);
    const { mail } = await offerLinks(t.db, 'prefers-wednesdays@example.com');
    expect(mail.text).toContain('5:00 PM');
    expect(offer!.status).toBe('live');
  });
});

describe('a preference', () => {
  const preference = (email: string, over: Record<string, unknown> = {}) => ({
    name: 'Sky Semi',
    email,
    swimmers: 1,
    lessonType: 'semi_private',
    weekdays: [0, 1, 2, 3, 4, 5, 6],
    windowStart: '00:00',
    windowEnd: '23:59',
    timeZone: 'America/New_York',
    ...over,
  });

  test('is not offered times that were open when the family asked, only seats that free up later', async () => {
    const open = await insertSlot(t.db, {
      capacity: 3,
      lessonType: 'semi_private',
      startsInMinutes: 3 * 24 * 60,
    });
    const { slot: full, bookingId } = await fullTime(t, {
      lessonType: 'semi_private',
      startsInMinutes: 5 * 24 * 60,
    });
    const saved = await post(t, '/api/waitlist/preferences', preference('semi-seen@example.com'));
    expect(saved.statusCode).toBe(201);
    const entryId = saved.json().entryId;
    expect((await entryOf(t.db, entryId)).seenSlotIds).toContain(open.id);
    await runWaitlistJob(t.app);
    expect(await offersOf(t.db, entryId)).toHaveLength(0);

    await adminCancel(bookingId);
    await eventually(async () => expect((await entryOf(t.db, entryId)).status).toBe('offered'));
    expect((await offersOf(t.db, entryId))[0]!.slotId).toBe(full.id);
  });

  test('that declines keeps waiting, and that time is not offered to it again', async () => {
    const { slot, bookingId } = await fullTime(t, {
      lessonType: 'water_safety',
      startsInMinutes: 6 * 24 * 60,
    });
    const saved = await post(
      t,
      '/api/waitlist/preferences',
      preference('keeps-waiting@example.com', { lessonType: 'water_safety' }),
    );
    const entryId = saved.json().entryId;
    await adminCancel(bookingId);
    await eventually(async () => expect((await entryOf(t.db, entryId)).status).toBe('offered'));
    const { decline } = await offerLinks(t.db, 'keeps-waiting@example.com');
    expect((await post(t, '/api/waitlist/offers/decline', { token: decline })).statusCode).toBe(200);
    const entry = await entryOf(t.db, entryId);
    expect(entry.status).toBe('waiting');
    expect(entry.seenSlotIds).toContain(slot.id);
    await runWaitlistJob(t.app);
    expect(await t.db.select().from(waitlistOffers).where(eq(waitlistOffers.entryId, entryId))).toHaveLength(
      1,
    );
  });
});

describe('a time the owner cancels', () => {
  test('closes its line: a live offer is withdrawn with its seat released, and the families waiting lapse', async () => {
    const { slot, bookingId } = await fullTime(t);
    const first = await joined(slot.id, 'gone-first@example.com');
    const second = await joined(slot.id, 'gone-second@example.com');
    await adminCancel(bookingId);
    await eventually(async () => expect(await liveOffersOn(t.db, slot.id)).toHaveLength(1));
    const [offer] = await offersOf(t.db, first.entryId);

    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/slots/${slot.id}/cancel`,
      headers: admin.headers,
      payload: { reason: 'Pool closed' },
    });
    expect(res.statusCode).toBe(200);
    await runWaitlistJob(t.app);
    expect((await offersOf(t.db, first.entryId))[0]!.status).toBe('withdrawn');
    expect((await entryOf(t.db, first.entryId)).status).toBe('lapsed');
    expect((await entryOf(t.db, second.entryId)).status).toBe('lapsed');
    const [releasedHold] = await t.db.select().from(holds).where(eq(holds.id, offer!.holdId!));
    expect(releasedHold!.releasedAt).not.toBeNull();
  });
});
