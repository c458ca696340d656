/**
 * GET /api/calendar/time-slots for a 3-month range under 50 connections for 10 s, on the embedded database and on
 * PostgreSQL, beside a bare node:http server sending the same compressed bytes in the same run:
 *   - steady: nothing else happening, BENCH_RUNS (3) times, the bare server and ours in turn; each run's ratio and
 *     the medians are printed, against the goal of at least half the bare server's rate with p99 at most 20 ms;
 *   - churn: one hold taken every second (and released by its end a second later), so the seat version moves and
 *     every copy's cached answer is refilled each second;
 *   - bytes on the wire per answer, identity, gzip and brotli;
 *   - p50 at one connection for a range of ~700 slots and one of ~7,000 (cost growth of a cached read).
 */
import { get } from 'node:http';
import { openDatabase } from '../src/server/db/client';
import { insertInstructor, insertVenue } from '../src/server/db/factories';
import { timeSlots } from '../src/server/db/schema';
import { bumpSeatVersion } from '../src/server/db/seat-version';
import { seedDemo } from '../src/server/db/seed';
import { load, medianOf, printTable, startBareServer, type LoadResult } from './lib/load';
import { benchPostgres, median, startServer, tempDataDir } from './lib/server';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const GOAL = { ratio: 0.5, p99Ms: 20 };
const DAY = 86_400_000;
const BROTLI = { 'accept-encoding': 'br' };

const rangeQuery = (fromDay: number, days: number) => {
  const start = new Date(Date.now() + fromDay * DAY);
  const end = new Date(start.getTime() + days * DAY);
  return `/api/calendar/time-slots?start=${start.toISOString()}&end=${end.toISOString()}`;
};
const DEMO_RANGE = rangeQuery(0, 90);
// Far enough ahead that the demo schedule never reaches it: a range with ten times the slots.
const DENSE_RANGE = rangeQuery(200, 90);

/** The demo schedule, plus ~7,000 slots in DENSE_RANGE: ten instructors teaching eight lessons a day for 90 days. */
async function prepare(target: { dataDir?: string; databaseUrl?: string }) {
  const handle = await openDatabase(target);
  await handle.migrate();
  await seedDemo(handle.db);
  const venue = await insertVenue(handle.db, { name: 'Bench pool' });
  const start = Date.now() + 200 * DAY;
  for (let i = 0; i < 10; i++) {
    const instructor = await insertInstructor(handle.db, { name: `Bench instructor ${i}` });
    const rows = [];
    for (let day = 0; day < 90; day++) {
      for (let lesson = 0; lesson < 8; lesson++) {
        const at = new Date(start + day * DAY + (8 + lesson) * 3_600_000);
        rows.push({
          startTime: at,
          endTime: new Date(at.getTime() + 45 * 60_000),
          instructorId: instructor.id,
          venueId: venue.id,
          capacity: 4,
          lessonType: 'group',
          basePriceCents: 4500,
        });
      }
    }
    await handle.db.insert(timeSlots).values(rows);
  }
  await bumpSeatVersion(handle.db);
  await handle.close();
}

/** The answer's bytes as sent (fetch would decompress them), and how long they took to arrive. */
function fetchBytes(url: string, headers: Record<string, string> = {}) {
  const started = performance.now();
  return new Promise<{ body: Buffer; encoding: string | null; ms: number }>((resolve, reject) => {
    get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          body: Buffer.concat(chunks),
          encoding: (res.headers['content-encoding'] as string | undefined) ?? null,
          ms: performance.now() - started,
        }),
      );
      res.on('error', reject);
    }).on('error', reject);
  });
}

/** Median time of `n` requests one after another: a cached read's own cost, with no queueing behind others. */
async function medianMs(url: string, n = 200): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < n; i++) times.push((await fetchBytes(url, BROTLI)).ms);
  times.sort((a, b) => a - b);
  return times[Math.floor(n / 2)]!; // n > 0
}

/** Takes a one-second hold on a slot of the range every second until stopped. */
function churnHolds(baseUrl: string, slotIds: string[]) {
  let stopped = false;
  let taken = 0;
  const loop = (async () => {
    for (let i = 0; !stopped; i++) {
      const res = await fetch(`${baseUrl}/api/bookings/hold-slots`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ slotIds: [slotIds[i % slotIds.length]], duration: 1 / 60 }),
      });
      if (res.ok) taken++;
      await res.arrayBuffer();
      await new Promise((r) => setTimeout(r, 1000));
    }
  })();
  return {
    async stop() {
      stopped = true;
      await loop;
      return taken;
    },
  };
}

interface Measured {
  label: string;
  slots: number;
  denseSlots: number;
  denseBrotliBytes: number;
  bytes: { identity: number; gzip: number; br: number };
  runs: { bare: LoadResult; steady: LoadResult }[];
  churn: LoadResult;
  holdsTaken: number;
  p50: { demo: number; dense: number };
}

