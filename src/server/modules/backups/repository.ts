import type { PGlite } from '@electric-sql/pglite';
import type { Pool } from 'pg';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import * as schema from '../../db/schema';

/** Every table the site's schema defines, and the migrations' own record of what has run. */
const OUR_TABLES = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => getTableName(table));

/** The site's tables the database already has: none in a database a restore may go into. */
export async function tablesOfOursIn(db: Database): Promise<string[]> {
  const result = await db.execute(sql`
    select table_schema || '.' || table_name as name from information_schema.tables
    where (table_schema = 'public' and table_name in (${sql.join(
      OUR_TABLES.map((name) => sql`${name}`),
      sql`, `,
    )}))
       or (table_schema = 'drizzle' and table_name = '__drizzle_migrations')
    order by 1`);
  // Both drivers answer with { rows }; Drizzle's shared type leaves it unknown.
  return (result as unknown as { rows: { name: string }[] }).rows.map((row) => row.name);
}

/** The PGlite instance under the embedded database's Drizzle handle: its dump is the backup. */
export const embeddedClient = (db: Database): PGlite => (db as unknown as { $client: PGlite }).$client;

/** One number every server copy agrees on for the scheduled backup (the migrations use 727_001). */
const SCHEDULED_BACKUP_LOCK_KEY = 727_160;

/**
 * Runs `work` while this copy holds the scheduled backup's advisory lock on PostgreSQL, or returns undefined when
 * another copy holds it; copies sharing one backups folder then take one backup between them. The lock is held on a
 * connection of its own, idle while pg_dump runs, and goes with that connection if the process dies. The embedded
 * database has one process, which needs no lock.
 */
export async function whileScheduledBackupClaimed<T>(
  db: Database,
  kind: 'pglite' | 'postgres',
  work: () => Promise<T>,
): Promise<T | undefined> {
  if (kind === 'pglite') return work();
  const pool = (db as unknown as { $client: Pool }).$client;
  const connection = await pool.connect();
  try {
    const claim = await connection.query<{ claimed: boolean }>('select pg_try_advisory_lock($1) as claimed', [
      SCHEDULED_BACKUP_LOCK_KEY,
    ]);
    if (!claim.rows[0]?.claimed) return undefined;
    try {
      return await work();
    } finally {
      await connection.query('select pg_advisory_unlock($1)', [SCHEDULED_BACKUP_LOCK_KEY]);
    }
  } finally {
    connection.release();
  }
}
