/**
 * The owner's reports on two years of a busy business: 10 instructors, about 50,000 lessons (each its own booking,
 * paid by card, most attended, some cancelled or missed), refunds, packages and credits, waitlist offers, leads,
 * requests and about 200,000 site events. Written with set-based SQL on the embedded database and on PostgreSQL, then
 * each report is asked through the real routes as the owner, over two years by month and 12 weeks by week, and
 * payroll for a month and for two years: the first answer (cold) and the median of 5 after.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPORT_KINDS } from '../src/core/api/reports';
import { formatInZone, shiftDayKey } from '../src/core/rules/timezones';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { signIn } from '../src/server/modules/auth/testing';
import { refreshRollups } from '../src/server/modules/reports/rollups';
import { DAYS, generateBusyBusiness } from './lib/busy-business';
import { benchPostgres } from './lib/server';

const today = formatInZone(new Date(), 'America/New_York', 'yyyy-MM-dd');

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function measure(label: string, options: { databaseUrl?: string; dataDir?: string }) {
  const database = await openDatabase(options);
  await database.migrate();
  const generatedAt = performance.now();
  const made = await generateBusyBusiness(database.db);
  const generatedMs = performance.now() - generatedAt;
  // What the rollup job does within a minute of the rows arriving: every day they touched, summed once.
  const rolledAt = performance.now();
  const rolledDays = await refreshRollups(database.db, { attendanceDays: 365, analyticsDays: 400 });
  const rolledMs = performance.now() - rolledAt;
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: options.dataDir ?? '/nonexistent',
  });
  const app = await buildApp(config, { database });
  await app.ready();
  const owner = await signIn(app);
  const twoYears = `from=${shiftDayKey(today, 1 - DAYS)}&to=${today}`;
  const twelveWeeks = `from=${shiftDayKey(today, -83)}&to=${today}`;
  const month = `from=${shiftDayKey(today, -29)}&to=${today}`;
  const reads = [
    ...REPORT_KINDS.flatMap((kind) => [
      [`${kind}, 2 years by month`, `/api/admin/reports/${kind}?${twoYears}&by=month`],
      [`${kind}, 12 weeks by week`, `/api/admin/reports/${kind}?${twelveWeeks}&by=week`],
    ]),
    ['payroll, a month', `/api/admin/payroll?${month}`],
    ['payroll, 2 years', `/api/admin/payroll?${twoYears}`],
  ];
  console.log(
    `\n${label}: ${made.lessons} lessons, ${made.events} site events, written in ${(generatedMs / 1000).toFixed(1)} s;` +
      ` the rollup's first sums of ${rolledDays} days took ${(rolledMs / 1000).toFixed(1)} s`,
  );
  console.log('read                              cold ms   median of 5 ms');
  let worst = 0;
  for (const [name, url] of reads) {
    const times: number[] = [];
    for (let i = 0; i < 6; i++) {
      const started = performance.now();
      const res = await app.inject({ method: 'GET', url: url!, headers: owner.headers });
      times.push(performance.now() - started);
      if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
    }
    const warm = median(times.slice(1));
    worst = Math.max(worst, warm);
    console.log(`${name!.padEnd(34)}${times[0]!.toFixed(0).padStart(7)}${warm.toFixed(0).padStart(17)}`);
  }
  console.log(`slowest median: ${worst.toFixed(0)} ms (goal: under 500 ms)`);
  await app.close();
  await database.close();
  return worst;
}

async function main() {
  const worst = [await measure('PGlite', { dataDir: mkdtempSync(join(tmpdir(), 'swim-bench-reports-')) })];
  const postgres = await benchPostgres();
  try {
    worst.push(await measure('PostgreSQL', { databaseUrl: postgres.url }));
  } finally {
    await postgres.stop();
  }
  if (worst.some((ms) => ms >= 500)) process.exitCode = 1;
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
