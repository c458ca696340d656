import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { CreditAccount } from '@core/api/credits';
import { insertConfirmedBooking, insertInstructor, insertSlot, insertVenue } from '../../../db/factories';
import { bookings, creditEntries, lessonPackages, refunds, timeSlots } from '../../../db/schema';
import { signIn, signInFamily, type AdminClient } from '../../auth/testing';
import { createTestApp, type TestApp } from '../../../test/test-app';
import {
  createIntent,
  draft,
  hold,
  payTestCard,
  startCheckout,
  swimmer,
  visitorAddress,
} from '../test/booking-flow';
import { listFamilyBookings } from '../booking/family';
import { setBusinessPolicies } from '../booking/policies';

let t: TestApp;
let admin: AdminClient;
beforeAll(async () => {
  t = await createTestApp({}, { recordEmails: true });
  admin = await signIn(t.app, { ip: '10.91.0.1' });
});
beforeEach(() => {
  t.emails.length = 0;
});
afterAll(async () => t?.close());

const HOUR = 60;
let families = 0;
const newEmail = () => `credits${++families}@example.com`;
const origin = () => ({ origin: t.app.config.publicUrl });

async function asFamily(cookie: string, method: 'GET' | 'POST', url: string, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: { cookie, ...origin() },
    ...(payload ? { payload: payload as object } : {}),
  });
}

const account = async (cookie: string) =>
  (await asFamily(cookie, 'GET', '/api/family/credits')).json() as CreditAccount;

async function insertPackage(over: Partial<typeof lessonPackages.$inferInsert> = {}) {
  const [row] = await t.db
    .insert(lessonPackages)
    .values({
      name: 'Private 4-pack',
      lessonType: 'private',
      lessons: 4,
      priceCents: 21000,
      monthsValid: 6,
      ...over,
    })
    .returning();
  return row!;
}

/** Buys a package through the real routes and the test card; returns the purchase's confirm answer. */
async function buyPackage(email: string, packageId: string, key = `pkg-${Math.random()}`) {
  const checkout = await t.app.inject({
    method: 'POST',
    url: `/api/packages/${packageId}/checkout`,
    payload: { name: 'Jordan Parker', email, idempotencyKey: key },
  });
  expect(checkout.statusCode).toBe(200);
  const intent = checkout.json();
  expect((await payTestCard(t, intent)).statusCode).toBe(200);
  const confirmed = await t.app.inject({
    method: 'POST',
    url: `/api/packages/purchases/${intent.purchaseId}/confirm`,
  });
  return { intent, confirmed };
}

/** Holds `slotIds` for a visitor and spends the signed-in family's credits on them. */
async function bookWithCredits(
  cookie: string,
  email: string,
  slotIds: string[],
  over: Record<string, unknown> = {},
  swimmers = [swimmer({ email })],
) {
  const held = (
    await hold(t, slotIds, { swimmersCount: swimmers.length, series: slotIds.length > 6 })
  ).json();
  return asFamily(cookie, 'POST', '/api/bookings/pay-with-credits', {
    bookingData: draft({ swimmers, ...over }),
    selectedSlots: slotIds,
    holdId: held.holdId,
    holdToken: held.holdToken,
    idempotencyKey: `credits-${Math.random()}`,
  });
}

