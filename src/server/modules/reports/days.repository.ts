import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { DEFAULT_TIME_ZONE } from '@core/catalog/time-zones';

/** The New York day (YYYY-MM-DD) of an instant column, the day every report groups by. */
export function localDay(column: AnyPgColumn | SQL): SQL<string> {
  // The zone is written into the SQL, not bound: a bound zone is a new parameter each time the expression appears,
  // and PostgreSQL then cannot see that the selected day and the grouped day are the same expression.
  return sql<string>`to_char((${column}) at time zone ${sql.raw(ZONE_LITERAL)}, 'YYYY-MM-DD')`;
}

/** The New York date of an instant column, for grouping and ordering (cheaper than its text, made only to show). */
export function localDate(column: AnyPgColumn | SQL): SQL<string> {
  return sql<string>`((${column}) at time zone ${sql.raw(ZONE_LITERAL)})::date`;
}

const ZONE_LITERAL = `'${DEFAULT_TIME_ZONE.replaceAll("'", "''")}'`;

/** An instant from `start` (included) to `end` (excluded). */
export function within(column: AnyPgColumn | SQL, start: Date, end: Date): SQL {
  return sql`(${column} >= ${start} and ${column} < ${end})`;
}

/** The rows of a raw query: both drivers answer with `{ rows }`; Drizzle's shared type leaves it unknown. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
