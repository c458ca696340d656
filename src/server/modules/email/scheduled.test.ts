import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { bookings, familyLinks, timeSlots } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { queueInstructorNotices, queueLessonReminders } from './test-support/wired';
import { lessonWhen } from './templates/format';
import { cancelLessons, confirmBooking, lessonSlots, moveLesson, raise } from './test-support/produce';
import { messagesOfKind } from './test-support/outbox';
import { queuedMessageKeys, reminderKey } from './reminders.repository';

let t: TestApp;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

beforeAll(async () => {
  t = await createTestApp({ OWNER_EMAIL: 'owner@example.com' });
});
afterAll(async () => t?.close());

const messages = (kind: string, to: string) => messagesOfKind(t.db, kind, to);

/** A lesson far enough ahead that the test's clock can walk toward it; booked a week before. */
async function bookedLesson(email: string, lessonAt: Date, over: { instructorEmail?: string | null } = {}) {
  const { slots, instructor } = await lessonSlots(t.db, [lessonAt], over);
  const booking = await confirmBooking(t.db, t.config, {
    slots,
    customerEmail: email,
    confirmedAt: new Date(lessonAt.getTime() - 7 * DAY),
  });
  return { booking, slot: slots[0]!, instructor };
}

describe('the 24-hour lesson reminder', () => {
  test('is queued once, when the lesson enters the 24-hour window, however often the job runs', async () => {
    const lessonAt = new Date(Date.now() + 30 * DAY);
    const { slot } = await bookedLesson('remind@example.com', lessonAt);

    await queueLessonReminders(t.db, t.config, new Date(lessonAt.getTime() - 25 * HOUR));
    expect(await messages('lesson_reminder', 'remind@example.com')).toHaveLength(0);

    const inWindow = new Date(lessonAt.getTime() - 23 * HOUR);
    await queueLessonReminders(t.db, t.config, inWindow);
    await queueLessonReminders(t.db, t.config, new Date(inWindow.getTime() + HOUR));
    const reminders = await messages('lesson_reminder', 'remind@example.com');
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.dedupeKey).toContain(slot.id);
    expect(reminders[0]!.subject).toMatch(/^Reminder: swim lesson /);
    expect(reminders[0]!.text).toContain('Arrive 10 minutes early.');
  });

  test('is never sent for a cancelled booking, and a queued one is withdrawn when the booking is cancelled', async () => {
    const lessonAt = new Date(Date.now() + 40 * DAY);
    const cancelledFirst = await bookedLesson('cancelled@example.com', lessonAt);
    await t.db
      .update(bookings)
      .set({ status: 'cancelled' })
      .where(eq(bookings.id, cancelledFirst.booking.id));
    await queueLessonReminders(t.db, t.config, new Date(lessonAt.getTime() - 12 * HOUR));
    expect(await messages('lesson_reminder', 'cancelled@example.com')).toHaveLength(0);

    const later = await bookedLesson('late-cancel@example.com', new Date(lessonAt.getTime() + DAY));
    await queueLessonReminders(t.db, t.config, new Date(lessonAt.getTime() + 2 * HOUR));
    expect(await messages('lesson_reminder', 'late-cancel@example.com')).toHaveLength(1);
    await t.db.transaction(async (tx) => {
      await tx.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, later.booking.id));
    });
    await raise(t.db, t.config, { kind: 'booking_cancelled', bookingId: later.booking.id });
    const [withdrawn] = await messages('lesson_reminder', 'late-cancel@example.com');
    expect(withdrawn!.status).toBe('cancelled');
    const [notice] = await messages('booking_cancelled', 'late-cancel@example.com');
    expect(notice!.status).toBe('pending');
  });

  test('is not sent for a cancelled lesson slot', async () => {
    const lessonAt = new Date(Date.now() + 50 * DAY);
    const { slot, booking } = await bookedLesson('slot-gone@example.com', lessonAt);
    await t.db.update(timeSlots).set({ status: 'cancelled' }).where(eq(timeSlots.id, slot.id));
    await raise(t.db, t.config, {
      kind: 'slot_cancelled',
      slotId: slot.id,
      bookingId: booking.id,
      refundedCents: 0,
    });
    await queueLessonReminders(t.db, t.config, new Date(lessonAt.getTime() - 6 * HOUR));
    expect(await messages('lesson_reminder', 'slot-gone@example.com')).toHaveLength(0);
    const [cancelNotice] = await messages('slot_cancelled', 'slot-gone@example.com');
    expect(cancelNotice!.attachments).toEqual([
      expect.objectContaining({ filename: 'cancelled-swim-lessons.ics' }),
    ]);
  });

  test('is skipped for a lesson booked inside the window, whose confirmation just said the same', async () => {
    const lessonAt = new Date(Date.now() + 60 * DAY);
    const { slots } = await lessonSlots(t.db, [lessonAt]);
    await confirmBooking(t.db, t.config, {
      slots,
      customerEmail: 'last-minute@example.com',
      confirmedAt: new Date(lessonAt.getTime() - 5 * HOUR),
    });
    await queueLessonReminders(t.db, t.config, new Date(lessonAt.getTime() - 4 * HOUR));
    expect(await messages('lesson_reminder', 'last-minute@example.com')).toHaveLength(0);
  });
});

