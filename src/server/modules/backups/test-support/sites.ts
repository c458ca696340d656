/**
 * Sites for backup tests, on the engine the test project runs (TEST_DB): the real app on a migrated source database,
 * and an empty target to restore into, with the configuration `npm run backup` and `npm run restore` would read.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../../../app';
import { loadConfig, type Config } from '../../../config';
import { openDatabase, type DatabaseHandle } from '../../../db/client';
import { readTemplate } from '../../../test/pglite-template';
import { createScratchPostgres, type ScratchPostgres } from '../../../test/test-database';

export const onPostgres = process.env.TEST_DB === 'postgres';

export interface Site {
  app: FastifyInstance;
  config: Config;
  close(): Promise<void>;
}

/** A database ready to be a site, and the settings that point the commands at it. */
interface Target {
  env: Record<string, string>;
  open(): Promise<DatabaseHandle>;
  drop(): Promise<void>;
}

export const configFor = (env: Record<string, string>): Config =>
  loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PAYMENT_GATEWAY: 'test', SEED_DEMO: 'false', ...env });

/** The app on `target`, migrated as a start would. */
export async function openSite(target: Target, backupDir: string): Promise<Site> {
  const config = configFor({ ...target.env, BACKUP_DIR: backupDir });
  const database = await target.open();
  await database.migrate();
  const app = await buildApp(config, { database });
  await app.ready();
  return {
    app,
    config,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** Each site opens its own pool on the scratch database; dropping it ends the scratch handle's. */
const postgresTarget = (scratch: ScratchPostgres): Target => ({
  env: { DATABASE_URL: scratch.url },
  open: () => openDatabase({ databaseUrl: scratch.url }),
  drop: scratch.drop,
});

/** A migrated database: on the embedded engine an in-memory copy of the suite's template. */
export async function sourceDatabase(): Promise<Target> {
  if (onPostgres) {
    const scratch = await createScratchPostgres('backup_source');
    return postgresTarget(scratch);
  }
  return {
    env: { DATA_DIR: '/nonexistent' },
    open: () => openDatabase({ initialData: readTemplate(inject('pgliteTemplate')) }),
    drop: async () => {},
  };
}

/** An empty target: a new PostgreSQL database with no tables, or a data directory that does not exist yet. */
export async function emptyTarget(): Promise<Target> {
  if (onPostgres) {
    return postgresTarget(await createScratchPostgres('backup_target', { migrate: false }));
  }
  const root = mkdtempSync(join(tmpdir(), 'swim-restore-'));
  const dataDir = join(root, 'data');
  return {
    env: { DATA_DIR: dataDir },
    open: () => openDatabase({ dataDir }),
    drop: async () => rmSync(root, { recursive: true, force: true }),
  };
}
