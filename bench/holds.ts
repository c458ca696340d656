/**
 * Seat holds and confirmations under contention, on PostgreSQL with two server processes:
 *   200 visitors hold a one-seat lesson at once  -> exactly 1 succeeds
 *   200 visitors hold a six-seat lesson at once  -> exactly 6 succeed
 *   50 confirms of one paid booking at once      -> 1 confirmed booking, 1 confirmation email to the customer
 * Requests alternate between the two processes. Prints the counts and the time taken; exits 1 if a count is wrong.
 */
import { openDatabase } from '../src/server/db/client';
import { insertSlot } from '../src/server/db/factories';
import { readTestIntent, writeTestIntent } from '../src/server/modules/payments/repository';
import { benchPostgres, startServer, type RunningServer } from './lib/server';

const post = async (url: string, path: string, body: unknown) => {
  const res = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

async function burst<T>(n: number, servers: RunningServer[], call: (url: string, i: number) => Promise<T>) {
  const started = performance.now();
  const results = await Promise.all(
    Array.from({ length: n }, (_, i) => call(servers[i % servers.length]!.url, i)),
  ); // i % length is in range
  return { results, ms: performance.now() - started };
}

const pg = await benchPostgres();
// The first process migrates; the second waits for the migration lock, then finds nothing to do.
// The 200 visitors all come from 127.0.0.1: lift the per-address hold and route limits to measure seat contention
// alone.
const env = {
  DATABASE_URL: pg.url,
  SEED_DEMO: 'false',
  HOLD_TIMES_PER_ADDRESS: '100000',
  ROUTE_CALLS_PER_ADDRESS: '100000',
};
const a = await startServer(env);
const b = await startServer(env);
const servers = [a, b];
const database = await openDatabase({ databaseUrl: pg.url });
const db = database.db;
let failures = 0;
const check = (label: string, actual: number, expected: number) => {
  const ok = actual === expected;
  if (!ok) failures++;
  return `${ok ? 'ok  ' : 'FAIL'} ${label}: ${actual} (expected ${expected})`;
};

try {
  for (const capacity of [1, 6]) {
    const slot = await insertSlot(db, {
      capacity,
      lessonType: capacity === 1 ? 'private' : 'group',
      startsInMinutes: 3 * 24 * 60,
    });
    const { results, ms } = await burst(200, servers, (url) =>
      post(url, '/api/bookings/hold-slots', { slotIds: [slot.id], duration: 15 }),
    );
    const held = results.filter((r) => r.status === 200).length;
    const refused = results.filter((r) => r.status === 409).length;
    console.log(
      check(`200 concurrent holds on a capacity-${capacity} lesson: held`, held, capacity),
      `| refused 409: ${refused} | other: ${200 - held - refused} | ${ms.toFixed(0)} ms`,
    );
  }

  // One paid booking, confirmed 50 times at once across both processes.
  const slot = await insertSlot(db, { capacity: 1, startsInMinutes: 4 * 24 * 60 });
  const hold = (await post(a.url, '/api/bookings/hold-slots', { slotIds: [slot.id], duration: 15 })).body as {
    holdId: string;
    holdToken: string;
  };
  const intent = await post(a.url, '/api/bookings/create-payment-intent', {
    bookingData: {
      lessonType: 'private',
      swimmers: [
        {
          name: 'Bench Swimmer',
          email: 'bench@example.com',
          ageGroup: 'adult',
          level: 'turtle',
          experienceLevel: 'beginner',
        },
      ],
      emergencyContact: { name: 'Bench Contact', phone: '(202) 555-0100' },
      marketingConsent: false,
    },
    selectedSlots: [slot.id],
    holdId: hold.holdId,
    holdToken: hold.holdToken,
    idempotencyKey: `bench-${Date.now()}`,
  });
  const { bookingId, paymentIntentId } = intent.body as { bookingId: string; paymentIntentId: string };
  // The customer pays at the (test) provider; nothing has told our servers yet.
  const state = await readTestIntent(db, paymentIntentId);
  if (!state) throw new Error(`no test intent: ${JSON.stringify(intent.body)}`);
  await writeTestIntent(db, { ...state, status: 'succeeded' });

  const { results, ms } = await burst(50, servers, (url) =>
    post(url, '/api/bookings/confirm', { bookingId }),
  );
  const answeredConfirmed = results.filter((r) => r.status === 200 && r.body.status === 'confirmed').length;
  const client = (
    database.db as unknown as {
      $client: { query: (q: string, p: unknown[]) => Promise<{ rows: { n: number }[] }> };
    }
  ).$client;
  const count = async (sql: string) => Number((await client.query(sql, [bookingId])).rows[0]?.n ?? 0);
  const confirmed = await count(
    `select count(*)::int as n from bookings where id = $1 and status = 'confirmed'`,
  );
  const customerEmails = await count(
    `select count(*)::int as n from outbox where kind = 'booking_confirmed' and dedupe_key like 'booking_confirmed:' || $1 || ':%'`,
  );
  const audits = await count(
    `select count(*)::int as n from audit_log where entity_id = $1::text and action = 'booking.paid'`,
  );
  console.log(`50 concurrent confirms: ${answeredConfirmed}/50 answered "confirmed" | ${ms.toFixed(0)} ms`);
  console.log(check('  confirmed bookings', confirmed, 1));
  console.log(check('  confirmation emails to the customer in the outbox', customerEmails, 1));
  console.log(check('  confirmation audit entries', audits, 1));
} finally {
  await database.close();
  await Promise.all(servers.map((s) => s.stop()));
  await pg.stop();
}
process.exit(failures ? 1 : 0);
