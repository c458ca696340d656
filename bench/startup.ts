/**
 * Start-up to first answered request (GET /healthz), median of 5, on an embedded database that already exists
 * (migrated and seeded by a first, unmeasured start), and on PostgreSQL likewise.
 */
import { benchPostgres, median, startServer, tempDataDir } from './lib/server';

const RUNS = 5;

async function timeStarts(env: Record<string, string>): Promise<number[]> {
  const warm = await startServer(env);
  await warm.stop();
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const s = await startServer(env);
    samples.push(s.startupMs);
    await s.stop();
  }
  return samples;
}

async function main() {
  const pglite = await timeStarts({ DATA_DIR: tempDataDir(), SEED_DEMO: 'true' });
  const postgres = await benchPostgres();
  let pgSamples: number[] = [];
  try {
    pgSamples = await timeStarts({ DATABASE_URL: postgres.url, SEED_DEMO: 'true' });
  } finally {
    await postgres.stop();
  }
  console.log('\nStart-up to first answered request (spawn -> GET /healthz 200), existing database');
  console.log('| database | median ms | samples ms |');
  console.log('|---|---:|---|');
  console.log(`| PGlite | ${median(pglite).toFixed(0)} | ${pglite.map((v) => v.toFixed(0)).join(', ')} |`);
  console.log(
    `| PostgreSQL | ${median(pgSamples).toFixed(0)} | ${pgSamples.map((v) => v.toFixed(0)).join(', ')} |`,
  );
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
