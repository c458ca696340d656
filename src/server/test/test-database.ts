import pg from 'pg';
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
  options: { migrate?: boolean } = {},
): Promise<ScratchPostgres> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('A PostgreSQL test needs DATABASE_URL');
  const name = `${prefix}_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString() });
  if (options.migrate !== false) await handle.migrate();
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
export async function createTestDatabase(): Promise<DatabaseHandle> {
  if (process.env.TEST_DB !== 'postgres') {
    const handle = await openDatabase({});
    await handle.migrate();
    return handle;
  }
  const scratch = await createScratchPostgres('test');
  return { ...scratch.handle, close: scratch.drop };
}
