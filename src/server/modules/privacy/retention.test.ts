import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { insertConfirmedBooking, insertInstructor, insertSlot } from '../../db/factories';
import {
  bookingSlots,
  bookingSwimmers,
  contactMessages,
  lessonAttendance,
  milestoneSignoffs,
  outbox,
  swimmerProgress,
  waitlistEntries,
  waitlistOffers,
} from '../../db/schema';
import { secretToken, sha256 } from '../../lib/ids';
import { loadConfig } from '../../config';
import { JOBS } from '../../jobs';
import { createTestApp, type TestApp } from '../../test/test-app';
import { eraseExpiredPersonalData, retentionJob } from './service';

const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

let t: TestApp;
beforeAll(async () => {
  // Periods of its own, so the test shows they come from the configuration rather than the defaults.
  t = await createTestApp({
    RETENTION_SWIMMER_NOTES_DAYS: '30',
    RETENTION_CONTACT_ADDRESSES_DAYS: '60',
    RETENTION_OUTBOX_BODIES_DAYS: '45',
    RETENTION_WAITLIST_DAYS: '20',
    RETENTION_ATTENDANCE_DAYS: '50',
    RETENTION_PROGRESS_DAYS: '100',
  });
});
afterAll(async () => t?.close());

/** A confirmed booking with lessons starting `lessonDaysAgo` days ago (negative: ahead) and one swimmer with notes. */
async function bookingWithNotes(lessonDaysAgo: number[]) {
  const slots = [];
  for (const d of lessonDaysAgo) slots.push(await insertSlot(t.db, { startTime: daysAgo(d) }));
  const booking = await insertConfirmedBooking(t.db, { slots, seats: 1, lessonType: 'private' });
  const [swimmer] = await t.db
    .insert(bookingSwimmers)
    .values({
      bookingId: booking.id,
      position: 1,
      name: 'Mia Parker',
      email: 'sam.parker@example.com',
      ageGroup: '4-6',
      level: 'beginner',
      experienceLevel: 'none',
      goals: 'Float on her back',
      healthConsiderations: 'Asthma: inhaler in the bag',
      fears: 'Putting her face in the water',
    })
    .returning();
  return swimmer!; // one row in, one row out
}

const swimmer = async (id: string) =>
  (await t.db.select().from(bookingSwimmers).where(eq(bookingSwimmers.id, id)))[0]!;

async function message(daysOld: number, email: string) {
  const [row] = await t.db
    .insert(contactMessages)
    .values({
      name: 'Lee Chan',
      email,
      message: 'Do you teach adults?',
      ip: '203.0.113.9',
      createdAt: daysAgo(daysOld),
    })
    .returning();
  return row!; // one row in, one row out
}

async function mail(daysOld: number, status: string) {
  const [row] = await t.db
    .insert(outbox)
    .values({
      kind: 'booking_confirmed',
      dedupeKey: `retention-test:${status}:${daysOld}:${Math.random()}`,
      toAddress: 'sam.parker@example.com',
      replyTo: 'owner@example.com',
      subject: 'Booking confirmed',
      html: '<p>Mia has asthma</p>',
      text: 'Mia has asthma',
      attachments: [{ filename: 'x.ics', contentType: 'text/calendar', content: 'BEGIN:VCALENDAR' }],
      status,
      createdAt: daysAgo(daysOld),
    })
    .returning();
  return row!; // one row in, one row out
}

const outboxRow = async (id: string) => (await t.db.select().from(outbox).where(eq(outbox.id, id)))[0]!;

/** A waitlist entry that last changed `daysOld` days ago, on a time (`slotId`) or as a "notify me" preference. */
async function waitlistEntry(daysOld: number, status: string, slotId?: string) {
  const [row] = await t.db
    .insert(waitlistEntries)
    .values({
      kind: slotId ? 'time' : 'preference',
      slotId,
      name: 'Dana Okafor',
      email: 'dana.okafor@example.com',
      swimmers: 1,
      lessonType: 'private',
      weekdays: slotId ? null : [1, 3],
      windowStartMinutes: slotId ? null : 9 * 60,
      windowEndMinutes: slotId ? null : 12 * 60,
      status,
      leaveTokenHash: sha256(secretToken()),
      createdAt: daysAgo(daysOld + 5),
      updatedAt: daysAgo(daysOld),
    })
    .returning();
  return row!; // one row in, one row out
}

const entry = async (id: string) =>
  (await t.db.select().from(waitlistEntries).where(eq(waitlistEntries.id, id)))[0]!;

/** A family's booking with lessons `lessonDaysAgo` days ago (negative: ahead), its swimmer and its lessons' ids. */
async function familyBooking(customerEmail: string, lessonDaysAgo: number[]) {
  const slots = [];
  for (const d of lessonDaysAgo) slots.push(await insertSlot(t.db, { startTime: daysAgo(d) }));
  const booking = await insertConfirmedBooking(t.db, {
    slots,
    seats: 1,
    lessonType: 'private',
    customerEmail,
    swimmers: [{ name: 'Ella Brooks', ageGroup: 'child', level: 'turtle' }],
  });
  const [swimmerRow] = await t.db
    .select()
    .from(bookingSwimmers)
    .where(eq(bookingSwimmers.bookingId, booking.id));
  const lessons = await t.db.select().from(bookingSlots).where(eq(bookingSlots.bookingId, booking.id));
  return { swimmer: swimmerRow!, lessonIds: lessons.map((l) => l.lessonId) }; // one swimmer and its lessons in
}

