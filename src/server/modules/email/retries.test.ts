import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadConfig } from '../../config';
import { bookings, outbox } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { DEFAULT_RETRY_POLICY, NO_SMTP_REASON, retryDelayMs, sendDueEmails } from './sender';
import { resumeStoredOnlyMessages } from './service';
import { confirmBooking, lessonSlots } from './test-support/produce';
import { messagesTo } from './test-support/outbox';
import { freePort, startSmtpCapture } from './test-support/smtp-capture';

let t: TestApp;
let port: number;
const HOUR = 3_600_000;
const DAY = 86_400_000;
const later = (ms: number) => new Date(Date.now() + ms);

beforeAll(async () => {
  port = await freePort();
  // Nothing listens on the port yet: the SMTP server is down.
  t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, OWNER_EMAIL: 'owner@example.com' });
});

afterAll(async () => t?.close());

const rowsFor = (to: string) => messagesTo(t.db, to);

describe('retryDelayMs', () => {
  test('doubles the wait after each failure, up to the cap, with jitter between half and all of it', () => {
    const policy = { baseDelayMs: 1000, maxDelayMs: 10_000, giveUpAfterMs: DAY };
    expect([1, 2, 3, 4, 5, 6].map((n) => retryDelayMs(n, policy, () => 1))).toEqual([
      1000, 2000, 4000, 8000, 10_000, 10_000,
    ]);
    expect(retryDelayMs(3, policy, () => 0)).toBe(2000);
    expect(retryDelayMs(3, policy, () => 0.5)).toBe(3000);
  });

  test('keeps trying for two days, at least once an hour once the waits reach their cap', () => {
    expect(DEFAULT_RETRY_POLICY.giveUpAfterMs).toBeGreaterThanOrEqual(48 * HOUR);
    expect(retryDelayMs(60, DEFAULT_RETRY_POLICY, () => 1)).toBe(HOUR);
  });
});

/** Runs the sender at each next try of the message to `address`, as the clock would, while it is pending, to `until`. */
async function driveRetries(config: typeof t.config, address: string, until: Date): Promise<number> {
  let runs = 0;
  for (;;) {
    const [row] = await rowsFor(address);
    if (!row || row.status !== 'pending' || row.nextAttemptAt > until) return runs;
    await sendDueEmails(t.db, config, { now: row.nextAttemptAt });
    runs += 1;
  }
}

