/**
 * `npm run migrate`: applies the migrations the database lacks, then exits; a deploy can run it once before starting
 * the new release's copies. The server still migrates at start-up (under the same advisory lock), so this step is
 * optional. Migrations only expand (docs/decisions/0163), so copies of the previous release keep running meanwhile.
 */
import { ConfigError } from '../config';
import { openConfiguredDatabase } from '../db/client';
import { loadSettings } from '../env-file';
import { DataDirLockedError } from '../db/data-dir-lock';

async function migrate() {
  const config = loadSettings();
  const database = await openConfiguredDatabase(config);
  try {
    const started = performance.now();
    await database.migrate();
    console.log(
      `Migrations applied (${database.kind === 'pglite' ? `embedded, ${config.dataDir}` : 'PostgreSQL'}) in ${Math.round(performance.now() - started)} ms.`,
    );
  } finally {
    await database.close();
  }
}

migrate().catch((err: unknown) => {
  console.error(err instanceof ConfigError || err instanceof DataDirLockedError ? err.message : err);
  process.exit(1);
});