async function measure(label: string, env: Record<string, string>): Promise<Measured> {
  await prepare({ dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL });
  // At the log level a production server runs at (info), so the bench pays for what it would log.
  const server = await startServer({
    SEED_DEMO: 'true',
    HOLD_TIMES_PER_ADDRESS: '100000',
    LOG_LEVEL: 'info',
    ...env,
  });
  try {
    const url = `${server.url}${DEMO_RANGE}`;
    const identity = await fetchBytes(url);
    const answer = JSON.parse(identity.body.toString()) as { timeSlots: { id: string; status: string }[] };
    const dense = JSON.parse((await fetchBytes(`${server.url}${DENSE_RANGE}`)).body.toString()) as {
      timeSlots: unknown[];
    };
    const gzip = await fetchBytes(url, { 'accept-encoding': 'gzip' });
    const denseBr = await fetchBytes(`${server.url}${DENSE_RANGE}`, BROTLI);
    const br = await fetchBytes(url, BROTLI);
    if (br.encoding !== 'br') throw new Error(`expected a brotli answer, got ${br.encoding}`);

    const bare = await startBareServer(br.body, 'application/json; charset=utf-8', {
      'content-encoding': 'br',
    });
    try {
      // Both servers' code is compiled by the JIT before anything is counted.
      await load('warm-up', bare.url, { seconds: 3, headers: BROTLI });
      await load('warm-up', url, { seconds: 3, headers: BROTLI });
      const runs: Measured['runs'] = [];
      for (let run = 1; run <= RUNS; run++) {
        const bareResult = await load(`bare node:http (same ${br.body.length} brotli bytes)`, bare.url, {
          seconds: SECONDS,
          headers: BROTLI,
        });
        const steady = await load(`time-slots on ${label}`, url, { seconds: SECONDS, headers: BROTLI });
        runs.push({ bare: bareResult, steady });
      }
      const open = answer.timeSlots.filter((s) => s.status === 'available').map((s) => s.id);
      const churn = churnHolds(server.url, open.slice(0, 50));
      const churnResult = await load(`time-slots on ${label}, a hold every second`, url, {
        seconds: SECONDS,
        headers: BROTLI,
      });
      const holdsTaken = await churn.stop();
      const demoP50 = await medianMs(url);
      const denseP50 = await medianMs(`${server.url}${DENSE_RANGE}`);
      return {
        label,
        slots: answer.timeSlots.length,
        denseSlots: dense.timeSlots.length,
        denseBrotliBytes: denseBr.body.length,
        bytes: { identity: identity.body.length, gzip: gzip.body.length, br: br.body.length },
        runs,
        churn: churnResult,
        holdsTaken,
        p50: { demo: demoP50, dense: denseP50 },
      };
    } finally {
      await bare.close();
    }
  } finally {
    await server.stop();
  }
}

function report(m: Measured) {
  console.log(`\ntime-slots on ${m.label}, each run: the bare server, then ours`);
  console.log('| run | bare req/s | bare p99 ms | ours req/s | ours p50 ms | ours p99 ms | ratio |');
  console.log('|---:|---:|---:|---:|---:|---:|---:|');
  m.runs.forEach(({ bare, steady }, i) =>
    console.log(
      `| ${i + 1} | ${bare.requestsPerSecond.toFixed(0)} | ${bare.p99Ms.toFixed(2)} | ${steady.requestsPerSecond.toFixed(0)} | ` +
        `${steady.p50Ms.toFixed(2)} | ${steady.p99Ms.toFixed(2)} | ${(steady.requestsPerSecond / bare.requestsPerSecond).toFixed(3)} |`,
    ),
  );
  const bare = medianOf(
    m.runs[0]!.bare.label,
    m.runs.map((r) => r.bare),
  ); // RUNS >= 1
  const steady = medianOf(
    `time-slots on ${m.label} (median of ${m.runs.length})`,
    m.runs.map((r) => r.steady),
  );
  printTable(
    `time-slots, 3-month range (${m.slots} slots), ${m.label}, 50 connections, ${SECONDS} s, brotli, medians`,
    [steady, m.churn],
    bare,
  );
  const ratios = m.runs.map((r) => r.steady.requestsPerSecond / r.bare.requestsPerSecond);
  const ratio = median(ratios);
  const met = ratio >= GOAL.ratio && steady.p99Ms <= GOAL.p99Ms;
  console.log(
    `median ratio ${ratio.toFixed(3)} (goal >= ${GOAL.ratio}), median p99 ${steady.p99Ms.toFixed(2)} ms ` +
      `(goal <= ${GOAL.p99Ms}): ${met ? 'met' : 'NOT met'}`,
  );
  console.log(`holds taken during the churn run: ${m.holdsTaken}`);
  console.log(
    `bytes per 3-month answer: identity ${m.bytes.identity}, gzip ${m.bytes.gzip}, brotli ${m.bytes.br} ` +
      `(${m.denseSlots} slots: brotli ${m.denseBrotliBytes})`,
  );
  console.log(
    `p50 of 200 requests one at a time: ${m.slots} slots ${m.p50.demo.toFixed(2)} ms, ` +
      `${m.denseSlots} slots ${m.p50.dense.toFixed(2)} ms ` +
      `(${(m.p50.dense / Math.max(m.p50.demo, 0.001)).toFixed(2)}x)`,
  );
}

// BENCH_DATABASE=embedded or =postgres measures one database only.
const ONLY = process.env.BENCH_DATABASE;

async function main() {
  if (ONLY !== 'postgres') report(await measure('PGlite', { DATA_DIR: tempDataDir() }));
  if (ONLY === 'embedded') return;
  const postgres = await benchPostgres();
  try {
    report(await measure('PostgreSQL', { DATABASE_URL: postgres.url }));
  } finally {
    await postgres.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
