/**
 * What a family's messages say once lessons can be cancelled one by one, and where the "Manage your lessons"
 * link goes: confirmations and reminders list only the lessons still going ahead, cancellations carry METHOD:CANCEL
 * at each lesson's own SEQUENCE, and the owner's copies never carry the family's link.
 */
import { dayKeyInZone } from '@core/rules/timezones';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { NO_REFUND_MESSAGE } from '@core/api/family';
import { instantAtWallTime } from '@core/rules/timezones';
import { insertSlot } from '../../db/factories';
import { bookingSlots, bookings, familyLinks, lessonRequests } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signIn } from '../auth/testing';
import { cancelBooking } from '../ledger/changes/cancel';
import { cancelSlot } from '../ledger/changes/slots';
import { setBusinessPolicies } from '../ledger/booking/policies';
import { bookingManageLinkUntil } from './manage-link';
import { sampleBooking } from './preview-samples';
import { lessonWhen } from './templates/format';
import { cancelLessons, confirmBooking, lessonSlots, raise } from './test-support/produce';
import { inviteIn as invite, messagesOfKind, onlyMessage } from './test-support/outbox';

let t: TestApp;
const DAY = 86_400_000;
const OWNER = 'owner@example.com';

beforeAll(async () => {
  t = await createTestApp({ OWNER_EMAIL: OWNER });
});
afterAll(async () => t?.close());

const messages = (kind: string, to: string) => messagesOfKind(t.db, kind, to);
const only = (kind: string, to: string) => onlyMessage(t.db, kind, to);

const lessonRows = (bookingId: string) =>
  t.db.select().from(bookingSlots).where(eq(bookingSlots.bookingId, bookingId));

/** A confirmed booking (no event raised) of lessons `days` ahead, for `email`. */
async function booked(email: string, days: number[]) {
  const { slots } = await lessonSlots(
    t.db,
    days.map((d) => new Date(Date.now() + d * DAY)),
  );
  const booking = await confirmBooking(t.db, t.config, { slots, customerEmail: email, raiseEvent: false });
  return { booking, slots };
}

describe('lessons cancelled one by one', () => {
  test('a confirmation lists only the lessons still going ahead, in its text and its invite', async () => {
    const { booking, slots } = await booked('live-only@example.com', [20, 27]);
    await cancelLessons(t.db, t.config, { bookingId: booking.id, slotIds: [slots[0]!.id] });
    await raise(t.db, t.config, { kind: 'booking_confirmed', bookingId: booking.id });
    const confirmation = await only('booking_confirmed', 'live-only@example.com');
    const { events } = invite(confirmation);
    expect(events).toHaveLength(1);
    const live = (await lessonRows(booking.id)).find((l) => l.slotId === slots[1]!.id)!;
    expect(events[0]!.UID!.value).toBe(`${live.icsUid}@localhost`);
    expect(confirmation.html).toContain('1 lesson booked.');
    const zone = 'America/New_York';
    expect(confirmation.text).toContain(lessonWhen(slots[1]!.startTime, slots[1]!.endTime, zone));
    expect(confirmation.text).not.toContain(lessonWhen(slots[0]!.startTime, slots[0]!.endTime, zone));
    const owner = (await messages('booking_confirmed_owner', OWNER)).find((m) =>
      m.text.includes(booking.reference),
    );
    expect(invite(owner!).events).toHaveLength(1);
  });

  test("the owner cancelling the booking sends METHOD:CANCEL for every cancelled lesson, each at its row's SEQUENCE", async () => {
    const { booking, slots } = await booked('whole-booking@example.com', [30, 37]);
    await cancelLessons(t.db, t.config, { bookingId: booking.id, slotIds: [slots[0]!.id] });
    await cancelBooking(t.app, booking.id, { actor: 'owner', reason: 'Pool closed for repairs' });

    const rows = await lessonRows(booking.id);
    expect(rows.every((r) => r.cancelledAt !== null)).toBe(true);
    const notice = await only('booking_cancelled', 'whole-booking@example.com');
    const ics = invite(notice);
    expect(ics.calendar.METHOD).toBe('CANCEL');
    const sequences = Object.fromEntries(ics.events.map((e) => [e.UID!.value, e.SEQUENCE!.value]));
    expect(sequences).toEqual(
      Object.fromEntries(rows.map((r) => [`${r.icsUid}@localhost`, String(r.icsSequence)])),
    );
    expect(ics.events.every((e) => e.STATUS!.value === 'CANCELLED')).toBe(true);
    expect(rows.every((r) => r.icsSequence > 0)).toBe(true);
  });

  test("the business cancelling a slot sends METHOD:CANCEL for that lesson at its row's SEQUENCE", async () => {
    const { booking, slots } = await booked('slot-gone@example.com', [40, 47]);
    await cancelSlot(t.app, slots[1]!.id, { actor: 'owner', reason: 'Instructor away' });
    const row = (await lessonRows(booking.id)).find((r) => r.slotId === slots[1]!.id)!;
    const ics = invite(await only('slot_cancelled', 'slot-gone@example.com'));
    expect(ics.calendar.METHOD).toBe('CANCEL');
    expect(ics.events.map((e) => [e.UID!.value, e.SEQUENCE!.value])).toEqual([
      [`${row.icsUid}@localhost`, String(row.icsSequence)],
    ]);
    expect(row.icsSequence).toBeGreaterThan(0);
  });
});

