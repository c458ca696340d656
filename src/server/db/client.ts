import { mkdirSync } from 'node:fs';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Config } from '../config';
import { DEFAULT_DATABASE_POOL, type DatabasePoolSettings } from '../database-settings';
import { lockDataDir } from './data-dir-lock';
import * as schema from './schema';
import { TEST_CLOCK_SEARCH_PATH } from './test-clock';

export type Schema = typeof schema;
/** Both drivers speak the same PostgreSQL dialect; code above this file never knows which one it has. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** Connections now: open, idle, and queries waiting for one (read by /metrics at scrape time). */
  poolUse(): PoolUse;
}

/** PGlite is one connection with no pool: it reports `total` 1 and no idle or waiting figures. */
export interface PoolUse {
  total: number;
  idle?: number;
  waiting?: number;
  max?: number;
}

const here = dirname(fileURLToPath(import.meta.url));
/** Next to this file in the source tree; copied beside the bundle by the build. */
export const migrationsFolder =
  [join(here, 'migrations'), join(here, 'db', 'migrations')].find((p) => existsSync(p)) ??
  join(here, 'migrations');

// One number every server process agrees on, so only one of them migrates at a time.
const MIGRATION_LOCK_KEY = 727_001;

export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir?: string;
  /** An in-memory embedded database starts as a copy of this dump (PGlite's `dumpDataDir`) instead of an empty one. */
  initialData?: Blob;
  /** Resolve now() to the movable test clock (db/test-clock.ts) before the catalog's. */
  testClock?: boolean;
  /** PostgreSQL only: pool size and per-connection timeouts (config's `databasePool`). */
  pool?: DatabasePoolSettings;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl)
    return openPostgres(
      options.databaseUrl,
      options.testClock ?? false,
      options.pool ?? DEFAULT_DATABASE_POOL,
    );
  return openPglite(options.dataDir, options.initialData, options.testClock ?? false);
}

/** The database the settings name, as the server and the commands open it. */
export function openConfiguredDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir' | 'testClock' | 'databasePool'>,
): Promise<DatabaseHandle> {
  return openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    testClock: config.testClock,
    pool: config.databasePool,
  });
}

async function openPglite(
  dataDir: string | undefined,
  initialData: Blob | undefined,
  testClock: boolean,
): Promise<DatabaseHandle> {
  let unlock = () => {};
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    // One process per data directory: a second one stops here with a message naming the first.
    unlock = lockDataDir(dataDir);
  }
  let client: PGlite;
  try {
    client = dataDir
      ? await PGlite.create(join(dataDir, 'pglite'))
      : await PGlite.create(initialData ? { loadDataDir: initialData } : {});
  } catch (err) {
    unlock();
    throw err;
  }
  // PGlite has one connection: setting it once covers every query.
  if (testClock) await client.exec(`SET search_path TO ${TEST_CLOCK_SEARCH_PATH}`);
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    poolUse: () => ({ total: 1 }),
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder }),
    async close() {
      try {
        await client.close();
      } finally {
        unlock();
      }
    },
  };
}

/** Server settings every connection of the pool starts with (libpq's `options`, read before the first query). */
export function connectionOptions(settings: DatabasePoolSettings, testClock: boolean): string {
  const options = [
    `-c statement_timeout=${settings.statementTimeoutMs}`,
    `-c idle_in_transaction_session_timeout=${settings.idleInTransactionTimeoutMs}`,
  ];
  if (testClock) options.push(`-c search_path=${TEST_CLOCK_SEARCH_PATH.replaceAll(' ', '')}`);
  return options.join(' ');
}

async function openPostgres(
  url: string,
  testClock: boolean,
  settings: DatabasePoolSettings,
): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: url,
    max: settings.max,
    connectionTimeoutMillis: settings.connectTimeoutMs,
    options: connectionOptions(settings, testClock),
  });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it on the next query.
  });
  const drizzleDb = drizzlePg(pool, { schema });
  return {
    db: drizzleDb as unknown as Database,
    kind: 'postgres',
    poolUse: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: pool.options.max,
    }),
    async migrate() {
      const lock = await pool.connect();
      try {
        await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        // Migrations run on the connection holding the lock, without the statement timeout meant for requests:
        // building an index on a large table may take longer.
        await lock.query('SET statement_timeout = 0');
        await migratePg(drizzlePg(lock, { schema }), { migrationsFolder });
      } finally {
        await lock.query('RESET statement_timeout').catch(() => undefined);
        await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
        lock.release();
      }
    },
    close: () => pool.end(),
  };
}