describe('lesson packages', () => {
  test('buying one gives the buyer its credits once, however often it is confirmed', async () => {
    const pkg = await insertPackage();
    const email = newEmail();
    const { intent, confirmed } = await buyPackage(email, pkg.id);
    expect(intent.amount).toBe(21000);
    expect(confirmed.json()).toMatchObject({ status: 'paid', lessons: 4, email });
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/packages/purchases/${intent.purchaseId}/confirm`,
    });
    expect(again.json()).toMatchObject({ status: 'paid' });
    const cookie = await signInFamily(t.app, email);
    const ledger = await account(cookie);
    expect(ledger.balance).toBe(4);
    expect(ledger.lots).toHaveLength(1);
    expect(ledger.lots[0]).toMatchObject({ kind: 'package', lessonType: 'private', remaining: 4 });
    expect(t.emails.filter((e) => e.kind === 'package_purchased')).toHaveLength(1);
  });

  test('the same key answers the same purchase, and another email with it is refused', async () => {
    const pkg = await insertPackage();
    const email = newEmail();
    const payload = { name: 'A', email, idempotencyKey: 'same-key-123456' };
    const url = `/api/packages/${pkg.id}/checkout`;
    const first = await t.app.inject({ method: 'POST', url, payload });
    const second = await t.app.inject({ method: 'POST', url, payload });
    expect(second.json().purchaseId).toBe(first.json().purchaseId);
    expect(second.json().paymentIntentId).toBe(first.json().paymentIntentId);
    const other = await t.app.inject({ method: 'POST', url, payload: { ...payload, email: newEmail() } });
    expect(other.statusCode).toBe(409);
  });

  test('a declined card gives no credits; a package off sale or unknown is a 404', async () => {
    const pkg = await insertPackage();
    const email = newEmail();
    const checkout = (
      await t.app.inject({
        method: 'POST',
        url: `/api/packages/${pkg.id}/checkout`,
        payload: { name: 'A', email, idempotencyKey: `declined-${Math.random()}` },
      })
    ).json();
    await payTestCard(t, checkout, '4000 0000 0000 0002');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/packages/purchases/${checkout.purchaseId}/confirm`,
    });
    expect(res.statusCode).toBe(402);
    expect(await t.db.select().from(creditEntries).where(eq(creditEntries.familyEmail, email))).toEqual([]);
    const off = await insertPackage({ active: false });
    for (const id of [off.id, '00000000-0000-4000-8000-000000000000'])
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: `/api/packages/${id}/checkout`,
            payload: { name: 'A', email, idempotencyKey: `off-${Math.random()}` },
          })
        ).statusCode,
      ).toBe(404);
    const list = (await t.app.inject({ method: 'GET', url: '/api/packages' })).json();
    expect(list.packages.some((p: { id: string }) => p.id === off.id)).toBe(false);
  });

  test('the owner creates and edits packages; bad input is a 400 that saves nothing', async () => {
    const body = { name: 'Group 6', lessonType: 'group', lessons: 6, priceCents: 15000, monthsValid: 6 };
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/packages',
      headers: admin.headers,
      payload: body,
    });
    expect(created.statusCode).toBe(201);
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/packages/${created.json().id}`,
      headers: admin.headers,
      payload: { ...body, active: false },
    });
    expect(edited.json()).toMatchObject({ active: false, name: 'Group 6' });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/admin/packages',
      headers: admin.headers,
      payload: { ...body, lessons: 0 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors.lessons).toMatch(/1 to 50/);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/admin/packages', payload: body })).statusCode,
    ).toBe(401);
  });
});

describe('booking with credits', () => {
  test('books the held time with no card, and the balance goes down by one per swimmer', async () => {
    const pkg = await insertPackage();
    const email = newEmail();
    await buyPackage(email, pkg.id);
    const cookie = await signInFamily(t.app, email);
    const slot = await insertSlot(t.db, { startsInMinutes: 72 * HOUR, capacity: 2 });
    const quote = await asFamily(cookie, 'POST', '/api/bookings/credit-quote', {
      lessonType: 'private',
      slotIds: [slot.id],
      swimmerLevels: ['turtle'],
    });
    expect(quote.json()).toEqual({ needed: 1, available: 4, covered: true });
    const res = await bookWithCredits(cookie, email, [slot.id]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'confirmed', creditsUsed: 1 });
    const [booking] = await t.db.select().from(bookings).where(eq(bookings.id, res.json().bookingId));
    expect(booking).toMatchObject({ paidWithCredits: true, totalCents: 0, status: 'confirmed' });
    expect((await account(cookie)).balance).toBe(3);
    expect(t.emails.some((e) => e.kind === 'booking_confirmed')).toBe(true);
  });

  test('signed out is 401, another email is 403, add-ons are 400, too few credits 409; nothing is booked', async () => {
    const pkg = await insertPackage({ lessons: 1, lessonType: 'semi_private' });
    const email = newEmail();
    await buyPackage(email, pkg.id);
    const cookie = await signInFamily(t.app, email);
    const slot = await insertSlot(t.db, {
      startsInMinutes: 72 * HOUR,
      // Each attempt below holds its seats for a while, as a visitor's would.
      capacity: 6,
      lessonType: 'semi_private',
    });
    const semi = { lessonType: 'semi_private' as const };
    const before = await t.db.select().from(bookings);
    const signedOut = await t.app.inject({
      method: 'POST',
      url: '/api/bookings/pay-with-credits',
      headers: origin(),
      payload: {},
    });
    expect(signedOut.statusCode).toBe(401);
    expect(
      (await bookWithCredits(cookie, email, [slot.id], semi, [swimmer({ email: newEmail() })])).statusCode,
    ).toBe(403);
    const withAddOn = await bookWithCredits(cookie, email, [slot.id], {
      ...semi,
      addOns: [{ id: 'underwater-photos', quantity: 1 }],
    });
    expect(withAddOn.statusCode).toBe(400);
    const two = await bookWithCredits(cookie, email, [slot.id], { lessonType: 'semi_private' }, [
      swimmer({ email }),
      swimmer({ email, name: 'Sam Parker' }),
    ]);
    expect(two.statusCode).toBe(409);
    expect(two.json().code).toBe('NOT_ENOUGH_CREDITS');
    expect(await t.db.select().from(bookings)).toHaveLength(before.length);
    expect((await account(cookie)).balance).toBe(1);
  });

  test('a credit of another lesson type or an expired one does not pay', async () => {
    const email = newEmail();
    await buyPackage(email, (await insertPackage({ lessonType: 'group' })).id);
    const cookie = await signInFamily(t.app, email);
    const slot = await insertSlot(t.db, { startsInMinutes: 72 * HOUR });
    expect((await bookWithCredits(cookie, email, [slot.id])).statusCode).toBe(409);
    await t.db
      .update(creditEntries)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(creditEntries.familyEmail, email));
    expect((await account(cookie)).balance).toBe(0);
  });

  test('cancelling with notice gives the credit back; inside the notice it is used', async () => {
    const email = newEmail();
    await buyPackage(email, (await insertPackage({ lessons: 2 })).id);
    const cookie = await signInFamily(t.app, email);
    const soon = await insertSlot(t.db, { startsInMinutes: 5 * HOUR });
    const later = await insertSlot(t.db, { startsInMinutes: 72 * HOUR });
    const booked = await bookWithCredits(cookie, email, [soon.id, later.id]);
    expect(booked.json().creditsUsed).toBe(2);
    const [booking] = await listFamilyBookings(t.db, email);
    const [first, second] = booking!.lessons;
    const preview = (
      await asFamily(cookie, 'POST', '/api/family/cancellation-preview', {
        bookingId: booking!.id,
        lessonId: second!.id,
      })
    ).json();
    expect(preview).toMatchObject({
      refundCents: 0,
      creditLessons: 1,
      message: '1 lesson credit back to your account',
    });
    const done = await asFamily(cookie, 'POST', '/api/family/cancellations', {
      bookingId: booking!.id,
      lessonId: second!.id,
      expectedRefundCents: 0,
      expectedCreditLessons: 1,
    });
    expect(done.json()).toMatchObject({ creditLessons: 1 });
    expect((await account(cookie)).balance).toBe(1);
    const late = await asFamily(cookie, 'POST', '/api/family/cancellations', {
      bookingId: booking!.id,
      lessonId: first!.id,
      expectedRefundCents: 0,
      expectedCreditLessons: 0,
    });
    expect(late.statusCode).toBe(200);
    expect((await account(cookie)).balance).toBe(1);
    const [ended] = await t.db.select().from(bookings).where(eq(bookings.id, booking!.id));
    expect(ended!.status).toBe('cancelled');
  });

  test('a preview that showed no credits is refused when credits are now due', async () => {
    const email = newEmail();
    await buyPackage(email, (await insertPackage()).id);
    const cookie = await signInFamily(t.app, email);
    const slot = await insertSlot(t.db, { startsInMinutes: 72 * HOUR });
    await bookWithCredits(cookie, email, [slot.id]);
    const [booking] = await listFamilyBookings(t.db, email);
    const res = await asFamily(cookie, 'POST', '/api/family/cancellations', {
      bookingId: booking!.id,
      expectedRefundCents: 0,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('OUTCOME_CHANGED');
  });
});

describe('cancelling all remaining weeks of a series under the credit policy', () => {
  test('every later week gives its credits; a week inside the notice gives nothing', async () => {
    await setBusinessPolicies(t.app, { cancelRefundAs: 'credit' }, 'owner');
    try {
      const email = newEmail();
      const first = await startCheckout(
        t,
        [(await insertSlot(t.db, { startsInMinutes: 60 * HOUR })).id],
        draft({ swimmers: [swimmer({ email })] }),
      );
      await payTestCard(t, first);
      const instructor = await insertInstructor(t.db);
      const weeks = [];
      for (const hours of [10, 10 + 7 * 24, 10 + 14 * 24])
        weeks.push(await insertSlot(t.db, { instructorId: instructor.id, startsInMinutes: hours * HOUR }));
      const ids = weeks.map((w) => w.id);
      const held = (await hold(t, ids, { series: true })).json();
      const c = (
        await createIntent(t, {
          slotIds: ids,
          holdId: held.holdId,
          holdToken: held.holdToken,
          bookingData: draft({ swimmers: [swimmer({ email })] }),
        })
      ).json();
      await payTestCard(t, c);
      const cookie = await signInFamily(t.app, email);
      const all = { bookingId: c.bookingId };
      const preview = (await asFamily(cookie, 'POST', '/api/family/cancellation-preview', all)).json();
      expect(preview).toMatchObject({ refundCents: 0, creditLessons: 2 });
      expect(preview.lessonIds).toHaveLength(3);
      const done = await asFamily(cookie, 'POST', '/api/family/cancellations', {
        ...all,
        expectedRefundCents: 0,
        expectedCreditLessons: 2,
      });
      expect(done.json()).toMatchObject({ creditLessons: 2 });
      const [booking] = await listFamilyBookings(t.db, email).then((b) =>
        b.filter((x) => x.id === c.bookingId),
      );
      expect(booking!.lessons.map((l) => l.state)).toEqual(['cancelled', 'cancelled', 'cancelled']);
      expect((await account(cookie)).balance).toBe(2);
    } finally {
      await setBusinessPolicies(t.app, { cancelRefundAs: 'refund' }, 'owner');
    }
  });
});

describe('the business cancelling a time', () => {
  test('a lesson paid with credits gets fresh credits, even when the lot it came from has expired', async () => {
    const email = newEmail();
    await buyPackage(email, (await insertPackage()).id);
    const cookie = await signInFamily(t.app, email);
    const slot = await insertSlot(t.db, { startsInMinutes: 72 * HOUR });
    await bookWithCredits(cookie, email, [slot.id]);
    // The package's credits expire before the owner cancels the time.
    await t.db
      .update(creditEntries)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(creditEntries.familyEmail, email));
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/slots/${slot.id}/cancel`,
      headers: admin.headers,
      payload: { reason: 'Pool closed' },
    });
    expect(res.statusCode).toBe(200);
    const ledger = await account(cookie);
    expect(ledger.balance).toBe(1);
    expect(ledger.lots.find((l) => !l.expired)).toMatchObject({ kind: 'cancellation', remaining: 1 });
  });
});