describe('when the SMTP server is down', () => {
  test('the booking stays confirmed, the message waits with a growing delay, and arrives once the server is back', async () => {
    const { slots } = await lessonSlots(t.db, [later(3 * DAY)]);
    const booking = await confirmBooking(t.db, t.config, { slots, customerEmail: 'down@example.com' });

    const first = await sendDueEmails(t.db, t.config, { random: () => 1 });
    expect(first.retried).toBeGreaterThanOrEqual(1);
    const [afterOne] = await rowsFor('down@example.com');
    expect(afterOne).toMatchObject({ status: 'pending', attempts: 1 });
    expect(afterOne!.lastError).toMatch(/ECONNREFUSED|connect/i);
    const firstWait = afterOne!.nextAttemptAt.getTime() - Date.now();
    expect(firstWait).toBeGreaterThan(3_000);

    // Not due yet: a run right away leaves it alone.
    expect((await sendDueEmails(t.db, t.config, {})).retried).toBe(0);
    await sendDueEmails(t.db, t.config, {
      now: later(firstWait + 1000),
      random: () => 1,
    });
    const [afterTwo] = await rowsFor('down@example.com');
    expect(afterTwo!.attempts).toBe(2);
    expect(afterTwo!.nextAttemptAt.getTime() - (Date.now() + firstWait)).toBeGreaterThan(firstWait * 1.5);

    expect((await t.db.select().from(bookings).where(eq(bookings.id, booking.id)))[0]!.status).toBe(
      'confirmed',
    );

    const smtp = await startSmtpCapture({ port });
    try {
      await sendDueEmails(t.db, t.config, { now: later(DAY) });
      await sendDueEmails(t.db, t.config, { now: later(2 * DAY) });
      const arrived = smtp.messages.filter((m) => m.envelopeTo.includes('down@example.com'));
      expect(arrived).toHaveLength(1);
      expect(arrived[0]!.parsed.subject).toBe(`Booking Confirmed! ${booking.reference}`);
      const [sent] = await rowsFor('down@example.com');
      expect(sent).toMatchObject({ status: 'sent', attempts: 3 });
      expect(sent!.sentAt).toBeInstanceOf(Date);
    } finally {
      await smtp.close();
    }
  });

  test('tries continue for 48 hours, past the six hours tries used to stop at, then the message is parked', async () => {
    const { slots } = await lessonSlots(t.db, [later(4 * DAY)]);
    await confirmBooking(t.db, t.config, { slots, customerEmail: 'outage@example.com' });
    const start = new Date();
    await sendDueEmails(t.db, t.config, { now: start });
    const [first] = await rowsFor('outage@example.com');
    expect(first).toMatchObject({ status: 'pending', attempts: 1 });

    await driveRetries(t.config, 'outage@example.com', new Date(start.getTime() + 47 * HOUR));
    const [afterDay] = await rowsFor('outage@example.com');
    expect(afterDay!.status).toBe('pending');
    expect(afterDay!.attempts).toBeGreaterThan(40);
    expect(afterDay!.lastError).toMatch(/ECONNREFUSED|connect/i);

    await driveRetries(t.config, 'outage@example.com', new Date(start.getTime() + 60 * HOUR));
    const [parked] = await rowsFor('outage@example.com');
    expect(parked!.status).toBe('parked');
    // Parked on the first failure at or after 48 hours, and not later than an hour's wait beyond it.
    expect(parked!.nextAttemptAt.getTime() - start.getTime()).toBeGreaterThanOrEqual(48 * HOUR);
    expect(parked!.nextAttemptAt.getTime() - start.getTime()).toBeLessThan(50 * HOUR);
    const tries = parked!.attempts;
    await sendDueEmails(t.db, t.config, { now: later(10 * DAY) });
    expect((await rowsFor('outage@example.com'))[0]!.attempts).toBe(tries);
  });
});

describe('when the SMTP server refuses the login (535, a rotated password)', () => {
  test('the message is retried, not parked, and delivered once the login works again', async () => {
    const credentials = { user: 'mailer', pass: 'new-password' };
    const smtp = await startSmtpCapture({ credentials });
    const config = loadConfig({
      NODE_ENV: 'test',
      SMTP_URL: `smtp://mailer:old-password@127.0.0.1:${smtp.port}`,
      OWNER_EMAIL: 'owner@example.com',
    });
    try {
      const { slots } = await lessonSlots(t.db, [later(7 * DAY)]);
      const booking = await confirmBooking(t.db, config, { slots, customerEmail: 'rotated@example.com' });
      const start = new Date();
      await sendDueEmails(t.db, config, { now: start });
      const [refused] = await rowsFor('rotated@example.com');
      expect(refused).toMatchObject({ status: 'pending', attempts: 1 });
      expect(refused!.lastError).toContain('535');

      // Still refused hours later: still waiting, never parked.
      await driveRetries(config, 'rotated@example.com', new Date(start.getTime() + 5 * HOUR));
      const [waiting] = await rowsFor('rotated@example.com');
      expect(waiting!.status).toBe('pending');
      expect(waiting!.attempts).toBeGreaterThan(5);
      expect(smtp.messages).toHaveLength(0);

      // The owner puts the new password in place (here: the server takes the old one again).
      credentials.pass = 'old-password';
      await driveRetries(config, 'rotated@example.com', new Date(start.getTime() + 8 * HOUR));
      const [sent] = await rowsFor('rotated@example.com');
      expect(sent).toMatchObject({ status: 'sent', lastError: null });
      const arrived = smtp.messages.filter((m) => m.envelopeTo.includes('rotated@example.com'));
      expect(arrived).toHaveLength(1);
      expect(arrived[0]!.parsed.subject).toBe(`Booking Confirmed! ${booking.reference}`);
    } finally {
      await smtp.close();
    }
  });
});

