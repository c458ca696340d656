import pg from 'pg';
import { inject } from 'vitest';
import { readTemplate } from './pglite-template';
import { openDatabase, type DatabaseHandle } from '../db/client';

export interface ScratchPostgres {
  url: string;
  handle: DatabaseHandle;
  /** Closes the handle and drops the database. */
  drop(): Promise<void>;
}

/**
 * A new database on the PostgreSQL server named by DATABASE_URL, for one test file to own; migrated unless
 * `migrate: false` (an empty database, as a first deployment finds it).
 */
export async function createScratchPostgres(
  prefix: string,
  options: { migrate?: boolean; testClock?: boolean } = {},
): Promise<ScratchPostgres> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('A PostgreSQL test needs DATABASE_URL');
  const name = `${prefix}_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  // A migrated database is a copy of the suite's migrated template, when its global setup made one.
  const template = options.migrate !== false ? inject('postgresTemplate') : undefined;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), testClock: options.testClock });
  if (options.migrate !== false) await handle.migrate(); // a copy of the template: this only confirms it
  return {
    url: url.toString(),
    handle,
    async drop() {
      await handle.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

/**
 * A fresh, migrated database for one test file: an in-memory PGlite, or (TEST_DB=postgres) a new
 * database created on the server named by DATABASE_URL and dropped afterwards.
 */
export async function createTestDatabase(
  options: { testClock?: boolean } = {},
): Promise<DatabaseHandle & { url?: string }> {
  if (process.env.TEST_DB !== 'postgres') {
    const handle = await openDatabase({
      initialData: readTemplate(inject('pgliteTemplate')),
      testClock: options.testClock,
    });
    await handle.migrate(); // already migrated in the template: this only confirms it
    return handle;
  }
  const scratch = await createScratchPostgres('test', options);
  return { ...scratch.handle, close: scratch.drop, url: scratch.url };
}