describe('the reminder follows the lesson', () => {
  const ZONE = 'America/New_York';

  test('a moved lesson is reminded at its new time, not the old one, and the reminder queued for the old time is withdrawn', async () => {
    const oldAt = new Date(Date.now() + 100 * DAY);
    const newAt = new Date(oldAt.getTime() + 3 * DAY);
    const { slots } = await lessonSlots(t.db, [oldAt, newAt]);
    const [oldSlot, newSlot] = slots as [(typeof slots)[number], (typeof slots)[number]];
    const booking = await confirmBooking(t.db, t.config, {
      slots: [oldSlot],
      customerEmail: 'moved@example.com',
      confirmedAt: new Date(oldAt.getTime() - 7 * DAY),
    });
    await queueLessonReminders(t.db, t.config, new Date(oldAt.getTime() - 23 * HOUR));
    expect((await messages('lesson_reminder', 'moved@example.com')).map((m) => m.status)).toEqual([
      'pending',
    ]);

    await moveLesson(t.db, t.config, { bookingId: booking.id, fromSlotId: oldSlot.id, toSlotId: newSlot.id });
    const [withdrawn] = await messages('lesson_reminder', 'moved@example.com');
    expect(withdrawn!.status).toBe('cancelled');

    // Nothing more at the old time; one reminder, for the new time, when that time comes within 24 hours.
    await queueLessonReminders(t.db, t.config, new Date(oldAt.getTime() - 22 * HOUR));
    expect(await messages('lesson_reminder', 'moved@example.com')).toHaveLength(1);
    await queueLessonReminders(t.db, t.config, new Date(newAt.getTime() - 23 * HOUR));
    await queueLessonReminders(t.db, t.config, new Date(newAt.getTime() - 20 * HOUR));
    const pending = (await messages('lesson_reminder', 'moved@example.com')).filter(
      (m) => m.status === 'pending',
    );
    expect(pending).toHaveLength(1);
    expect(pending[0]!.text).toContain(lessonWhen(newSlot.startTime, newSlot.endTime, ZONE));
    expect(pending[0]!.text).not.toContain(lessonWhen(oldSlot.startTime, oldSlot.endTime, ZONE));
  });

  test('a lesson moved away and back is reminded again at the time it returned to', async () => {
    const at = new Date(Date.now() + 110 * DAY);
    const { slots } = await lessonSlots(t.db, [at, new Date(at.getTime() + DAY)]);
    const [home, away] = slots as [(typeof slots)[number], (typeof slots)[number]];
    const booking = await confirmBooking(t.db, t.config, {
      slots: [home],
      customerEmail: 'back-again@example.com',
      confirmedAt: new Date(at.getTime() - 7 * DAY),
    });
    await queueLessonReminders(t.db, t.config, new Date(at.getTime() - 23 * HOUR));
    await moveLesson(t.db, t.config, { bookingId: booking.id, fromSlotId: home.id, toSlotId: away.id });
    await moveLesson(t.db, t.config, { bookingId: booking.id, fromSlotId: away.id, toSlotId: home.id });
    await queueLessonReminders(t.db, t.config, new Date(at.getTime() - 22 * HOUR));
    const reminders = await messages('lesson_reminder', 'back-again@example.com');
    expect(reminders.map((m) => m.status).sort()).toEqual(['cancelled', 'pending']);
  });

  test('a cancelled lesson gets no reminder and its queued one is withdrawn, while the other lesson keeps its own', async () => {
    const at = new Date(Date.now() + 120 * DAY);
    const { slots } = await lessonSlots(t.db, [at, new Date(at.getTime() + HOUR / 2)]);
    const first = slots[0]!;
    const booking = await confirmBooking(t.db, t.config, {
      slots,
      customerEmail: 'one-off@example.com',
      confirmedAt: new Date(at.getTime() - 7 * DAY),
    });
    await queueLessonReminders(t.db, t.config, new Date(at.getTime() - 23 * HOUR));
    expect(await messages('lesson_reminder', 'one-off@example.com')).toHaveLength(2);

    await cancelLessons(t.db, t.config, { bookingId: booking.id, slotIds: [first.id] });
    const byLesson = async () =>
      Object.fromEntries(
        (await messages('lesson_reminder', 'one-off@example.com')).map((m) => [
          m.dedupeKey.includes(first.id) ? 'first' : 'second',
          m.status,
        ]),
      );
    expect(await byLesson()).toEqual({ first: 'cancelled', second: 'pending' });

    // A lesson cancelled before its window opens is never reminded.
    const later = new Date(at.getTime() + 10 * DAY);
    const other = await lessonSlots(t.db, [later]);
    const early = await confirmBooking(t.db, t.config, {
      slots: other.slots,
      customerEmail: 'cancelled-early@example.com',
      confirmedAt: new Date(later.getTime() - 7 * DAY),
    });
    await cancelLessons(t.db, t.config, { bookingId: early.id, slotIds: [other.slots[0]!.id] });
    await queueLessonReminders(t.db, t.config, new Date(later.getTime() - 23 * HOUR));
    expect(await messages('lesson_reminder', 'cancelled-early@example.com')).toHaveLength(0);
  });

  test("carries the family's manage link, which works until 30 days after the booking's last lesson", async () => {
    const at = new Date(Date.now() + 130 * DAY);
    const { slots } = await lessonSlots(t.db, [at, new Date(at.getTime() + 7 * DAY)]);
    await confirmBooking(t.db, t.config, {
      slots,
      customerEmail: 'linked@example.com',
      confirmedAt: new Date(at.getTime() - 7 * DAY),
      raiseEvent: false,
    });
    await queueLessonReminders(t.db, t.config, new Date(at.getTime() - 23 * HOUR));
    const [reminder] = await messages('lesson_reminder', 'linked@example.com');
    expect(reminder!.text).toMatch(
      /Manage your lessons: http:\/\/localhost:3000\/my-lessons\/sign-in#token=\S+/,
    );
    const links = await t.db.select().from(familyLinks).where(eq(familyLinks.email, 'linked@example.com'));
    expect(links).toHaveLength(1);
    expect(links[0]!.kind).toBe('manage');
    expect(links[0]!.expiresAt.getTime()).toBe(slots[1]!.endTime.getTime() + 30 * DAY);
  });
});