describe('what a cancellation email says about money', () => {
  test('no refund under the policy names the notice hours the owner set', async () => {
    await setBusinessPolicies(t.app, { cancelNoticeHours: 48 }, 'owner');
    try {
      const { booking, slots } = await booked('late@example.com', [50, 57]);
      await cancelLessons(t.db, t.config, {
        bookingId: booking.id,
        slotIds: [slots[0]!.id],
        refundedCents: 0,
      });
      const family = await only('lessons_cancelled', 'late@example.com');
      expect(family.text).toContain(`${NO_REFUND_MESSAGE(48)}.`);
      expect(family.subject).toMatch(/^Lesson cancelled: /);
      expect(family.text).toContain('Still booked');
      const owner = (await messages('lessons_cancelled_owner', OWNER)).find((m) =>
        m.text.includes(booking.reference),
      );
      expect(owner!.text).toContain("Refund: None (less than 48 hours' notice)");
      expect(owner!.text).toContain('1 lesson is still booked on this booking.');
    } finally {
      await setBusinessPolicies(t.app, { cancelNoticeHours: 24 }, 'owner');
    }
  });

  test('a refund is named as the family saw it before confirming', async () => {
    const { booking, slots } = await booked('refunded@example.com', [60]);
    await cancelLessons(t.db, t.config, {
      bookingId: booking.id,
      slotIds: [slots[0]!.id],
      refundedCents: 4321,
    });
    const family = await only('lessons_cancelled', 'refunded@example.com');
    expect(family.text).toContain('Refund $43.21 to your card.');
    expect(family.text).not.toContain('Still booked');
    expect(invite(family).calendar.METHOD).toBe('CANCEL');
  });

  test('a booking paid at the lesson has nothing to refund, and says so', async () => {
    const slot = await insertSlot(t.db, { startsInMinutes: 70 * 24 * 60 });
    const request = await t.app.inject({
      method: 'POST',
      url: '/api/booking-requests',
      remoteAddress: '10.61.0.1',
      payload: {
        dates: [dayKeyInZone(slot.startTime, 'America/New_York')],
        slotIds: [slot.id],
        lessonType: 'private',
        swimmers: 1,
        customerInfo: {
          firstName: 'Noor',
          lastName: 'Haddad',
          email: 'at-pool@example.com',
          phone: '(202) 555-0177',
        },
      },
    });
    expect(request.statusCode).toBe(201);
    const [stored] = await t.db
      .select()
      .from(lessonRequests)
      .where(eq(lessonRequests.email, 'at-pool@example.com'));
    const admin = await signIn(t.app, { ip: '10.61.9.9' });
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/admin/lesson-requests/${stored!.id}/approve`,
      headers: admin.headers,
      payload: {},
    });
    expect(approved.statusCode).toBe(200);
    const [booking] = await t.db.select().from(bookings).where(eq(bookings.lessonRequestId, stored!.id));
    await cancelLessons(t.db, t.config, { bookingId: booking!.id, slotIds: [slot.id] });
    const family = await only('lessons_cancelled', 'at-pool@example.com');
    expect(family.text).toContain('Nothing to refund: this booking is paid at the lesson.');
  });
});

describe('the "Manage your lessons" link', () => {
  test("is in a lesson request's received, approved and declined messages to the family, never in the owner's notice", async () => {
    const day = new Date(Date.now() + 80 * DAY).toISOString().slice(0, 10);
    const ask = (email: string, n: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/booking-requests',
        remoteAddress: `10.62.0.${n}`,
        payload: {
          dates: [day],
          lessonType: 'private',
          swimmers: 1,
          customerInfo: { firstName: 'Priya', lastName: 'Shah', email, phone: '(202) 555-0143' },
        },
      });
    expect((await ask('asks@example.com', 1)).statusCode).toBe(201);
    const received = await only('lesson_request_received', 'asks@example.com');
    expect(received.text).toMatch(
      /Manage your lessons: http:\/\/localhost:3000\/my-lessons\/sign-in#token=\S+/,
    );
    const ownerCopy = (await messages('lesson_request_owner', OWNER)).find(
      (m) => m.replyTo === 'asks@example.com',
    );
    expect(ownerCopy!.text).not.toContain('Manage your lessons');
    expect(ownerCopy!.html).not.toContain('/my-lessons/');

    // Valid until 30 days after the end of the requested day, on the business's calendar.
    const [link] = await t.db.select().from(familyLinks).where(eq(familyLinks.email, 'asks@example.com'));
    const dayAfter = new Date(Date.parse(`${day}T12:00:00Z`) + DAY).toISOString().slice(0, 10);
    expect(link!.kind).toBe('manage');
    expect(link!.expiresAt.getTime()).toBe(
      instantAtWallTime(dayAfter, '00:00', 'America/New_York').getTime() + 30 * DAY,
    );

    const admin = await signIn(t.app, { ip: '10.62.9.9' });
    const decide = async (email: string, action: 'approve' | 'decline') => {
      const [row] = await t.db.select().from(lessonRequests).where(eq(lessonRequests.email, email));
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/admin/lesson-requests/${row!.id}/${action}`,
        headers: admin.headers,
        payload: { message: 'Those mornings are full.' },
      });
      return res.statusCode;
    };
    expect(await decide('asks@example.com', 'decline')).toBe(200);
    expect((await only('lesson_request_declined', 'asks@example.com')).text).toContain(
      'Manage your lessons: ',
    );

    const slot = await insertSlot(t.db, { startsInMinutes: 90 * 24 * 60 });
    const withTime = await t.app.inject({
      method: 'POST',
      url: '/api/booking-requests',
      remoteAddress: '10.62.0.3',
      payload: {
        dates: [dayKeyInZone(slot.startTime, 'America/New_York')],
        slotIds: [slot.id],
        lessonType: 'private',
        swimmers: 1,
        customerInfo: {
          firstName: 'Sam',
          lastName: 'Lee',
          email: 'approved@example.com',
          phone: '(202) 555-0144',
        },
      },
    });
    expect(withTime.statusCode).toBe(201);
    expect(await decide('approved@example.com', 'approve')).toBe(200);
    expect((await only('lesson_request_approved', 'approved@example.com')).text).toContain(
      'Manage your lessons: ',
    );
  });

  test('works until 30 days after the last lesson, and never less than 30 days from now', () => {
    const now = new Date('2026-06-01T12:00:00Z');
    const sample = sampleBooking(now);
    const last = sample.lessons[1]!.end.getTime();
    expect(bookingManageLinkUntil(sample, now).getTime()).toBe(last + 30 * DAY);
    // A cancelled last lesson no longer counts while another lesson is still going ahead.
    const firstOnly = {
      ...sample,
      lessons: [sample.lessons[0]!, { ...sample.lessons[1]!, cancelled: true }],
    };
    expect(bookingManageLinkUntil(firstOnly, now).getTime()).toBe(
      sample.lessons[0]!.end.getTime() + 30 * DAY,
    );
    // Lessons long past: the link still gets its 30 days.
    const later = new Date(last + 90 * DAY);
    expect(bookingManageLinkUntil(sample, later).getTime()).toBe(later.getTime() + 30 * DAY);
  });
});

describe('the sign-in link email', () => {
  test('carries the link and its limits and nothing personal, even for a family with bookings', async () => {
    const { booking } = await booked('signs-in@example.com', [100]);
    const url = `${t.config.publicUrl}/my-lessons/sign-in#token=Zx8-abcdefghijklmnopqrstuvwxyz`;
    await raise(t.db, t.config, {
      kind: 'family_sign_in_link',
      linkId: '00000000-0000-4000-8000-0000000000ee',
      email: 'signs-in@example.com',
      url,
    });
    const mail = await only('family_sign_in_link', 'signs-in@example.com');
    expect(mail.subject).toBe('Your sign-in link for My Lessons');
    expect(mail.text).toContain(url);
    expect(mail.html).toContain(`href="${url}"`);
    expect(mail.text).toContain('It works once, within 15 minutes.');
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, booking.id));
    for (const personal of [row!.customerName, row!.reference, row!.customerPhone ?? 'no phone', 'Ava'])
      expect(mail.text).not.toContain(personal);
    expect(mail.attachments).toEqual([]);
  });
});
