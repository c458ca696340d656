import type { PGlite } from '@electric-sql/pglite';
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