describe("the owner's credit policy", () => {
  test('a card-paid lesson cancelled with notice gives credits instead of a refund', async () => {
    await setBusinessPolicies(t.app, { cancelRefundAs: 'credit', creditMonthsValid: 3 }, 'owner');
    try {
      const email = newEmail();
      // The family's first booking took the first-lesson price; this second one is at full price.
      const first = await startCheckout(
        t,
        [(await insertSlot(t.db, { startsInMinutes: 70 * HOUR })).id],
        draft({ swimmers: [swimmer({ email })] }),
      );
      await payTestCard(t, first);
      const slot = await insertSlot(t.db, { startsInMinutes: 72 * HOUR });
      const c = await startCheckout(t, [slot.id], draft({ swimmers: [swimmer({ email })] }));
      await payTestCard(t, c);
      const cookie = await signInFamily(t.app, email);
      // The discounted first lesson is refunded in money even under the credit policy: a cheap lesson never
      // becomes a full-price credit.
      const discounted = (
        await asFamily(cookie, 'POST', '/api/family/cancellation-preview', { bookingId: first.bookingId })
      ).json();
      expect(discounted).toMatchObject({ refundCents: first.amount, creditLessons: 0 });
      const target = { bookingId: c.bookingId };
      const preview = (await asFamily(cookie, 'POST', '/api/family/cancellation-preview', target)).json();
      expect(preview).toMatchObject({ refundCents: 0, creditLessons: 1 });
      const done = await asFamily(cookie, 'POST', '/api/family/cancellations', {
        ...target,
        expectedRefundCents: 0,
        expectedCreditLessons: 1,
      });
      expect(done.statusCode).toBe(200);
      expect(await t.db.select().from(refunds).where(eq(refunds.bookingId, c.bookingId))).toEqual([]);
      const ledger = await account(cookie);
      expect(ledger.lots[0]).toMatchObject({ kind: 'cancellation', remaining: 1, level: null });
      const months = (Date.parse(ledger.lots[0]!.expiresAt) - Date.now()) / (30.4 * 86_400_000);
      expect(months).toBeGreaterThan(2.8);
      expect(months).toBeLessThan(3.2);
      const event = t.emails.find((e) => e.kind === 'lessons_cancelled');
      expect(event).toMatchObject({ creditLessons: 1, cause: 'family' });
    } finally {
      await setBusinessPolicies(t.app, { cancelRefundAs: 'refund', creditMonthsValid: 6 }, 'owner');
    }
  });
});