describe('the 48-hour instructor notice', () => {
  test("is queued once to the instructor, 48 hours before the customer's first lesson, with the customer's contact details", async () => {
    const firstAt = new Date(Date.now() + 70 * DAY);
    const { slots, instructor } = await lessonSlots(t.db, [firstAt, new Date(firstAt.getTime() + 7 * DAY)], {
      instructorEmail: 'coach.kim@example.com',
    });
    await confirmBooking(t.db, t.config, {
      slots,
      customerEmail: 'newstudent@example.com',
      confirmedAt: new Date(firstAt.getTime() - 10 * DAY),
    });

    await queueInstructorNotices(t.db, t.config, new Date(firstAt.getTime() - 49 * HOUR));
    expect(await messages('instructor_notice', 'coach.kim@example.com')).toHaveLength(0);
    await queueInstructorNotices(t.db, t.config, new Date(firstAt.getTime() - 47 * HOUR));
    await queueInstructorNotices(t.db, t.config, new Date(firstAt.getTime() - 30 * HOUR));
    const notices = await messages('instructor_notice', 'coach.kim@example.com');
    expect(notices).toHaveLength(1);
    expect(notices[0]!.dedupeKey).toContain(instructor.id);
    expect(notices[0]!.replyTo).toBe('newstudent@example.com');
    expect(notices[0]!.text).toContain('(301) 555-0188');
    expect(notices[0]!.text).toContain('newstudent@example.com');
    expect(notices[0]!.text).toContain('24-48 hours before the first lesson');
  });

  test('goes to the owner when the instructor has no email address on file', async () => {
    const firstAt = new Date(Date.now() + 80 * DAY);
    const { slots } = await lessonSlots(t.db, [firstAt], { instructorEmail: null });
    const booking = await confirmBooking(t.db, t.config, {
      slots,
      customerEmail: 'noemail@example.com',
      confirmedAt: new Date(firstAt.getTime() - 10 * DAY),
    });
    await queueInstructorNotices(t.db, t.config, new Date(firstAt.getTime() - 24 * HOUR));
    const notices = (await messages('instructor_notice', 'owner@example.com')).filter((m) =>
      m.dedupeKey.includes(booking.id),
    );
    expect(notices).toHaveLength(1);
  });
});

describe('which reminders are queued already', () => {
  test('are told by their whole key, so a run passes over them to the lessons still waiting', async () => {
    const lessonAt = new Date(Date.now() + 50 * DAY);
    const { booking, slot } = await bookedLesson('queued-keys@example.com', lessonAt);
    const key = reminderKey(booking.id, slot.id, 0);
    const other = reminderKey(booking.id, `${slot.id}-other`, 0);
    expect(await queuedMessageKeys(t.db, [key, other])).toEqual(new Set());

    await queueLessonReminders(t.db, t.config, new Date(lessonAt.getTime() - 2 * HOUR));
    expect(await queuedMessageKeys(t.db, [key, other])).toEqual(new Set([key]));
    // A key is matched whole: one that only begins like a queued one is not queued.
    expect(await queuedMessageKeys(t.db, [key.slice(0, -4)])).toEqual(new Set());
    // `%` and `_` in a key are letters, not wildcards.
    expect(await queuedMessageKeys(t.db, [`${key.slice(0, -2)}__`, '%'])).toEqual(new Set());
  });
});
