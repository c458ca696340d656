/**
 * Faults with real server processes on one PostgreSQL: a server killed right after a booking commits, two servers
 * sharing one outbox, and an SMTP server that is down and comes back. Each message must arrive exactly once.
 */
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadConfig, type Config } from '../../config';
import { insertSlot } from '../../db/factories';
import { bookings, outbox } from '../../db/schema';
import { draft } from '../ledger/test/booking-flow';
import { confirmBooking, lessonSlots } from './test-support/produce';
import {
  createSharedDatabase,
  startServerProcess,
  type ServerProcess,
  type SharedDatabase,
} from '../../test/server-process';
import { freePort } from '../../test/free-port';
import { messagesTo, waitForMessage } from './test-support/outbox';
import { startSmtpCapture, type SmtpCapture } from './test-support/smtp-capture';

const DAY = 86_400_000;

describe('email delivery across real server processes', () => {
  let shared: SharedDatabase;
  let smtp: SmtpCapture;
  let producer: Config;
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    shared = await createSharedDatabase('email_faults');
    smtp = await startSmtpCapture();
    producer = loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: shared.url,
      PAYMENT_GATEWAY: 'test',
      SMTP_URL: smtp.url,
      OWNER_EMAIL: 'owner@example.com',
    });
  }, 60_000);

  afterAll(async () => {
    for (const s of servers) await s.kill();
    await smtp?.close();
    await shared?.drop();
  }, 60_000);

  async function start(smtpUrl = smtp.url) {
    const server = await startServerProcess({ databaseUrl: shared.url, smtpUrl });
    servers.push(server);
    return server;
  }

  const arrivedFor = (to: string) => smtp.messages.filter((m) => m.envelopeTo.includes(to));
  const settle = (ms: number) => new Promise((r) => setTimeout(r, ms));

  test('a server killed right after a booking commits sends its confirmation exactly once after restart', async () => {
    const server = await start();
    const base = server.origin;
    const post = async (path: string, body: unknown) => {
      const res = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      const json = (await res.json()) as Record<string, string>;
      if (!res.ok) throw new Error(`${path} answered ${res.status}: ${JSON.stringify(json)}`);
      return json;
    };
    const slot = await insertSlot(shared.handle.db, { capacity: 1, startsInMinutes: 5 * 24 * 60 });
    const customer = 'killed@example.com';
    const held = await post('/api/bookings/hold-slots', {
      slotIds: [slot.id],
      duration: 15,
      swimmersCount: 1,
    });
    const intent = await post('/api/bookings/create-payment-intent', {
      bookingData: draft({
        swimmers: [
          {
            name: 'Kit Reyes',
            email: customer,
            ageGroup: 'child',
            level: 'turtle',
            experienceLevel: 'beginner',
          },
        ],
      }),
      selectedSlots: [slot.id],
      holdId: held.holdId,
      holdToken: held.holdToken,
      idempotencyKey: `kill-${Date.now()}`,
    });
    await post('/api/payments/test/pay', {
      paymentIntentId: intent.paymentIntentId,
      clientSecret: intent.clientSecret,
      cardNumber: '4242 4242 4242 4242',
      expiry: '12 / 34',
      cvc: '123',
      zip: '20001',
    });
    await post('/api/bookings/confirm', { bookingId: intent.bookingId });
    await server.kill();

    const [booking] = await shared.handle.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, intent.bookingId!));
    expect(booking!.status).toBe('confirmed');
    const queued = await shared.handle.db
      .select()
      .from(outbox)
      .where(eq(outbox.toAddress, booking!.customerEmail));
    expect(queued).toHaveLength(1);

    await start();
    // The family's message, not just any: the owner's notice may go first while the killed copy's lease on the
    // family's message (a few seconds, docs/decisions/0163) runs out.
    const deadline = Date.now() + 30_000;
    while (arrivedFor(booking!.customerEmail).length === 0 && Date.now() < deadline) await settle(100);
    await settle(3_000);
    expect(arrivedFor(booking!.customerEmail)).toHaveLength(1);
    expect(arrivedFor(booking!.customerEmail)[0]!.parsed.subject).toBe(
      `Booking Confirmed! ${booking!.reference}`,
    );
    const [row] = await shared.handle.db.select().from(outbox).where(eq(outbox.id, queued[0]!.id));
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
    for (const s of servers.splice(0)) await s.stop();
  }, 120_000);

  test('two server processes on one database send each of 60 messages exactly once', async () => {
    await Promise.all([start(), start()]);
    smtp.messages.length = 0;
    const { slots } = await lessonSlots(
      shared.handle.db,
      Array.from({ length: 30 }, (_, i) => new Date(Date.now() + (10 + i) * DAY)),
    );
    const ids: string[] = [];
    // All at once, so both servers find the same due messages and must split them.
    await shared.handle.db.transaction(async (tx) => {
      for (const [i, slot] of slots.entries()) {
        ids.push(
          (await confirmBooking(tx, producer, { slots: [slot], customerEmail: `pair${i}@example.com` })).id,
        );
      }
    });
    await smtp.waitFor(60, 60_000);
    await settle(3_000);
    const messageIds = smtp.messages.map((m) => m.parsed.messageId);
    expect(messageIds).toHaveLength(60);
    expect(new Set(messageIds).size).toBe(60);
    for (let i = 0; i < 30; i++) expect(arrivedFor(`pair${i}@example.com`)).toHaveLength(1);
    const rows = await shared.handle.db
      .select()
      .from(outbox)
      .where(
        inArray(
          outbox.toAddress,
          Array.from({ length: 30 }, (_, i) => `pair${i}@example.com`),
        ),
      );
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
    for (const s of servers.splice(0)) await s.stop();
  }, 180_000);

  test('a message kept while no SMTP server was configured is sent after a restart with one', async () => {
    const stored = await startServerProcess({ databaseUrl: shared.url });
    servers.push(stored);
    const { slots } = await lessonSlots(shared.handle.db, [new Date(Date.now() + 60 * DAY)]);
    const booking = await confirmBooking(shared.handle.db, producer, {
      slots,
      customerEmail: 'kept@example.com',
    });
    const rowOf = async () => (await messagesTo(shared.handle.db, 'kept@example.com'))[0]!;
    await waitForMessage(shared.handle.db, 'kept@example.com', (row) => row.status === 'undelivered');
    expect(await rowOf()).toMatchObject({
      status: 'undelivered',
      lastError: 'not delivered: no SMTP configured',
    });
    for (const s of servers.splice(0)) await s.stop();

    const before = arrivedFor('kept@example.com').length;
    expect(before).toBe(0);
    await start();
    const arrival = Date.now() + 30_000;
    while (arrivedFor('kept@example.com').length === 0 && Date.now() < arrival) await settle(200);
    const arrived = arrivedFor('kept@example.com');
    expect(arrived).toHaveLength(1);
    expect(arrived[0]!.parsed.subject).toBe(`Booking Confirmed! ${booking.reference}`);
    expect(await rowOf()).toMatchObject({ status: 'sent' });
    for (const s of servers.splice(0)) await s.stop();
  }, 120_000);

  test('with the SMTP server down the booking stays confirmed, and its email arrives once the server is back', async () => {
    // A port where no SMTP server listens yet; one starts there later.
    const smtpLater = await freePort();
    await start(`smtp://127.0.0.1:${smtpLater}`);
    const { slots } = await lessonSlots(shared.handle.db, [new Date(Date.now() + 50 * DAY)]);
    const booking = await confirmBooking(shared.handle.db, producer, {
      slots,
      customerEmail: 'patient@example.com',
    });

    const row = await waitForMessage(shared.handle.db, 'patient@example.com', (r) => r.attempts >= 1);
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(
      (await shared.handle.db.select().from(bookings).where(eq(bookings.id, booking.id)))[0]!.status,
    ).toBe('confirmed');

    const later = await startSmtpCapture({ port: smtpLater });
    try {
      await later.waitFor(1, 60_000);
      await settle(2_000);
      const arrived = later.messages.filter((m) => m.envelopeTo.includes('patient@example.com'));
      expect(arrived).toHaveLength(1);
      const [sent] = await shared.handle.db.select().from(outbox).where(eq(outbox.id, row.id));
      expect(sent!.status).toBe('sent');
      expect(sent!.attempts).toBeGreaterThanOrEqual(2);
    } finally {
      await later.close();
    }
  }, 120_000);
});
