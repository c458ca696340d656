/**
 * A family's journey by email, through the real endpoints: the confirmation's "Manage your lessons" link signs
 * them in, a move sends the same invite UID with the next SEQUENCE, and a cancellation sends METHOD:CANCEL; the
 * owner hears of each. Messages are read from the outbox (no SMTP server: they are kept there).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { insertConfirmedBooking, insertInstructor, insertSlot, insertVenue } from '../../db/factories';
import { bookings, familyLinks, outbox } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { draft, payTestCard, startCheckout, swimmer } from '../ledger/test/booking-flow';
import { tokenOf } from '../auth/testing';
import { lessonWhen } from './templates/format';
import { cancelLessons, confirmBooking, lessonSlots, moveLesson, raise } from './test-support/produce';
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

let ip = 0;
const familyCall = (cookie: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    payload,
    headers: { cookie, origin: t.config.publicUrl },
    remoteAddress: `10.44.0.${++ip}`,
  });

describe('a family books, moves and cancels a lesson, and every step arrives by email', () => {
  test('the confirmation link signs in, the move keeps the invite UID at SEQUENCE 1, the cancellation sends METHOD:CANCEL', async () => {
    const email = 'journey@example.com';
    const instructor = await insertInstructor(t.db, { name: 'Maya Thompson' });
    const venue = await insertVenue(t.db, { name: 'Capitol Hill Community Pool' });
    const at = (days: number, price: number) =>
      insertSlot(t.db, {
        startsInMinutes: days * 24 * 60,
        basePriceCents: price,
        instructorId: instructor.id,
        venueId: venue.id,
      });
    const booked = await at(5, 6000);
    const cheaper = await at(6, 5000);
    // A family that booked before pays full price, so moving to a cheaper time gives money back.
    await insertConfirmedBooking(t.db, {
      slots: [await at(-30, 6000)],
      seats: 1,
      lessonType: 'private',
      customerEmail: email,
    });

    // Book with the test card.
    const checkout = await startCheckout(t, [booked.id], draft({ swimmers: [swimmer({ email })] }));
    expect((await payTestCard(t, checkout)).statusCode).toBe(200);
    const [booking] = await t.db.select().from(bookings).where(eq(bookings.id, checkout.bookingId));

    // The confirmation carries the family's manage link; the owner's copy carries none.
    const confirmation = await only('booking_confirmed', email);
    const url = manageUrlIn(confirmation.text);
    expect(url).toMatch(new RegExp(`^${t.config.publicUrl}/my-lessons/`));
    expect(confirmation.html).toContain('Manage your lessons');
    expect((await only('booking_confirmed_owner', OWNER)).text).not.toContain('Manage your lessons');
    expect(await t.db.select().from(familyLinks).where(eq(familyLinks.email, OWNER))).toEqual([]);
    const [link] = await t.db.select().from(familyLinks).where(eq(familyLinks.email, email));
    expect(link).toMatchObject({ kind: 'manage', usedAt: null });
    expect(link!.expiresAt.getTime()).toBe(booked.endTime.getTime() + 30 * DAY);
    const booked0 = invite(confirmation).events[0]!;
    expect(booked0.SEQUENCE!.value).toBe('0');

    // Its token signs the family in, and the page lists the lesson.
    const session = await t.app.inject({
      method: 'POST',
      url: '/api/family/session',
      headers: { origin: t.config.publicUrl },
      payload: { token: tokenOf(url!) },
      remoteAddress: '10.44.1.1',
    });
    expect(session.statusCode).toBe(200);
    const cookie = session.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const overview = (await familyCall(cookie, 'GET', '/api/family/lessons')).json();
    const lesson = overview.bookings[0].lessons[0];
    expect(lesson.slotId).toBe(booked.id);

    // Move it to the cheaper time: the difference comes back.
    const options = (
      await familyCall(cookie, 'GET', `/api/family/lessons/${lesson.id}/reschedule-options`)
    ).json();
    const option = options.times.find((o: { slotId: string }) => o.slotId === cheaper.id);
    expect(option.differenceCents).toBeLessThan(0);
    const moved = await familyCall(cookie, 'POST', `/api/family/lessons/${lesson.id}/reschedule`, {
      slotId: cheaper.id,
      expectedDifferenceCents: option.differenceCents,
    });
    expect(moved.json()).toMatchObject({ status: 'moved' });

    const movedMail = await only('lesson_rescheduled', email);
    expect(movedMail.subject).toMatch(/^Your lesson has moved to /);
    expect(movedMail.text).toContain('Your lesson has moved');
    // The old and the new time, in the family's zone, and the refunded difference.
    expect(movedMail.text).toContain(
      `Was: ${lessonWhen(booked.startTime, booked.endTime, ZONE)} with Maya Thompson`,
    );
    expect(movedMail.text).toContain(
      `Now: ${lessonWhen(cheaper.startTime, cheaper.endTime, ZONE)} with Maya Thompson`,
    );
    expect(movedMail.text).toContain(`refunded $${(-option.differenceCents / 100).toFixed(2)} to your card`);
    const movedInvite = invite(movedMail);
    expect(movedInvite.calendar.METHOD).toBe('REQUEST');
    expect(movedInvite.events).toHaveLength(1);
    expect(movedInvite.events[0]!.UID!.value).toBe(booked0.UID!.value);
    expect(movedInvite.events[0]!.SEQUENCE!.value).toBe('1');
    expect(movedInvite.events[0]!.DTSTART!.value).toBe(
      cheaper.startTime
        .toISOString()
        .replace(/[-:]/g, '')
        .replace(/\.\d{3}/, ''),
    );
    const ownerMoved = await only('lesson_rescheduled_owner', OWNER);
    expect(ownerMoved.text).toContain(booking!.customerName);
    expect(ownerMoved.text).toContain(booking!.reference);
    expect(ownerMoved.text).toContain(`From: ${lessonWhen(booked.startTime, booked.endTime, ZONE)}`);
    expect(ownerMoved.text).toContain(`To: ${lessonWhen(cheaper.startTime, cheaper.endTime, ZONE)}`);
    expect(ownerMoved.replyTo).toBe(email);

    // Cancel it more than 24 hours ahead: the lesson's share is refunded.
    const preview = (
      await familyCall(cookie, 'POST', '/api/family/cancellation-preview', {
        bookingId: booking!.id,
        lessonId: lesson.id,
      })
    ).json();
    expect(preview.refundCents).toBeGreaterThan(0);
    const cancelled = await familyCall(cookie, 'POST', '/api/family/cancellations', {
      bookingId: booking!.id,
      lessonId: lesson.id,
      expectedRefundCents: preview.refundCents,
    });
    expect(cancelled.statusCode).toBe(200);

    const cancelMail = await only('lessons_cancelled', email);
    expect(cancelMail.text).toContain(`${preview.message}.`);
    expect(cancelMail.text).toMatch(/Refund \$\d+\.\d{2} to your card/);
    const cancelInvite = invite(cancelMail);
    expect(cancelInvite.calendar.METHOD).toBe('CANCEL');
    expect(cancelInvite.events[0]!.UID!.value).toBe(booked0.UID!.value);
    expect(cancelInvite.events[0]!.STATUS!.value).toBe('CANCELLED');
    expect(Number(cancelInvite.events[0]!.SEQUENCE!.value)).toBe(2);
    const ownerCancel = await only('lessons_cancelled_owner', OWNER);
    expect(ownerCancel.text).toContain(booking!.reference);
    expect(ownerCancel.text).toMatch(/Refund: \$\d+\.\d{2} to the card/);

    // The booking ended with its last lesson, and the family is told once, not again as a booking cancellation.
    expect(await messages('booking_refunded', email)).toHaveLength(0);
    expect(await messages('booking_cancelled', email)).toHaveLength(0);
  });
});

describe('each lesson-change event is queued once', () => {
  test('raising the same event again queues nothing new and makes no second link', async () => {
    const email = 'twice@example.com';
    const rows = async () => (await t.db.select().from(outbox)).filter((r) => r.toAddress === email).length;
    const slot = await insertSlot(t.db, { startsInMinutes: 8 * 24 * 60 });
    const checkout = await startCheckout(t, [slot.id], draft({ swimmers: [swimmer({ email })] }));
    expect((await payTestCard(t, checkout)).statusCode).toBe(200);
    const before = await rows();
    const linksBefore = (await t.db.select().from(familyLinks).where(eq(familyLinks.email, email))).length;

    // The booking is confirmed again by a replayed event: no second message and no second link.
    await raise(t.db, t.config, { kind: 'booking_confirmed', bookingId: checkout.bookingId });
    expect(await rows()).toBe(before);
    expect((await t.db.select().from(familyLinks).where(eq(familyLinks.email, email))).length).toBe(
      linksBefore,
    );

    // A sign-in link event for one link id is one message, whatever happens twice.
    const signIn = {
      kind: 'family_sign_in_link' as const,
      linkId: '00000000-0000-4000-8000-0000000000aa',
      email,
      url: `${t.config.publicUrl}/my-lessons/sign-in#token=abc`,
    };
    await raise(t.db, t.config, signIn);
    await raise(t.db, t.config, signIn);
    expect(await messages('family_sign_in_link', email)).toHaveLength(1);

    // A move and a cancellation, each raised twice: one message to the family and one to the owner each.
    const { slots } = await lessonSlots(t.db, [
      new Date(Date.now() + 10 * DAY),
      new Date(Date.now() + 11 * DAY),
      new Date(Date.now() + 12 * DAY),
    ]);
    const [a, b, c] = slots as [(typeof slots)[number], (typeof slots)[number], (typeof slots)[number]];
    const family = 'replayed@example.com';
    const booking = await confirmBooking(t.db, t.config, { slots: [a, c], customerEmail: family });
    const { lesson, change } = await moveLesson(t.db, t.config, {
      bookingId: booking.id,
      fromSlotId: a.id,
      toSlotId: b.id,
    });
    await raise(t.db, t.config, {
      kind: 'lesson_rescheduled',
      bookingId: booking.id,
      lessonId: lesson.lessonId,
      changeId: change.id,
    });
    const [cancelled] = await cancelLessons(t.db, t.config, {
      bookingId: booking.id,
      slotIds: [c.id],
      key: 'cancel-once',
    });
    await raise(t.db, t.config, {
      kind: 'lessons_cancelled',
      bookingId: booking.id,
      lessonIds: [cancelled!.lessonId],
      refundedCents: 0,
      key: 'cancel-once',
    });
    for (const kind of ['lesson_rescheduled', 'lessons_cancelled'])
      expect(await messages(kind, family), kind).toHaveLength(1);
    const ownerCopies = (await t.db.select().from(outbox).where(eq(outbox.toAddress, OWNER))).filter(
      (m) => m.text.includes(booking.reference) && m.kind !== 'booking_confirmed_owner',
    );
    expect(ownerCopies.map((m) => m.kind).sort()).toEqual([
      'lesson_rescheduled_owner',
      'lessons_cancelled_owner',
    ]);
  });

  test('a move names a lesson change that must exist', async () => {
    const slot = await insertSlot(t.db, { startsInMinutes: 9 * 24 * 60 });
    const checkout = await startCheckout(
      t,
      [slot.id],
      draft({ swimmers: [swimmer({ email: 'ghost@example.com' })] }),
    );
    expect((await payTestCard(t, checkout)).statusCode).toBe(200);
    await expect(
      raise(t.db, t.config, {
        kind: 'lesson_rescheduled',
        bookingId: checkout.bookingId,
        lessonId: '00000000-0000-4000-8000-0000000000cc',
        changeId: '00000000-0000-4000-8000-0000000000dd',
      }),
    ).rejects.toThrow(/names a row that does not exist/);
  });
});
