/**
 * A message is claimed (a committed lease), sent with no transaction open, then its outcome recorded: a slow SMTP
 * server holds no database connection in a transaction and no row lock. On PostgreSQL no session is idle in a
 * transaction during the send; on either database another write to the same row goes through while the SMTP
 * server stalls (PGlite runs one transaction at a time, so an open one would make the write wait for the send).
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { outbox } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { claimDueMessages } from './repository';
import { CLAIM_LEASE_MS, sendDueEmails } from './sender';
import { confirmBooking, lessonSlots } from './test-support/produce';
import { startSmtpCapture, type SmtpCapture } from './test-support/smtp-capture';

const DAY = 86_400_000;
let t: TestApp;
let smtp: SmtpCapture;
let stalled = false;
let release: () => void = () => undefined;

beforeAll(async () => {
  smtp = await startSmtpCapture({
    beforeAnswering: () =>
      new Promise<void>((resolve) => {
        stalled = true;
        release = resolve;
      }),
  });
  t = await createTestApp({ SMTP_URL: smtp.url, OWNER_EMAIL: 'owner@example.com' });
});

afterAll(async () => {
  release();
  await t?.close();
  await smtp?.close();
});

const rowFor = async (to: string) => (await t.db.select().from(outbox).where(eq(outbox.toAddress, to)))[0]!;

async function until(check: () => boolean, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('sending email while the SMTP server stalls', () => {
  test('leaves no transaction open: the claimed row can be written and no session sits idle in a transaction', async () => {
    const { slots } = await lessonSlots(t.db, [new Date(Date.now() + 3 * DAY)]);
    await confirmBooking(t.db, t.config, { slots, customerEmail: 'stall@example.com' });
    await t.db.delete(outbox).where(sql`${outbox.toAddress} <> 'stall@example.com'`);

    const sending = sendDueEmails(t.db, t.config);
    await until(() => stalled);

    // Claimed and committed: pending, its next try pushed to the end of the lease (the try counts once it ends).
    const claimed = await rowFor('stall@example.com');
    expect(claimed).toMatchObject({ status: 'pending', attempts: 0 });
    expect(claimed.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + CLAIM_LEASE_MS / 2);

    if (t.database.kind === 'postgres') {
      const open = (await t.db.execute(
        sql`SELECT state FROM pg_stat_activity WHERE datname = current_database() AND state LIKE 'idle in transaction%'`,
      )) as unknown as { rows: { state: string }[] };
      expect(open.rows).toEqual([]);
    }
    // Another write to the same row, refusing to wait for a lock, goes through while the send is stalled.
    await t.db.transaction(async (tx) => {
      if (t.database.kind === 'postgres') await tx.execute(sql`SET LOCAL lock_timeout = '1s'`);
      await tx
        .update(outbox)
        .set({ lastError: 'written during the send' })
        .where(eq(outbox.toAddress, 'stall@example.com'));
    });

    release();
    expect(await sending).toMatchObject({ sent: 1, retried: 0 });
    expect(await rowFor('stall@example.com')).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(smtp.messages.filter((m) => m.envelopeTo.includes('stall@example.com'))).toHaveLength(1);
  });

  test('a claim whose lease ran out (its server died mid-send) is claimed and sent again', async () => {
    const { slots } = await lessonSlots(t.db, [new Date(Date.now() + 4 * DAY)]);
    await confirmBooking(t.db, t.config, { slots, customerEmail: 'crashed@example.com' });
    await t.db.delete(outbox).where(sql`${outbox.toAddress} <> 'crashed@example.com'`);
    const now = new Date();
    // A server claims the message and dies before sending it or recording anything.
    expect(await claimDueMessages(t.db, now, new Date(now.getTime() + CLAIM_LEASE_MS), 1)).toHaveLength(1);

    stalled = false;
    smtp.messages.length = 0;
    // While the lease runs, no other run touches it.
    expect(
      await sendDueEmails(t.db, t.config, { now: new Date(now.getTime() + CLAIM_LEASE_MS / 2) }),
    ).toMatchObject({
      sent: 0,
    });
    const afterLease = sendDueEmails(t.db, t.config, { now: new Date(now.getTime() + CLAIM_LEASE_MS + 1) });
    await until(() => stalled);
    release();
    expect(await afterLease).toMatchObject({ sent: 1 });
    // The try cut short by the dead server is not counted.
    expect(await rowFor('crashed@example.com')).toMatchObject({ status: 'sent', attempts: 1 });
  });
});