describe('when the SMTP server refuses an address', () => {
  test('a permanent refusal of that recipient (550) parks the message at once', async () => {
    const smtp = await startSmtpCapture({ rejectRecipients: /^nobody@/ });
    // The test's own settings only: the environment may name a PostgreSQL (a production setting).
    const config = loadConfig({ NODE_ENV: 'test', SMTP_URL: smtp.url, OWNER_EMAIL: 'owner@example.com' });
    try {
      const { slots } = await lessonSlots(t.db, [later(5 * DAY)]);
      await confirmBooking(t.db, config, { slots, customerEmail: 'nobody@example.com' });
      await sendDueEmails(t.db, config, { now: later(3 * DAY) });
      const [row] = await rowsFor('nobody@example.com');
      expect(row).toMatchObject({ status: 'parked', attempts: 1 });
      expect(row!.lastError).toContain('550');
    } finally {
      await smtp.close();
    }
  });

  test('a temporary refusal of that recipient (451) is retried later', async () => {
    const smtp = await startSmtpCapture({ deferRecipients: /^busy@/ });
    const config = loadConfig({ NODE_ENV: 'test', SMTP_URL: smtp.url, OWNER_EMAIL: 'owner@example.com' });
    try {
      const { slots } = await lessonSlots(t.db, [later(5 * DAY)]);
      await confirmBooking(t.db, config, { slots, customerEmail: 'busy@example.com' });
      await sendDueEmails(t.db, config, { now: later(3 * DAY) });
      const [row] = await rowsFor('busy@example.com');
      expect(row).toMatchObject({ status: 'pending', attempts: 1 });
      expect(row!.lastError).toContain('451');
    } finally {
      await smtp.close();
    }
    // Leave nothing due for the tests after this one.
    await t.db.update(outbox).set({ status: 'cancelled' }).where(eq(outbox.toAddress, 'busy@example.com'));
  });
});

describe('with no SMTP server configured', () => {
  test('messages are kept and marked not delivered, with the reason', async () => {
    const config = loadConfig({ NODE_ENV: 'test', OWNER_EMAIL: 'owner@example.com' });
    const { slots } = await lessonSlots(t.db, [later(6 * DAY)]);
    await confirmBooking(t.db, config, { slots, customerEmail: 'nosmtp@example.com' });
    const report = await sendDueEmails(t.db, config, {
      now: later(10 * DAY),
    });
    expect(report.undelivered).toBeGreaterThanOrEqual(1);
    const [row] = await rowsFor('nosmtp@example.com');
    expect(row).toMatchObject({ status: 'undelivered', lastError: NO_SMTP_REASON });
    expect(row!.html).toContain('Booking Confirmed!');
  });

  test('messages kept then are sent once the server starts with SMTP configured', async () => {
    const stored = loadConfig({ NODE_ENV: 'test', OWNER_EMAIL: 'owner@example.com' });
    const { slots } = await lessonSlots(t.db, [later(8 * DAY)]);
    const booking = await confirmBooking(t.db, stored, { slots, customerEmail: 'kept@example.com' });
    await sendDueEmails(t.db, stored, {});
    expect((await rowsFor('kept@example.com'))[0]).toMatchObject({ status: 'undelivered' });
    // A start-up without SMTP changes nothing.
    expect(await resumeStoredOnlyMessages(t.db, stored)).toBe(0);

    const smtp = await startSmtpCapture();
    try {
      const configured = loadConfig({
        NODE_ENV: 'test',
        SMTP_URL: smtp.url,
        OWNER_EMAIL: 'owner@example.com',
      });
      expect(await resumeStoredOnlyMessages(t.db, configured)).toBeGreaterThanOrEqual(2);
      expect((await rowsFor('kept@example.com'))[0]).toMatchObject({ status: 'pending', lastError: null });
      await sendDueEmails(t.db, configured, {});
      const arrived = smtp.messages.filter((m) => m.envelopeTo.includes('kept@example.com'));
      expect(arrived).toHaveLength(1);
      expect(arrived[0]!.parsed.subject).toBe(`Booking Confirmed! ${booking.reference}`);
      expect((await rowsFor('kept@example.com'))[0]).toMatchObject({ status: 'sent' });
    } finally {
      await smtp.close();
    }
  });
});
