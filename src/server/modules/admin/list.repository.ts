import { and, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { likePattern, type ParsedListQuery } from './list';

/** An admin table's filter: the status, when the table has one and the query names it, and the search term. */
export function searchWhere(query: ParsedListQuery, columns: PgColumn[], status?: PgColumn): SQL | undefined {
  const like = likePattern(query.search);
  return and(
    status && query.status ? eq(status, query.status) : undefined,
    like ? or(...columns.map((c) => ilike(c, like))) : undefined,
  );
}

/** One page of rows and the count of every row the filter matches, read side by side. */
export async function pagedRows<R>(
  db: Database,
  rows: PromiseLike<R[]>,
  table: PgTable,
  where: SQL | undefined,
) {
  const [items, [total]] = await Promise.all([rows, db.select({ n: count() }).from(table).where(where)]);
  return { rows: items, total: total?.n ?? 0 };
}
