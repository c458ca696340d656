/**
 * What families and the owner are told when lessons turn into lesson credits (a cancellation under a credit policy,
 * or weather), when weather cancels lessons paid at the lesson, and when a lesson package is bought. Messages are
 * read from the outbox (no SMTP server: they are kept there).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { bookings, familyLinks, lessonRequests, outbox } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { tokenOf } from '../auth/testing';
import { lessonDay, lessonWhen } from './templates/format';
import { buyPackage, cancelLessons, confirmBooking, lessonSlots, raise } from './test-support/produce';
import { inviteIn as invite, manageUrlIn, messagesOfKind, onlyMessage } from './test-support/outbox';

let t: TestApp;
const DAY = 86_400_000;
const OWNER = 'owner@example.com';
const ZONE = 'America/New_York';

beforeAll(async () => {
  t = await createTestApp({ OWNER_EMAIL: OWNER });
});
afterAll(async () => t?.close());

const messages = (kind: string, to: string) => messagesOfKind(t.db, kind, to);
const only = (kind: string, to: string) => onlyMessage(t.db, kind, to);

/** The owner's copy about one booking or purchase: the owner gets every family's, so pick by a word in it. */
async function ownerCopy(kind: string, about: string) {
  const rows = (await messages(kind, OWNER)).filter((m) => m.text.includes(about));
  expect(rows, `${kind} to the owner about ${about}`).toHaveLength(1);
  return rows[0]!;
}

const linksOf = (email: string) => t.db.select().from(familyLinks).where(eq(familyLinks.email, email));

/** A confirmed card-paid booking (no event raised) of lessons `days` ahead, for `email`. */
async function booked(email: string, days: number[]) {
  const { slots } = await lessonSlots(
    t.db,
    days.map((d) => new Date(Date.now() + d * DAY)),
  );
  const booking = await confirmBooking(t.db, t.config, { slots, customerEmail: email, raiseEvent: false });
  return { booking, slots };
}

/** Makes a booking one that is paid at the lesson: the booking an approved lesson request became. */
async function paidAtLesson(bookingId: string, email: string) {
  const [request] = await t.db
    .insert(lessonRequests)
    .values({
      requestCode: `REQ-${bookingId.slice(0, 6)}`,
      idempotencyKey: `key-${bookingId}`,
      status: 'approved',
      lessonType: 'private',
      swimmers: 1,
      dates: [],
      firstName: 'Noor',
      lastName: 'Haddad',
      email,
      phone: '(202) 555-0177',
    })
    .returning();
  await t.db.update(bookings).set({ lessonRequestId: request!.id }).where(eq(bookings.id, bookingId));
}

async function signsIn(url: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/family/session',
    headers: { origin: t.config.publicUrl },
    payload: { token: tokenOf(url) },
    remoteAddress: `10.91.0.${Math.floor(Math.random() * 250) + 1}`,
  });
  return res.statusCode;
}

describe('lessons cancelled for weather', () => {
  test('with credits: the family is told how many weather credits were added, until when, and gets the My Lessons link', async () => {
    const email = 'weather-credits@example.com';
    const { booking, slots } = await booked(email, [10, 17]);
    const creditsExpireAt = new Date(Date.now() + 200 * DAY);
    await cancelLessons(t.db, t.config, {
      bookingId: booking.id,
      slotIds: slots.map((s) => s.id),
      cause: 'weather',
      credit: 'weather',
      creditsExpireAt,
      key: `weather-${booking.id}`,
    });

    const family = await only('lessons_cancelled', email);
    expect(family.subject).toBe('Lessons cancelled for weather');
    expect(family.text).toContain('were cancelled for weather');
    for (const s of slots) expect(family.text).toContain(lessonWhen(s.startTime, s.endTime, ZONE));
    expect(family.text).toContain(
      'We have added 2 weather credits to your account: book a new time free in My Lessons.',
    );
    expect(family.text).toContain(`They can be used until ${lessonDay(creditsExpireAt, ZONE)}.`);
    expect(family.text).not.toContain('Pick a new time free');
    expect(family.text).not.toContain('No refund');
    // The calendar file still takes both lessons away.
    const { calendar, events } = invite(family);
    expect(calendar.METHOD).toBe('CANCEL');
    expect(events).toHaveLength(2);

    // The link signs the family in, and works as long as the credits do.
    const url = manageUrlIn(family.text);
    expect(url).toMatch(new RegExp(`^${t.config.publicUrl}/my-lessons/`));
    const [link] = await linksOf(email);
    expect(link!.expiresAt.getTime()).toBe(creditsExpireAt.getTime());
    expect(await signsIn(url!)).toBe(200);

    const owner = await ownerCopy('lessons_cancelled_owner', booking.reference);
    expect(owner.subject).toBe(`Weather: 2 lessons cancelled for Sam Parker: ${booking.reference}`);
    expect(owner.text).toContain('Cancelled by: Weather');
    expect(owner.text).toContain('Refund: None (lesson credits instead)');
    expect(owner.text).toContain("Credits: 2 weather credits added to the family's account");
    expect(owner.text).not.toContain('Manage your lessons');
  });

  test('paid at the lesson: the family gets a free new time on the calendar, and no word of credits', async () => {
    const email = 'weather-at-pool@example.com';
    const { booking, slots } = await booked(email, [12]);
    await paidAtLesson(booking.id, email);
    await cancelLessons(t.db, t.config, {
      bookingId: booking.id,
      slotIds: [slots[0]!.id],
      cause: 'weather',
      key: `weather-${booking.id}`,
    });

    const family = await only('lessons_cancelled', email);
    expect(family.subject).toBe('Lessons cancelled for weather');
    expect(family.text).toContain(
      `your lesson on ${lessonWhen(slots[0]!.startTime, slots[0]!.endTime, ZONE)} (booking ${booking.reference}) was cancelled for weather.`,
    );
    expect(family.text).toContain(`Pick a new time free: ${t.config.publicUrl}/calendar`);
    expect(family.text).toContain('Nothing to refund: this booking is paid at the lesson.');
    expect(family.text).not.toMatch(/credit/i);
    expect(manageUrlIn(family.text)).toMatch(new RegExp(`^${t.config.publicUrl}/my-lessons/`));
    expect(await linksOf(email)).toHaveLength(1);

    const owner = await ownerCopy('lessons_cancelled_owner', booking.reference);
    expect(owner.text).toContain('Cancelled by: Weather');
    expect(owner.text).toContain('Refund: None (paid at the lesson)');
    expect(owner.text).toContain('New time: Free: the family was sent the link to pick one on the calendar');
  });
});