/** An instructor's record of one lesson `daysOld` days ago: the swimmer came, and a milestone was signed off. */
async function recordedLesson(
  family: Awaited<ReturnType<typeof familyBooking>>,
  email: string,
  daysOld: number,
  milestoneId: string,
) {
  const instructor = await insertInstructor(t.db);
  const lessonId = family.lessonIds[0]!; // every family booking here has a lesson
  await t.db.insert(lessonAttendance).values({
    lessonId,
    swimmerId: family.swimmer.id,
    status: 'attended',
    instructorId: instructor.id,
    recordedAt: daysAgo(daysOld),
  });
  await t.db.insert(milestoneSignoffs).values({
    email,
    swimmerKey: 'ella brooks',
    swimmerName: 'Ella Brooks',
    milestoneId,
    levelId: 'turtle',
    lessonId,
    swimmerId: family.swimmer.id,
    instructorId: instructor.id,
    signedAt: daysAgo(daysOld),
  });
  return lessonId;
}

async function savedChecklist(email: string, daysOld: number) {
  await t.db.insert(swimmerProgress).values({
    email,
    swimmerKey: 'ella brooks',
    swimmerName: 'Ella Brooks',
    milestones: ['turtle-1', 'turtle-2'],
    updatedAt: daysAgo(daysOld),
  });
}

const attendanceOf = (lessonIds: string[]) =>
  t.db.select().from(lessonAttendance).where(inArray(lessonAttendance.lessonId, lessonIds));
const signoffsOf = (email: string) =>
  t.db.select().from(milestoneSignoffs).where(eq(milestoneSignoffs.email, email));
const checklistsOf = (email: string) =>
  t.db.select().from(swimmerProgress).where(eq(swimmerProgress.email, email));