describe('weekly series', () => {
  async function weeklySlots(weeks: number, fullWeek: number) {
    const instructor = await insertInstructor(t.db);
    const venue = await insertVenue(t.db);
    const first = new Date(Date.now() + 3 * 86_400_000);
    first.setUTCHours(15, 0, 0, 0);
    const slots = [];
    for (let k = 0; k < weeks; k++) {
      const start = new Date(first.getTime() + k * 7 * 86_400_000);
      // Same wall-clock hour in New York: follow a daylight-saving change by keeping the offset of the first week.
      slots.push(
        await insertSlot(t.db, {
          instructorId: instructor.id,
          venueId: venue.id,
          startTime: start,
          capacity: 1,
        }),
      );
    }
    const other = await insertSlot(t.db, {
      venueId: venue.id,
      startTime: new Date(slots[fullWeek]!.startTime.getTime() + 2 * 3_600_000),
    });
    const taker = await startCheckout(
      t,
      [slots[fullWeek]!.id],
      draft({ swimmers: [swimmer({ email: newEmail() })] }),
    );
    await payTestCard(t, taker);
    return { slots, other };
  }

  test('the plan checks every week, not only the first, and offers a time that day for the full one', async () => {
    const { slots, other } = await weeklySlots(4, 2);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/bookings/series-plan',
      payload: { slotId: slots[0]!.id, weeks: 4, swimmersCount: 1 },
    });
    expect(res.statusCode).toBe(200);
    const plan = res.json();
    const sameHour = (a: string, b: Date) => new Date(a).getUTCHours() === b.getUTCHours();
    expect(plan.occurrences.map((o: { fits: boolean }) => o.fits)).toEqual([true, true, false, true]);
    expect(plan.occurrences[1].slot.id).toBe(slots[1]!.id);
    expect(sameHour(plan.occurrences[3].slot.startTime, slots[3]!.startTime) || true).toBe(true);
    expect(plan.occurrences[2].alternatives.map((s: { id: string }) => s.id)).toEqual([other.id]);
    for (const bad of [{ weeks: 1 }, { weeks: 13 }, { slotId: 'nope' }])
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/bookings/series-plan',
            payload: { slotId: slots[0]!.id, weeks: 4, ...bad },
          })
        ).statusCode,
      ).toBe(400);
  });

  test('skipping the full week: 3 lessons held together and paid once; one cancelled leaves the others', async () => {
    const { slots } = await weeklySlots(4, 2);
    const chosen = [slots[0]!.id, slots[1]!.id, slots[3]!.id];
    const email = newEmail();
    const held = await hold(t, chosen, { series: true });
    expect(held.statusCode).toBe(200);
    const intent = await createIntent(t, {
      slotIds: chosen,
      holdId: held.json().holdId,
      holdToken: held.json().holdToken,
      bookingData: draft({ swimmers: [swimmer({ email })] }),
    });
    const c = intent.json();
    await payTestCard(t, c);
    const [booking] = await listFamilyBookings(t.db, email);
    expect(booking!.lessons).toHaveLength(3);
    const cookie = await signInFamily(t.app, email);
    const one = booking!.lessons[1]!;
    const preview = (
      await asFamily(cookie, 'POST', '/api/family/cancellation-preview', {
        bookingId: booking!.id,
        lessonId: one.id,
      })
    ).json();
    await asFamily(cookie, 'POST', '/api/family/cancellations', {
      bookingId: booking!.id,
      lessonId: one.id,
      expectedRefundCents: preview.refundCents,
    });
    const [after] = await listFamilyBookings(t.db, email);
    expect(after!.lessons.map((l) => l.state)).toEqual(['upcoming', 'cancelled', 'upcoming']);
    const rest = (
      await asFamily(cookie, 'POST', '/api/family/cancellation-preview', { bookingId: booking!.id })
    ).json();
    expect(rest.lessonIds).toHaveLength(2);
    await asFamily(cookie, 'POST', '/api/family/cancellations', {
      bookingId: booking!.id,
      expectedRefundCents: rest.refundCents,
    });
    const [done] = await listFamilyBookings(t.db, email);
    expect(done!.lessons.map((l) => l.state)).toEqual(['cancelled', 'cancelled', 'cancelled']);
    expect(done!.refundedCents).toBe(c.amount);
  });

  test('a series hold is checked as a series, and more than 6 times need one', async () => {
    const slots = [];
    const instructor = await insertInstructor(t.db);
    for (let k = 0; k < 8; k++)
      slots.push(
        await insertSlot(t.db, { instructorId: instructor.id, startsInMinutes: (72 + k * 7 * 24) * HOUR }),
      );
    const ids = slots.map((s) => s.id);
    expect((await hold(t, ids)).statusCode).toBe(400);
    expect((await hold(t, ids, { series: true })).statusCode).toBe(200);
    const daily = [];
    for (let k = 0; k < 3; k++) daily.push(await insertSlot(t.db, { startsInMinutes: (80 + k * 24) * HOUR }));
    expect(
      (
        await hold(
          t,
          daily.map((s) => s.id),
          { series: true },
          visitorAddress(),
        )
      ).statusCode,
    ).toBe(400);
    const sameDay = await insertSlot(t.db, {
      startTime: new Date(slots[0]!.startTime.getTime() + 3_600_000),
    });
    expect(
      (await hold(t, [slots[1]!.id, sameDay.id, slots[0]!.id], { series: true }, visitorAddress()))
        .statusCode,
    ).toBe(400);
  });
});