describe('lessons cancelled for lesson credits', () => {
  test('the family is told the credits were added and to book with them in My Lessons, not that nothing is refunded', async () => {
    const email = 'credit-policy@example.com';
    const { booking, slots } = await booked(email, [30, 37]);
    const creditsExpireAt = new Date(Date.now() + 180 * DAY);
    await cancelLessons(t.db, t.config, {
      bookingId: booking.id,
      slotIds: [slots[1]!.id],
      credit: 'cancellation',
      creditsExpireAt,
      key: `credit-${booking.id}`,
    });

    const family = await only('lessons_cancelled', email);
    expect(family.subject).toBe(`Lesson cancelled: ${lessonDay(slots[1]!.startTime, ZONE)}`);
    expect(family.text).toContain('as you asked, we have cancelled this lesson');
    expect(family.text).toContain(
      '1 lesson credit has been added to your account. Book a new time with it in My Lessons.',
    );
    expect(family.text).toContain(`It can be used until ${lessonDay(creditsExpireAt, ZONE)}.`);
    expect(family.text).not.toContain('No refund');
    expect(family.text).toContain('Still booked');
    expect(manageUrlIn(family.text)).toMatch(new RegExp(`^${t.config.publicUrl}/my-lessons/`));

    const owner = await ownerCopy('lessons_cancelled_owner', booking.reference);
    expect(owner.text).toContain('Cancelled by: The family');
    expect(owner.text).toContain('Refund: None (lesson credits instead)');
    expect(owner.text).toContain("Credits: 1 lesson credit added to the family's account");
  });

  test('a cancellation by the owner that gives credits says so, without "as you asked"', async () => {
    const email = 'owner-cancel@example.com';
    const { booking, slots } = await booked(email, [40]);
    await cancelLessons(t.db, t.config, {
      bookingId: booking.id,
      slotIds: [slots[0]!.id],
      cause: 'owner',
      credit: 'cancellation',
      key: `owner-${booking.id}`,
    });
    const family = await only('lessons_cancelled', email);
    expect(family.text).toContain('we are sorry: we have had to cancel this lesson');
    expect(family.text).not.toContain('as you asked');
    expect(family.text).toContain('1 lesson credit has been added to your account.');
    const owner = await ownerCopy('lessons_cancelled_owner', booking.reference);
    expect(owner.subject).toBe(`Lesson cancelled for Sam Parker: ${booking.reference}`);
    expect(owner.text).toContain('Cancelled by: You (the business)');
  });

  test('a plain cancellation with a refund carries no credit sentence and no link, as before', async () => {
    const email = 'plain-cancel@example.com';
    const { booking, slots } = await booked(email, [50]);
    await cancelLessons(t.db, t.config, {
      bookingId: booking.id,
      slotIds: [slots[0]!.id],
      refundedCents: 5400,
    });
    const family = await only('lessons_cancelled', email);
    expect(family.text).toContain('Refund $54.00 to your card.');
    expect(family.text).not.toMatch(/credit/i);
    expect(manageUrlIn(family.text)).toBeUndefined();
    expect(await linksOf(email)).toEqual([]);
  });
});

