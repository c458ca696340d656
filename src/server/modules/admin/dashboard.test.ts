import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadConfig } from '../../config';
import { outbox } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signIn, type AdminClient } from '../auth/testing';
import { sendDueEmails } from '../email/sender';
import { confirmBooking, lessonSlots } from '../email/test-support/produce';
import { freePort, startSmtpCapture } from '../email/test-support/smtp-capture';

let t: TestApp;
let admin: AdminClient;
let smtpUrl: string;
const DAY = 86_400_000;

beforeAll(async () => {
  // Nothing listens on the SMTP port: every message waits for retries.
  smtpUrl = `smtp://127.0.0.1:${await freePort()}`;
  t = await createTestApp({ SMTP_URL: smtpUrl, OWNER_EMAIL: 'owner@example.com' });
  admin = await signIn(t.app);
});
afterAll(async () => t?.close());

const emailStatus = async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: admin.headers });
  expect(res.statusCode).toBe(200);
  return res.json().system.email;
};
/** Makes the messages to `to` look queued `minutes` ago. */
const queuedAgo = (to: string, minutes: number) =>
  t.db
    .update(outbox)
    .set({ createdAt: sql`now() - make_interval(mins => ${minutes})` })
    .where(eq(outbox.toAddress, to));

describe('the dashboard alert about email', () => {
  test('is absent while every message went out or has waited under 15 minutes', async () => {
    expect(await emailStatus()).toMatchObject({ parked: 0, alert: null });
    const { slots } = await lessonSlots(t.db, [new Date(Date.now() + 3 * DAY)]);
    await confirmBooking(t.db, t.config, { slots, customerEmail: 'fresh@example.com' });
    await sendDueEmails(t.db, t.config, {});
    await queuedAgo('fresh@example.com', 14);
    const status = await emailStatus();
    expect(status.pending).toBeGreaterThanOrEqual(1);
    expect(status.alert).toBeNull();
  });

  test('shows once the oldest unsent message has waited 15 minutes', async () => {
    await queuedAgo('fresh@example.com', 16);
    const status = await emailStatus();
    expect(Date.now() - Date.parse(status.oldestUnsentAt)).toBeGreaterThanOrEqual(15 * 60_000);
    expect(status.alert).toMatch(/waiting to be sent; the oldest has waited 1[67] minutes/);
  });

  test('shows when a message was set aside, until it is sent', async () => {
    // The mail server is back; only one address is refused for good.
    const smtp = await startSmtpCapture({ rejectRecipients: /^gone@/ });
    try {
      const config = loadConfig({ NODE_ENV: 'test', SMTP_URL: smtp.url, OWNER_EMAIL: 'owner@example.com' });
      const { slots } = await lessonSlots(t.db, [new Date(Date.now() + 4 * DAY)]);
      await confirmBooking(t.db, config, { slots, customerEmail: 'gone@example.com' });
      await sendDueEmails(t.db, config, { now: new Date(Date.now() + DAY) });
      const status = await emailStatus();
      expect(status).toMatchObject({ parked: 1, pending: 0, oldestUnsentAt: null });
      expect(status.alert).toBe(
        '1 email could not be delivered and was set aside: open Emails to read why and send again.',
      );
      await t.db.update(outbox).set({ status: 'sent' }).where(eq(outbox.toAddress, 'gone@example.com'));
      expect(await emailStatus()).toMatchObject({ parked: 0, alert: null });
    } finally {
      await smtp.close();
    }
  });
});

describe('the dashboard alert with no SMTP server configured', () => {
  test('says messages are kept unsent once the oldest has waited 15 minutes', async () => {
    const stored = await createTestApp({ OWNER_EMAIL: 'owner@example.com' });
    try {
      const owner = await signIn(stored.app);
      const { slots } = await lessonSlots(stored.db, [new Date(Date.now() + 3 * DAY)]);
      await confirmBooking(stored.db, stored.config, { slots, customerEmail: 'kept@example.com' });
      await sendDueEmails(stored.db, stored.config);
      await stored.db.update(outbox).set({ createdAt: sql`now() - interval '20 minutes'` });
      const res = await stored.app.inject({
        method: 'GET',
        url: '/api/admin/dashboard',
        headers: owner.headers,
      });
      expect(res.json().system.email).toMatchObject({
        mode: 'stored_only',
        undelivered: 2,
        alert:
          '2 emails are not being sent because no SMTP server is configured (SMTP_URL); the oldest has waited 20 minutes.',
      });
    } finally {
      await stored.close();
    }
  });
});
