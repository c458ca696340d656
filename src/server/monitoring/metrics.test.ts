import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { insertSlot } from '../db/factories';
import type { Job } from '../jobs/scheduler';
import { contactFormPayload } from '../modules/contact/test-support/contact-form';
import { payTestCard, startCheckout } from '../modules/ledger/test/booking-flow';
import { createTestApp, type TestApp } from '../test/test-app';

const TOKEN = 'scrape-token-0123456789abcdef';
const PUBLIC_URL = 'https://swim.example.com';

/** The value of one series in Prometheus' text format, or undefined when it is absent. */
function valueOf(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

const scrape = (t: TestApp, authorization?: string) =>
  t.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

describe('without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  test('/metrics does not exist', async () => {
    const res = await scrape(t, `Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(404);
  });
});

describe('with METRICS_TOKEN', () => {
  let t: TestApp;
  // A job that succeeds at start-up and fails on every run after a write once `failing` is set.
  let failing = false;
  const jobs: Job[] = [
    {
      name: 'metrics-probe',
      intervalMs: 3_600_000,
      runAfterWrites: true,
      // Run on every wake in this process, as the email sender is: not a period for the copies to claim.
      everyCopy: true,
      async run() {
        if (failing) throw new Error('the probe failed on purpose');
      },
    },
  ];
  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN: TOKEN, PUBLIC_URL }, { jobs });
    await new Promise((r) => setTimeout(r, 20)); // the start-up run of the jobs
  });
  afterAll(async () => t?.close());

  test('refuses a scraper without the token, or with another one', async () => {
    const none = await scrape(t);
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toContain('Bearer');
    expect((await scrape(t, `Bearer ${TOKEN}x`)).statusCode).toBe(401);
    expect((await scrape(t, TOKEN)).statusCode).toBe(401);
  });

  test('counts requests by route pattern and status, never by URL', async () => {
    const from = new Date().toISOString();
    const to = new Date(Date.now() + 86_400_000).toISOString();
    const url = `/api/calendar/time-slots?start=${from}&end=${to}`;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    // A path word no figure can contain by chance (a CPU time may well hold the digits 12345).
    await t.app.inject({ method: 'GET', url: '/api/no-such-thing/qzx-marker' });
    const text = (await scrape(t, `Bearer ${TOKEN}`)).body;
    expect(
      valueOf(
        text,
        'http_request_duration_seconds_count{method="GET",route="/api/calendar/time-slots",status_code="200"}',
      ),
    ).toBe(1);
    expect(
      valueOf(text, 'http_request_duration_seconds_count{method="GET",route="unmatched",status_code="404"}'),
    ).toBe(1);
    expect(text).not.toContain('start=');
    expect(text).not.toContain('qzx-marker');
  });

  test('reports the pool, the outbox, holds, checkouts, failed payments and jobs', async () => {
    failing = true;
    // A contact message queues emails; one made to look ten minutes old is the oldest unsent.
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: contactFormPayload(PUBLIC_URL),
      remoteAddress: '10.44.0.1',
    });
    expect(sent.statusCode).toBe(200);
    await t.db.execute(sql`update outbox set created_at = now() - interval '10 minutes'`);
    const slot = await insertSlot(t.db, { capacity: 2 });
    const checkout = await startCheckout(t, [slot.id]);
    expect((await payTestCard(t, checkout, '4000 0000 0000 0002')).json().status).toBe('failed');
    await new Promise((r) => setTimeout(r, 50)); // the runs the writes woke finish

    const res = await scrape(t, `Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const text = res.body;
    if (t.database.kind === 'postgres') {
      expect(valueOf(text, 'db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
      expect(valueOf(text, 'db_pool_connections{state="idle"}')).toBeGreaterThanOrEqual(0);
      expect(valueOf(text, 'db_pool_connections{state="waiting"}')).toBe(0);
      expect(valueOf(text, 'db_pool_connections{state="max"}')).toBe(t.config.databasePool.max);
    } else {
      // The embedded database is one connection and no pool.
      expect(valueOf(text, 'db_pool_connections{state="total"}')).toBe(1);
      expect(valueOf(text, 'db_pool_connections{state="idle"}')).toBeUndefined();
    }
    expect(valueOf(text, 'email_outbox_backlog')).toBeGreaterThanOrEqual(1);
    expect(valueOf(text, 'email_outbox_oldest_unsent_age_seconds')).toBeGreaterThanOrEqual(600);
    expect(valueOf(text, 'email_outbox_parked')).toBe(0);
    expect(valueOf(text, 'holds_open')).toBe(1);
    expect(valueOf(text, 'checkouts_open')).toBe(1);
    expect(valueOf(text, 'payments_failed_total')).toBe(1);
    expect(valueOf(text, 'metrics_database_read_ok')).toBe(1);
    // The probe ran once at start-up without an error, then failed on each run the writes woke.
    const failures = valueOf(text, 'job_failures_total{job="metrics-probe"}') ?? 0;
    expect(failures).toBeGreaterThanOrEqual(1);
    expect(valueOf(text, 'job_runs_total{job="metrics-probe"}')).toBe(failures + 1);
    expect(valueOf(text, 'job_last_success_timestamp_seconds{job="metrics-probe"}')).toBeGreaterThan(
      Date.now() / 1000 - 600,
    );
    expect(text).toContain('process_cpu_seconds_total');
  });
});