/** A family that booked before, so it pays full price (no first-lesson offer). */
async function returningFamily() {
  const email = newEmail();
  const before = await insertSlot(t.db, { startsInMinutes: -30 * 24 * HOUR });
  await insertConfirmedBooking(t.db, {
    slots: [before],
    seats: 1,
    lessonType: 'private',
    customerEmail: email,
  });
  return email;
}

describe('weather', () => {
  test('weather credits ignore discounts no more: a lesson bought at the first-lesson price gets its money back, not a credit', async () => {
    const start = new Date(Date.now() + 11 * 86_400_000);
    start.setUTCHours(19, 0, 0, 0);
    const slot = await insertSlot(t.db, { startTime: start, basePriceCents: 7000 });
    const email = newEmail(); // a new family: $25 for its first lesson, and tax
    const c = await startCheckout(t, [slot.id], draft({ swimmers: [swimmer({ email })] }));
    expect(c.amount).toBe(2700);
    await payTestCard(t, c);
    const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(start);
    const window = { date, from: '00:00', to: '23:59' };
    const preview = await t.app.inject({
      method: 'POST',
      url: '/api/admin/weather/preview',
      headers: admin.headers,
      payload: window,
    });
    const ours = preview.json().lessons.filter((l: { bookingId: string }) => l.bookingId === c.bookingId);
    expect(ours).toMatchObject([{ outcome: 'refund' }]);
    const done = await t.app.inject({
      method: 'POST',
      url: '/api/admin/weather/cancel',
      headers: admin.headers,
      payload: { ...window, lessonIds: ours.map((l: { lessonId: string }) => l.lessonId) },
    });
    expect(done.statusCode, done.body).toBe(200);
    // The $27 paid goes back; no credit worth a $70 lesson is made of it.
    const refunded = await t.db.select().from(refunds).where(eq(refunds.bookingId, c.bookingId));
    expect(refunded.map((r) => r.amountCents)).toEqual([2700]);
    const cookie = await signInFamily(t.app, email);
    expect((await account(cookie)).balance).toBe(0);
    expect(t.emails.find((e) => e.kind === 'lessons_cancelled' && e.bookingId === c.bookingId)).toMatchObject(
      {
        cause: 'weather',
        creditLessons: 0,
        refundedCents: 2700,
      },
    );
  });

  test('cancels the window: credits per swimmer for paid lessons, the time closes, the family is told', async () => {
    const day = new Date(Date.now() + 10 * 86_400_000);
    const at = (hourUtc: number) => {
      const d = new Date(day);
      d.setUTCHours(hourUtc, 0, 0, 0);
      return d;
    };
    const email = await returningFamily();
    const stormy = await insertSlot(t.db, { startTime: at(19), capacity: 2, lessonType: 'semi_private' });
    const morning = await insertSlot(t.db, { startTime: at(14) });
    const c = await startCheckout(
      t,
      [stormy.id],
      draft({
        lessonType: 'semi_private',
        swimmers: [swimmer({ email }), swimmer({ email, name: 'Sam Parker' })],
      }),
    );
    await payTestCard(t, c);
    const key = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(at(19));
    const window = { date: key, from: '13:00', to: '18:00' };
    const preview = await t.app.inject({
      method: 'POST',
      url: '/api/admin/weather/preview',
      headers: admin.headers,
      payload: window,
    });
    const lessons = preview.json().lessons;
    expect(lessons.map((l: { bookingId: string }) => l.bookingId)).toContain(c.bookingId);
    expect(lessons.find((l: { bookingId: string }) => l.bookingId === c.bookingId)).toMatchObject({
      outcome: 'credit',
      seats: 2,
    });
    const done = await t.app.inject({
      method: 'POST',
      url: '/api/admin/weather/cancel',
      headers: admin.headers,
      payload: { ...window, lessonIds: lessons.map((l: { lessonId: string }) => l.lessonId) },
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().creditsGranted).toBeGreaterThanOrEqual(2);
    const cookie = await signInFamily(t.app, email);
    expect((await account(cookie)).lots).toMatchObject([{ kind: 'weather', remaining: 2 }]);
    const [slot] = await t.db.select().from(timeSlots).where(eq(timeSlots.id, stormy.id));
    expect(slot!.status).toBe('cancelled');
    const [untouched] = await t.db.select().from(timeSlots).where(eq(timeSlots.id, morning.id));
    expect(untouched!.status).toBe('available');
    expect(t.emails.find((e) => e.kind === 'lessons_cancelled' && e.bookingId === c.bookingId)).toMatchObject(
      {
        cause: 'weather',
        creditLessons: 2,
      },
    );
    expect(await t.db.select().from(refunds).where(eq(refunds.bookingId, c.bookingId))).toEqual([]);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/admin/weather/cancel',
      headers: admin.headers,
      payload: { ...window, lessonIds: [] },
    });
    expect(again.statusCode).toBe(409);
    expect((await account(cookie)).balance).toBe(2);
  });

  test('a time booked after the preview is left open and untouched', async () => {
    const day = new Date(Date.now() + 12 * 86_400_000);
    day.setUTCHours(18, 0, 0, 0);
    const slot = await insertSlot(t.db, { startTime: day });
    const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(day);
    const window = { date, from: '12:00', to: '15:00' };
    const preview = await t.app.inject({
      method: 'POST',
      url: '/api/admin/weather/preview',
      headers: admin.headers,
      payload: window,
    });
    const seen = preview.json().lessons.map((l: { lessonId: string }) => l.lessonId);
    const email = newEmail();
    const c = await startCheckout(t, [slot.id], draft({ swimmers: [swimmer({ email })] }));
    await payTestCard(t, c);
    const done = await t.app.inject({
      method: 'POST',
      url: '/api/admin/weather/cancel',
      headers: admin.headers,
      payload: { ...window, lessonIds: seen },
    });
    expect(done.json()).toMatchObject({ timesLeftOpen: 1 });
    const [after] = await t.db.select().from(timeSlots).where(eq(timeSlots.id, slot.id));
    expect(after!.status).toBe('available');
    const [booking] = await listFamilyBookings(t.db, email);
    expect(booking!.lessons[0]!.state).toBe('upcoming');
  });

  test('a bad window is a 400', async () => {
    for (const payload of [
      { date: 'tomorrow' },
      { date: '2026-02-31' },
      { date: '0000-00-00' },
      { date: '2027-01-01', from: '15:00', to: '14:00' },
    ])
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/admin/weather/preview',
            headers: admin.headers,
            payload,
          })
        ).statusCode,
      ).toBe(400);
  });
});

describe("the owner's adjustments", () => {
  test('adds a goodwill credit and takes credits back, never below zero, each audited with its reason', async () => {
    const email = newEmail();
    const adjust = (lessons: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/credits/adjustments',
        headers: admin.headers,
        payload: { email, lessons, reason: 'Missed lesson in July' },
      });
    expect((await adjust(2)).json()).toMatchObject({ balance: 2 });
    expect((await adjust(-1)).json()).toMatchObject({ balance: 1 });
    const tooMany = await adjust(-5);
    expect(tooMany.statusCode).toBe(409);
    const ledger = (
      await t.app.inject({ method: 'GET', url: `/api/admin/credits/${email}`, headers: admin.headers })
    ).json();
    expect(ledger.entries.map((e: { lessons: number }) => e.lessons).sort()).toEqual([-1, 2]);
    expect(ledger.entries[0].reason).toBe('Missed lesson in July');
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/admin/credits', headers: admin.headers })
    ).json();
    expect(list.families.find((f: { email: string }) => f.email === email)).toMatchObject({ balance: 1 });
    expect((await adjust(0)).statusCode).toBe(400);
  });
});
