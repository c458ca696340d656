import { sql } from 'drizzle-orm';
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

export async function readSeatVersion(db: Database): Promise<string> {
  // Both drivers answer with `rows`.
  const result = (await db.execute(
    sql`select last_value::text || ':' || is_called::text as version from seat_version`,
  )) as unknown as { rows: { version: string }[] };
  return result.rows[0]?.version ?? '0';
}