describe('a lesson package bought', () => {
  test('the buyer gets the package, its credits, price and expiry, and a link to book with them in My Lessons', async () => {
    const email = 'package-buyer@example.com';
    const expiresAt = new Date(Date.now() + 183 * DAY);
    const purchase = await buyPackage(t.db, t.config, {
      email,
      name: 'Riley Chen',
      packageName: '8 Semi-Private Seahorse Lessons',
      lessonType: 'semi_private',
      level: 'seahorse',
      lessons: 8,
      priceCents: 44000,
      expiresAt,
    });

    const mail = await only('package_purchased', email);
    expect(mail.subject).toBe('Your lesson package');
    expect(mail.text).toContain('thank you for buying 8 Semi-Private Seahorse Lessons');
    expect(mail.text).toContain('8 lesson credits are now in your account');
    expect(mail.text).toContain('Package: 8 Semi-Private Seahorse Lessons');
    expect(mail.text).toContain('Lessons: 8');
    expect(mail.text).toContain('Lesson type: Semi-Private');
    expect(mail.text).toContain('Level: Level 2: Floating, Kicking, Arm Movement');
    expect(mail.text).toContain('Price paid: $440.00');
    expect(mail.text).toContain(`Credits expire: ${lessonDay(expiresAt, ZONE)}`);
    expect(mail.text).toContain('Book with your credits in My Lessons.');

    // The link works as long as the credits do, and signs the buyer in.
    const url = manageUrlIn(mail.text);
    expect(url).toMatch(new RegExp(`^${t.config.publicUrl}/my-lessons/`));
    expect(mail.html).toContain('Manage your lessons');
    const links = await linksOf(email);
    expect(links).toHaveLength(1);
    expect(links[0]!.expiresAt.getTime()).toBe(expiresAt.getTime());
    expect(await signsIn(url!)).toBe(200);

    const owner = await ownerCopy('package_purchased_owner', email);
    expect(owner.subject).toBe('Package sold: 8 Semi-Private Seahorse Lessons to Riley Chen');
    expect(owner.text).toContain(`Package sold: 8 Semi-Private Seahorse Lessons to Riley Chen (${email}).`);
    expect(owner.text).toContain(`/admin/credits?email=${encodeURIComponent(email)}`);
    expect(owner.replyTo).toBe(email);
    expect(owner.text).not.toContain('Manage your lessons');
    expect(purchase.status).toBe('paid');
  });

  test('a package for any level says "Any level"', async () => {
    const email = 'any-level@example.com';
    await buyPackage(t.db, t.config, { email, expiresAt: new Date(Date.now() + 60 * DAY) });
    expect((await only('package_purchased', email)).text).toContain('Level: Any level');
  });

  test('an unpaid purchase, or one with no credit lot yet, is a producer bug that throws', async () => {
    const purchase = await buyPackage(t.db, t.config, {
      email: 'unpaid@example.com',
      expiresAt: new Date(Date.now() + 60 * DAY),
      paid: false,
    });
    await expect(
      raise(t.db, t.config, { kind: 'package_purchased', purchaseId: purchase.id }),
    ).rejects.toThrow(/names a row that does not exist/);
    expect(await messages('package_purchased', 'unpaid@example.com')).toEqual([]);
  });
});

describe('each credit event is queued once', () => {
  test('a package purchase or a weather cancellation raised again writes no second outbox row and no second link', async () => {
    const email = 'replayed-package@example.com';
    const purchase = await buyPackage(t.db, t.config, { email, expiresAt: new Date(Date.now() + 90 * DAY) });
    const count = async () => (await t.db.select().from(outbox)).length;
    const before = await count();
    await raise(t.db, t.config, { kind: 'package_purchased', purchaseId: purchase.id });
    await raise(t.db, t.config, { kind: 'package_purchased', purchaseId: purchase.id });
    expect(await count()).toBe(before);
    expect(await messages('package_purchased', email)).toHaveLength(1);
    expect(await linksOf(email)).toHaveLength(1);

    const family = 'replayed-weather@example.com';
    const { booking, slots } = await booked(family, [14]);
    const [cancelled] = await cancelLessons(t.db, t.config, {
      bookingId: booking.id,
      slotIds: [slots[0]!.id],
      cause: 'weather',
      credit: 'weather',
      key: `weather-replay-${booking.id}`,
    });
    const afterFirst = await count();
    await raise(t.db, t.config, {
      kind: 'lessons_cancelled',
      bookingId: booking.id,
      lessonIds: [cancelled!.lessonId],
      refundedCents: 0,
      key: `weather-replay-${booking.id}`,
      cause: 'weather',
      creditLessons: 1,
    });
    expect(await count()).toBe(afterFirst);
    expect(await linksOf(family)).toHaveLength(1);
  });
});
