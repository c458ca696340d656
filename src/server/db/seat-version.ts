import { sql } from 'drizzle-orm';
import type { Database } from './client';

/**
 * The seat version (see `seatVersion` in schema.ts). Writers bump it after their transaction commits, so a reader
 * that reads the new version also sees the new rows; a read that raced the commit is cached under the old version,
 * which no reader asks for again.
 */
export async function bumpSeatVersion(db: Database): Promise<void> {
  await db.execute(sql`select nextval('seat_version')`);
}

export async function readSeatVersion(db: Database): Promise<string> {
  // Both drivers answer with `rows`.
  const result = (await db.execute(
    sql`select last_value::text || ':' || is_called::text as version from seat_version`,
  )) as unknown as { rows: { version: string }[] };
  return result.rows[0]?.version ?? '0';
}
