import { sql } from 'drizzle-orm';
import type { Pool } from 'pg';
import type { Database } from './client';

/**
 * The seat version (see `seatVersion` in schema.ts). Writers bump it after their transaction commits, so a reader
 * that reads the new version also sees the new rows; a read that raced the commit is cached under the old version,
 * which no reader asks for again.
 */
// Every bump in this process, whichever database handle made it. The embedded database is open in one process only
// (its data directory is locked), so there this count alone tells a reader whether anything moved, with no query.
let bumpsInThisProcess = 0;

export async function bumpSeatVersion(db: Database): Promise<void> {
  bumpsInThisProcess += 1;
  await db.execute(sql`select nextval('seat_version')`);
}

/** The seat version as this process knows it: exact for the embedded database, which no other process writes. */
export const localSeatVersion = (): string => `local:${bumpsInThisProcess}`;

const SEAT_VERSION_SQL = `select last_value::text || ':' || is_called::text as version from seat_version`;

export async function readSeatVersion(db: Database): Promise<string> {
  // Both drivers answer with `rows`.
  const result = (await db.execute(sql.raw(SEAT_VERSION_SQL))) as unknown as { rows: { version: string }[] };
  return result.rows[0]?.version ?? '0';
}

/**
 * `readSeatVersion` on PostgreSQL for the calendar's hot read, asked thousands of times a second under load: straight
 * on the pool, as a named statement the server plans once per connection, without the query builder around it.
 */
export function pooledSeatVersionReader(db: Database): () => Promise<string> {
  const pool = (db as unknown as { $client: Pool }).$client;
  const query = { name: 'read-seat-version', text: SEAT_VERSION_SQL, rowMode: 'array' as const };
  return async () => {
    const result = await pool.query<[string]>(query);
    return result.rows[0]?.[0] ?? '0';
  };
}
