import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { contactFormPayload } from '../modules/contact/test-support/contact-form';
import { startFakeSentry, type FakeSentry } from '../test/fake-sentry';
import { createTestApp, type TestApp } from '../test/test-app';

const PUBLIC_URL = 'https://swim.example.com';
let sentry: FakeSentry;
let t: TestApp;
const lines: string[] = [];

beforeAll(async () => {
  sentry = await startFakeSentry();
  t = await createTestApp(
    { PUBLIC_URL, SENTRY_DSN: sentry.dsn, LOG_LEVEL: 'error' },
    { logStream: { write: (line: string) => void lines.push(line) } },
  );
  // Every new contact message is refused: a database error on a write full of personal data.
  await t.db.execute(
    sql.raw('alter table contact_messages add constraint contact_refuses_all check (false) not valid'),
  );
});
afterAll(async () => {
  await t?.close();
  await sentry?.close();
});

test('a 5xx is reported with its request id, and with no personal data, cookie, body or query string', async () => {
  const secrets = ['Zelda Quixote', 'zelda.quixote@example.com', 'afraid of deep water', 'sess-cookie-value'];
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/contact?ref=newsletter-secret',
    headers: { 'x-request-id': 'report-check-1', cookie: `family_session=${secrets[3]}` },
    payload: contactFormPayload(PUBLIC_URL, { name: secrets[0], email: secrets[1], message: secrets[2] }),
    remoteAddress: '10.50.0.1',
  });
  expect(res.statusCode).toBe(500);
  const [envelope] = await sentry.received(1);
  expect(envelope).toContain('"type":"event"');
  expect(envelope).toContain('contact_refuses_all');
  expect(envelope).toContain('"request_id":"report-check-1"');
  expect(envelope).toContain('"route":"/api/contact"');
  for (const secret of [...secrets, 'newsletter-secret', '10.50.0.1'])
    expect(envelope, `the report mentions ${secret}`).not.toContain(secret);
  // The log line of the same request carries the same id.
  const logged = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
  expect(logged.find((l) => l.msg === 'unhandled error')?.requestId).toBe('report-check-1');
});

test('a 4xx is an answer, not a failure: nothing is reported', async () => {
  const before = sentry.envelopes.length;
  const res = await t.app.inject({ method: 'POST', url: '/api/contact', payload: { email: 'x' } });
  expect(res.statusCode).toBe(400);
  await new Promise((r) => setTimeout(r, 200));
  expect(sentry.envelopes.length).toBe(before);
});