describe('the retention job', () => {
  test('erases health notes and fears once the booking’s last lesson is past the period, and keeps the rest', async () => {
    const old = await bookingWithNotes([40, 35]);
    const recent = await bookingWithNotes([20]);
    const stillRunning = await bookingWithNotes([40, -7]);

    await eraseExpiredPersonalData(t.db, t.config.retention);

    expect(await swimmer(old.id)).toMatchObject({
      healthConsiderations: null,
      fears: null,
      name: 'Mia Parker',
      goals: 'Float on her back',
    });
    for (const kept of [recent, stillRunning])
      expect(await swimmer(kept.id)).toMatchObject({
        healthConsiderations: 'Asthma: inhaler in the bag',
        fears: 'Putting her face in the water',
      });
  });

  test('erases the sender’s email and network addresses of contact messages past the period, keeping the message', async () => {
    const old = await message(61, 'old.sender@example.com');
    const recent = await message(59, 'recent.sender@example.com');

    await eraseExpiredPersonalData(t.db, t.config.retention);

    const rows = await t.db.select().from(contactMessages);
    expect(rows.find((r) => r.id === old.id)).toMatchObject({
      email: '',
      ip: null,
      message: 'Do you teach adults?',
    });
    expect(rows.find((r) => r.id === recent.id)).toMatchObject({
      email: 'recent.sender@example.com',
      ip: '203.0.113.9',
    });
  });

  test('erases old outbox bodies of messages that will not be sent, and withdraws old unsent ones', async () => {
    const sent = await mail(46, 'sent');
    const parked = await mail(46, 'parked');
    const pending = await mail(46, 'pending');
    const recent = await mail(44, 'sent');

    await eraseExpiredPersonalData(t.db, t.config.retention);

    for (const erased of [sent, parked]) {
      const row = await outboxRow(erased.id);
      expect(row.text).not.toContain('asthma');
      expect(row.html).not.toContain('asthma');
      expect(row.text).toContain('erased 45 days after');
      expect(row).toMatchObject({ attachments: [], replyTo: null, toAddress: 'sam.parker@example.com' });
    }
    expect(await outboxRow(sent.id)).toMatchObject({ status: 'sent' });
    expect(await outboxRow(parked.id)).toMatchObject({
      status: 'cancelled',
      lastError: 'withdrawn: body erased after 45 days',
    });
    // Still to be sent, or within the period: untouched.
    for (const kept of [pending, recent]) expect((await outboxRow(kept.id)).text).toBe('Mia has asthma');
  });

  test('retention erases waitlist names and emails, milestone sign-offs and attendance after their periods', async () => {
    // Waitlist (20 days): entries out of line that long, or whose time began that long ago, lose name and email.
    const startedLongAgo = await insertSlot(t.db, { startTime: daysAgo(21) });
    const ahead = await insertSlot(t.db, { startTime: daysAgo(-14) });
    const left = await waitlistEntry(21, 'left');
    const booked = await waitlistEntry(25, 'booked');
    await t.db.insert(waitlistOffers).values({
      entryId: booked.id,
      slotId: startedLongAgo.id,
      tokenHash: sha256(secretToken()),
      status: 'claimed',
      expiresAt: daysAgo(25),
      offeredBy: 'system',
      endedAt: daysAgo(25),
    });
    const timePassed = await waitlistEntry(0, 'waiting', startedLongAgo.id);
    const recentlyLapsed = await waitlistEntry(19, 'lapsed');
    const stillWaiting = await waitlistEntry(200, 'waiting');
    const waitingForTimeAhead = await waitlistEntry(200, 'waiting', ahead.id);

    // Attendance (50 days after it was recorded); sign-offs and checklists (100 days after the family's last lesson).
    const gone = 'gone.family@example.com';
    const goneBooking = await familyBooking(gone, [130]);
    const goneLesson = await recordedLesson(goneBooking, gone, 130, 'turtle-1');
    await savedChecklist(gone, 130);
    // An old lesson of a family that came back (a lesson 10 days ago on a newer booking): its progress stays.
    const back = 'back.again@example.com';
    const backOldBooking = await familyBooking(back, [150]);
    const backOldLesson = await recordedLesson(backOldBooking, back, 150, 'turtle-1');
    const backNewBooking = await familyBooking(back, [10]);
    const backNewLesson = await recordedLesson(backNewBooking, back, 10, 'turtle-2');
    await savedChecklist(back, 150);
    // A family whose last lesson is still ahead, its first one 120 days ago.
    const ongoing = 'ongoing.family@example.com';
    const ongoingBooking = await familyBooking(ongoing, [120, -7]);
    await recordedLesson(ongoingBooking, ongoing, 120, 'turtle-1');
    // Attendance just inside its period.
    const recentBooking = await familyBooking('recent.family@example.com', [49]);
    const recentLesson = await recordedLesson(recentBooking, 'recent.family@example.com', 49, 'turtle-1');

    const erased = await eraseExpiredPersonalData(t.db, t.config.retention);

    for (const finished of [left, booked, timePassed])
      expect(await entry(finished.id)).toMatchObject({ name: '', email: '', status: finished.status });
    // The claimed offer stays (it names nobody), still pointing at its entry.
    const offers = await t.db.select().from(waitlistOffers).where(eq(waitlistOffers.entryId, booked.id));
    expect(offers).toMatchObject([{ status: 'claimed', slotId: startedLongAgo.id }]);
    for (const kept of [recentlyLapsed, stillWaiting, waitingForTimeAhead])
      expect(await entry(kept.id)).toMatchObject({ name: 'Dana Okafor', email: 'dana.okafor@example.com' });

    expect(await attendanceOf([goneLesson, backOldLesson])).toEqual([]);
    expect((await attendanceOf([backNewLesson, recentLesson])).length).toBe(2);

    expect(await signoffsOf(gone)).toEqual([]);
    expect(await checklistsOf(gone)).toEqual([]);
    expect((await signoffsOf(back)).map((s) => s.milestoneId).sort()).toEqual(['turtle-1', 'turtle-2']);
    expect((await checklistsOf(back)).length).toBe(1);
    expect((await signoffsOf(ongoing)).length).toBe(1);

    // Attendance goes by its own date: the ongoing family's lesson of 120 days ago loses it too.
    expect(erased).toMatchObject({
      waitlistContacts: 3,
      attendance: 3,
      milestoneSignoffs: 1,
      swimmerProgress: 1,
    });
  });

  test('running again finds nothing more to erase', async () => {
    await eraseExpiredPersonalData(t.db, t.config.retention);
    expect(await eraseExpiredPersonalData(t.db, t.config.retention)).toEqual({
      swimmerNotes: 0,
      contactAddresses: 0,
      outboxBodies: 0,
      waitlistContacts: 0,
      attendance: 0,
      milestoneSignoffs: 0,
      swimmerProgress: 0,
      familyProfiles: 0,
      analyticsEvents: 0,
    });
  });

  test('runs among the server’s background jobs', () => {
    expect(JOBS).toContain(retentionJob);
  });
});

describe('retention periods', () => {
  test('default to 90 days of notes after the last lesson, 180 days of contact addresses, 90 days of email bodies, 90 days of finished waitlist entries, a year of attendance, two years of progress and saved profiles after the family’s last lesson, and 400 days of analytics events', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).retention).toEqual({
      swimmerNotesDays: 90,
      contactAddressesDays: 180,
      outboxBodiesDays: 90,
      waitlistDays: 90,
      attendanceDays: 365,
      progressDays: 730,
      profileDays: 730,
      analyticsDays: 400,
    });
  });

  test('refuse a period that is not a whole number of days, naming the setting', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', RETENTION_OUTBOX_BODIES_DAYS: 'forever' })).toThrow(
      /RETENTION_OUTBOX_BODIES_DAYS/,
    );
  });
});
