/**
 * The calendar's reads under load: GET /api/calendar/availability (per-day counts) and GET /api/calendar/time-slots
 * for the simple calendar's 3-month window, 50 connections for BENCH_SECONDS (10) each, on the embedded database and
 * on PostgreSQL. Each is printed beside a bare node:http server answering the same bytes in the same run.
 */
import { calendarFetchRange, dayKeyInZone, SIMPLE_CALENDAR_ZONE } from '../src/core/rules/timezones';
import { benchPostgres, startServer, tempDataDir } from './lib/server';
import { load, printTable, startBareServer, type LoadResult } from './lib/load';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

/** The window /calendar fetches for the current month: the month before to the month after, New York time. */
function calendarWindow(): string {
  const [year, month] = dayKeyInZone(new Date(), SIMPLE_CALENDAR_ZONE).split('-').map(Number) as [
    number,
    number,
  ];
  const { start, end } = calendarFetchRange({ year, month: month - 1 }, SIMPLE_CALENDAR_ZONE);
  return `start=${encodeURIComponent(start)}&end=${encodeURIComponent(end)}`;
}

interface Measured {
  title: string;
  server: LoadResult;
  bare: LoadResult;
}

async function measureEndpoint(
  serverUrl: string,
  label: string,
  path: string,
  describe: (body: Buffer) => string,
): Promise<Measured> {
  const body = Buffer.from(await (await fetch(`${serverUrl}${path}`)).arrayBuffer());
  const bare = await startBareServer(body);
  try {
    const bareResult = await load(`bare node:http (same ${body.length} bytes)`, bare.url, {
      seconds: SECONDS,
    });
    const serverResult = await load(label, `${serverUrl}${path}`, { seconds: SECONDS });
    return { title: describe(body), server: serverResult, bare: bareResult };
  } finally {
    await bare.close();
  }
}

async function measure(db: string, env: Record<string, string>): Promise<Measured[]> {
  const server = await startServer({ SEED_DEMO: 'true', ...env });
  try {
    const window = calendarWindow();
    const availability = await measureEndpoint(
      server.url,
      `availability on ${db}`,
      `/api/calendar/availability?${window}`,
      (body) => {
        const days = (JSON.parse(body.toString()) as { days: unknown[] }).days.length;
        return `availability, 3-month window (${days} days, ${body.length} bytes), ${db}, 50 connections, ${SECONDS} s`;
      },
    );
    const timeSlots = await measureEndpoint(
      server.url,
      `time-slots on ${db}`,
      `/api/calendar/time-slots?${window}`,
      (body) => {
        const slots = (JSON.parse(body.toString()) as { timeSlots: unknown[] }).timeSlots.length;
        return `time-slots, 3-month window (${slots} slots, ${body.length} bytes), ${db}, 50 connections, ${SECONDS} s`;
      },
    );
    return [availability, timeSlots];
  } finally {
    await server.stop();
  }
}

function print(results: Measured[]) {
  for (const r of results) printTable(r.title, [r.server], r.bare);
}

async function main() {
  print(await measure('PGlite', { DATA_DIR: tempDataDir() }));
  const postgres = await benchPostgres();
  try {
    print(await measure('PostgreSQL', { DATABASE_URL: postgres.url }));
  } finally {
    await postgres.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
