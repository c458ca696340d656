import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { dayKeyInZone } from '@core/rules/timezones';
import { insertSlot } from './db/factories';
import { contactFormPayload } from './modules/contact/test-support/contact-form';
import { createIntent, draft, hold, swimmer } from './modules/ledger/test/booking-flow';
import { createTestApp, type TestApp } from './test/test-app';
import { serializeError, serializeRequest } from './logging';

/**
 * The log must never carry a customer's email, phone, name or notes, yet a failed write's error carries the values
 * it tried to write. These tests make the database refuse writes full of personal data and read the log.
 */
const PUBLIC_URL = 'https://swim.example.com';
let t: TestApp;
const lines: string[] = [];

beforeAll(async () => {
  t = await createTestApp(
    { PUBLIC_URL, LOG_LEVEL: 'info' },
    { logStream: { write: (line: string) => void lines.push(line) } },
  );
  // Every new row of these tables is refused from now on (existing rows are not checked): a database error on a
  // write with personal data, as a full disk or a bad migration would give.
  for (const table of ['contact_messages', 'lesson_requests', 'booking_swimmers'])
    await t.db.execute(
      sql.raw(`alter table ${table} add constraint ${table}_refuses_all check (false) not valid`),
    );
});
afterAll(async () => t?.close());
beforeEach(() => {
  lines.length = 0;
});

/** The log lines written so far, parsed. */
const logged = () => lines.map((l) => JSON.parse(l) as Record<string, unknown>);
const errorLines = () => logged().filter((l) => Number(l.level) >= 50);

function expectNoneOf(secrets: string[]) {
  const text = lines.join('\n').toLowerCase();
  for (const secret of secrets)
    expect(text, `the log mentions ${secret}`).not.toContain(secret.toLowerCase());
}

/** The failure was logged usefully: the SQLSTATE and the constraint, so an operator can still find the cause. */
function expectUsefulError(table: string) {
  const [entry] = errorLines();
  expect(entry).toBeDefined();
  const err = entry!.err as Record<string, unknown>;
  expect(err.message).toContain(`${table}_refuses_all`);
  expect(err.message).toContain(`insert into "${table}"`);
  expect(JSON.stringify(err)).toContain('23514');
}

describe('a failed write with personal data leaves none of it in the log', () => {
  test('a contact message: name, email and message text', async () => {
    const secrets = ['Zelda Quixote', 'zelda.quixote@example.com', 'my son is afraid of deep water'];
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: contactFormPayload(PUBLIC_URL, {
        name: secrets[0],
        email: secrets[1],
        message: `Hello, ${secrets[2]}.`,
      }),
      remoteAddress: '10.30.0.1',
    });
    expect(res.statusCode).toBe(500);
    expectUsefulError('contact_messages');
    expectNoneOf(secrets);
  });

  test('a lesson request: names, email and phone', async () => {
    const slot = await insertSlot(t.db, { startsInMinutes: 5 * 24 * 60 });
    const secrets = ['Xavier', 'Quintana-Moss', 'xavier.qm@example.com', '(571) 555-0177'];
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/booking-requests',
      payload: {
        dates: [dayKeyInZone(slot.startTime, 'America/New_York')],
        slotIds: [slot.id],
        customerInfo: { firstName: secrets[0], lastName: secrets[1], email: secrets[2], phone: secrets[3] },
      },
      remoteAddress: '10.30.0.2',
    });
    expect(res.statusCode).toBe(500);
    expectUsefulError('lesson_requests');
    expectNoneOf([...secrets, '5710177', '571) 555']);
  });

  test("a booking: the swimmer's name, email, health notes and fears", async () => {
    const slot = await insertSlot(t.db, { startsInMinutes: 6 * 24 * 60 });
    const secrets = [
      'Yusuf Oyelaran',
      'yusuf.o@example.com',
      'epilepsy, seizure plan attached',
      'fear of drains',
    ];
    const held = (await hold(t, [slot.id])).json<{ holdId: string; holdToken: string }>();
    const res = await createIntent(t, {
      slotIds: [slot.id],
      holdId: held.holdId,
      holdToken: held.holdToken,
      bookingData: draft({
        swimmers: [
          swimmer({
            name: secrets[0],
            email: secrets[1],
            healthConsiderations: secrets[2],
            fears: secrets[3],
          }),
        ],
      }),
    });
    expect(res.statusCode).toBe(500);
    expectUsefulError('booking_swimmers');
    expectNoneOf(secrets);
  });
});

describe('the log serializers', () => {
  test('an error keeps its query text and code but drops the values, in its message, stack, fields and causes', () => {
    const cause = Object.assign(new Error('new row violates check constraint "x"'), {
      code: '23514',
      severity: 'ERROR',
      detail: 'Failing row contains (1, jane@example.com).',
    });
    const wrapped = Object.assign(
      new Error('Failed query: insert into "t" ("email") values ($1)\nparams: jane@example.com'),
      { query: 'insert into "t" ("email") values ($1)', params: ['jane@example.com'], cause },
    );
    const out = serializeError(wrapped);
    expect(JSON.stringify(out)).not.toContain('jane@example.com');
    expect(out.message).toContain('insert into "t" ("email") values ($1)');
    expect(out.message).toContain('new row violates check constraint "x"');
    expect(out.stack).toContain('caused by:');
    expect(out.query).toBe('insert into "t" ("email") values ($1)');
  });

  test('a bad-value error keeps what went wrong but not the value', () => {
    const err = Object.assign(new Error('invalid input syntax for type uuid: "jane@example.com"'), {
      code: '22P02',
      severity: 'ERROR',
    });
    const out = serializeError(err);
    expect(out.message).toBe('invalid input syntax for type uuid: [withheld]');
    expect(out.stack).not.toContain('jane@example.com');
  });

  test('other errors pass through with their type, message and fields', () => {
    const out = serializeError(Object.assign(new TypeError('boom'), { statusCode: 418 }));
    expect(out).toMatchObject({ type: 'TypeError', message: 'boom', statusCode: 418 });
  });

  test('a request is logged without its query string', () => {
    const out = serializeRequest({
      method: 'GET',
      url: '/api/admin/bookings?search=jane@example.com',
      ip: '1.2.3.4',
    });
    expect(out).toMatchObject({ method: 'GET', url: '/api/admin/bookings', remoteAddress: '1.2.3.4' });
  });

  test("a calendar feed's read is logged without its token, the address's only key", () => {
    const token = 'a'.repeat(43);
    const out = serializeRequest({ method: 'GET', url: `/api/calendar-feeds/${token}.ics?x=1` });
    expect(out.url).toBe('/api/calendar-feeds/[withheld].ics');
    expect(JSON.stringify(out)).not.toContain(token);
  });
});

describe('a log call that names a customer', () => {
  test('has the email, phone and notes redacted', () => {
    t.app.log.info(
      { email: 'kim@example.com', booking: { customerPhone: '301-555-0100', fears: 'the deep end' } },
      'something happened',
    );
    expectNoneOf(['kim@example.com', '301-555-0100', 'the deep end']);
    expect(logged().at(-1)).toMatchObject({ msg: 'something happened', email: '[withheld]' });
  });
});
