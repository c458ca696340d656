import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { insertConfirmedBooking, insertSlot } from '../../db/factories';
import { bookingSwimmers, contactMessages, outbox } from '../../db/schema';
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

  test('running again finds nothing more to erase', async () => {
    await eraseExpiredPersonalData(t.db, t.config.retention);
    expect(await eraseExpiredPersonalData(t.db, t.config.retention)).toEqual({
      swimmerNotes: 0,
      contactAddresses: 0,
      outboxBodies: 0,
    });
  });

  test('runs among the server’s background jobs', () => {
    expect(JOBS).toContain(retentionJob);
  });
});

describe('retention periods', () => {
  test('default to 90 days of notes after the last lesson, 180 days of contact addresses, 90 days of email bodies', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).retention).toEqual({
      swimmerNotesDays: 90,
      contactAddressesDays: 180,
      outboxBodiesDays: 90,
    });
  });

  test('refuse a period that is not a whole number of days, naming the setting', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', RETENTION_OUTBOX_BODIES_DAYS: 'forever' })).toThrow(
      /RETENTION_OUTBOX_BODIES_DAYS/,
    );
  });
});
