import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadConfig } from '../../config';
import { bookings, outbox } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { DEFAULT_RETRY_POLICY, NO_SMTP_REASON, retryDelayMs, sendDueEmails } from './sender';
import { confirmBooking, lessonSlots } from './test-support/produce';
import { freePort, startSmtpCapture } from './test-support/smtp-capture';

let t: TestApp;
let port: number;
const DAY = 86_400_000;
const later = (ms: number) => new Date(Date.now() + ms);

beforeAll(async () => {
  port = await freePort();
  // Nothing listens on the port yet: the SMTP server is down.
  t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, OWNER_EMAIL: 'owner@example.com' });
});
// On PostgreSQL the job holds each row's lock while sending, as the server does there.
const onPostgres = () => t.database.kind === 'postgres';

afterAll(async () => t?.close());

const rowsFor = (to: string) => t.db.select().from(outbox).where(eq(outbox.toAddress, to));

describe('retryDelayMs', () => {
  test('doubles the wait after each failure, up to the cap, with jitter between half and all of it', () => {
    const policy = { baseDelayMs: 1000, maxDelayMs: 10_000, maxAttempts: 5 };
    expect([1, 2, 3, 4, 5, 6].map((n) => retryDelayMs(n, policy, () => 1))).toEqual([
      1000, 2000, 4000, 8000, 10_000, 10_000,
    ]);
    expect(retryDelayMs(3, policy, () => 0)).toBe(2000);
    expect(retryDelayMs(3, policy, () => 0.5)).toBe(3000);
  });

  test('gives a failing message hours of tries before parking it', () => {
    const total = Array.from({ length: DEFAULT_RETRY_POLICY.maxAttempts - 1 }, (_, i) =>
      retryDelayMs(i + 1, DEFAULT_RETRY_POLICY, () => 0),
    ).reduce((a, b) => a + b, 0);
    expect(total).toBeGreaterThan(2 * 3_600_000);
  });
});

describe('when the SMTP server is down', () => {
  test('the booking stays confirmed, the message waits with a growing delay, and arrives once the server is back', async () => {
    const { slots } = await lessonSlots(t.db, [later(3 * DAY)]);
    const booking = await confirmBooking(t.db, t.config, { slots, customerEmail: 'down@example.com' });

    const first = await sendDueEmails(t.db, t.config, { lockWhileSending: onPostgres(), random: () => 1 });
    expect(first.retried).toBeGreaterThanOrEqual(1);
    const [afterOne] = await rowsFor('down@example.com');
    expect(afterOne).toMatchObject({ status: 'pending', attempts: 1 });
    expect(afterOne!.lastError).toMatch(/ECONNREFUSED|connect/i);
    const firstWait = afterOne!.nextAttemptAt.getTime() - Date.now();
    expect(firstWait).toBeGreaterThan(3_000);

    // Not due yet: a run right away leaves it alone.
    expect((await sendDueEmails(t.db, t.config, { lockWhileSending: onPostgres() })).retried).toBe(0);
    await sendDueEmails(t.db, t.config, {
      lockWhileSending: onPostgres(),
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
      await sendDueEmails(t.db, t.config, { lockWhileSending: onPostgres(), now: later(DAY) });
      await sendDueEmails(t.db, t.config, { lockWhileSending: onPostgres(), now: later(2 * DAY) });
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

  test('a message is parked after its last try and is not tried again', async () => {
    const { slots } = await lessonSlots(t.db, [later(4 * DAY)]);
    await confirmBooking(t.db, t.config, { slots, customerEmail: 'parked@example.com' });
    const policy = { baseDelayMs: 1000, maxDelayMs: 1000, maxAttempts: 3 };
    for (let i = 1; i <= 4; i++)
      await sendDueEmails(t.db, t.config, { lockWhileSending: onPostgres(), now: later(i * 60_000), policy });
    const [row] = await rowsFor('parked@example.com');
    expect(row).toMatchObject({ status: 'parked', attempts: 3 });
    expect(row!.lastError).toBeTruthy();
  });
});

describe('when the SMTP server refuses an address for good', () => {
  test('the message is parked at once instead of being retried for hours', async () => {
    const smtp = await startSmtpCapture({ rejectRecipients: /^nobody@/ });
    const config = loadConfig({
      ...process.env,
      NODE_ENV: 'test',
      SMTP_URL: smtp.url,
      OWNER_EMAIL: 'owner@example.com',
    });
    try {
      const { slots } = await lessonSlots(t.db, [later(5 * DAY)]);
      await confirmBooking(t.db, config, { slots, customerEmail: 'nobody@example.com' });
      await sendDueEmails(t.db, config, { lockWhileSending: onPostgres(), now: later(3 * DAY) });
      const [row] = await rowsFor('nobody@example.com');
      expect(row).toMatchObject({ status: 'parked', attempts: 1 });
      expect(row!.lastError).toContain('550');
    } finally {
      await smtp.close();
    }
  });
});

describe('with no SMTP server configured', () => {
  test('messages are kept and marked not delivered, with the reason', async () => {
    const config = loadConfig({ NODE_ENV: 'test', OWNER_EMAIL: 'owner@example.com' });
    const { slots } = await lessonSlots(t.db, [later(6 * DAY)]);
    await confirmBooking(t.db, config, { slots, customerEmail: 'nosmtp@example.com' });
    const report = await sendDueEmails(t.db, config, {
      lockWhileSending: onPostgres(),
      now: later(10 * DAY),
    });
    expect(report.undelivered).toBeGreaterThanOrEqual(1);
    const [row] = await rowsFor('nosmtp@example.com');
    expect(row).toMatchObject({ status: 'undelivered', lastError: NO_SMTP_REASON });
    expect(row!.html).toContain('Booking Confirmed!');
  });
});
