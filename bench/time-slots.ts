/**
 * GET /api/calendar/time-slots for a 3-month range under 50 connections for 10 s, on the embedded database and
 * on PostgreSQL, beside a bare node:http server answering the same bytes in the same run.
 */
import { benchPostgres, startServer, tempDataDir } from './lib/server';
import { load, printTable, startBareServer, type LoadResult } from './lib/load';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

function threeMonthQuery(): string {
  const start = new Date();
  const end = new Date(start.getTime() + 90 * 86_400_000);
  return `/api/calendar/time-slots?start=${start.toISOString()}&end=${end.toISOString()}`;
}

async function measure(
  label: string,
  env: Record<string, string>,
): Promise<{ server: LoadResult; bare: LoadResult; slots: number; bytes: number }> {
  const server = await startServer({ SEED_DEMO: 'true', ...env });
  try {
    const path = threeMonthQuery();
    const body = Buffer.from(await (await fetch(`${server.url}${path}`)).arrayBuffer());
    const slots = (JSON.parse(body.toString()) as { timeSlots: unknown[] }).timeSlots.length;
    const bare = await startBareServer(body);
    try {
      const bareResult = await load(`bare node:http (same ${body.length} bytes)`, bare.url, {
        seconds: SECONDS,
      });
      const serverResult = await load(`time-slots on ${label}`, `${server.url}${path}`, { seconds: SECONDS });
      return { server: serverResult, bare: bareResult, slots, bytes: body.length };
    } finally {
      await bare.close();
    }
  } finally {
    await server.stop();
  }
}

async function main() {
  const pglite = await measure('PGlite', { DATA_DIR: tempDataDir() });
  printTable(
    `time-slots, 3-month range (${pglite.slots} slots, ${pglite.bytes} bytes), PGlite, 50 connections, ${SECONDS} s`,
    [pglite.server],
    pglite.bare,
  );
  const postgres = await benchPostgres();
  try {
    const pgResult = await measure('PostgreSQL', { DATABASE_URL: postgres.url });
    printTable(
      `time-slots, 3-month range (${pgResult.slots} slots, ${pgResult.bytes} bytes), PostgreSQL, 50 connections, ${SECONDS} s`,
      [pgResult.server],
      pgResult.bare,
    );
  } finally {
    await postgres.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
