/**
 * The daily rollups' bookkeeping: the days marked changed (by the triggers of migration 0020), taken in one
 * transaction under one lock, and the days summed at least once.
 */
import { and, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { reportRolledDays, reportStaleDays } from '../../db/schema';
import { rowsOf } from './days.repository';

export type RollupKind = 'lessons' | 'visits';
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Runs `work` in a transaction that holds the rollups' lock, on every server copy: two refreshes never interleave, so
 * a later one never has its sums overwritten by an earlier one's older reading.
 */
export function withRollupLock<T>(db: Database, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('reports:rollups'))`);
    return work(tx);
  });
}

/** Takes every marked day (deleted here, so a failed refresh puts them back by rolling back), each once. */
export async function takeStaleDays(tx: Tx): Promise<Record<RollupKind, string[]>> {
  const rows = rowsOf<{ kind: RollupKind; day: string }>(
    await tx.execute(sql`
      with taken as (delete from ${reportStaleDays} returning kind, day)
      select distinct kind, to_char(day, 'YYYY-MM-DD') as day from taken order by 2`),
  );
  return {
    lessons: rows.filter((r) => r.kind === 'lessons').map((r) => r.day),
    visits: rows.filter((r) => r.kind === 'visits').map((r) => r.day),
  };
}

/** Whether any day waits to be summed. */
export async function anyStaleDay(db: Database): Promise<boolean> {
  const [row] = await db.select({ id: reportStaleDays.id }).from(reportStaleDays).limit(1);
  return row !== undefined;
}

/** Of `days`, those summed before. */
export async function rolledBefore(tx: Tx, kind: RollupKind, days: readonly string[]): Promise<Set<string>> {
  if (!days.length) return new Set();
  const rows = await tx
    .select({ day: reportRolledDays.day })
    .from(reportRolledDays)
    .where(and(sql`${reportRolledDays.kind} = ${kind}`, inArray(reportRolledDays.day, [...days])));
  return new Set(rows.map((r) => r.day));
}

export async function markRolled(tx: Tx, kind: RollupKind, days: readonly string[]): Promise<void> {
  if (!days.length) return;
  await tx
    .insert(reportRolledDays)
    .values(days.map((day) => ({ kind, day })))
    .onConflictDoUpdate({
      target: [reportRolledDays.kind, reportRolledDays.day],
      set: { rolledAt: sql`now()` },
    });
}

/** A list of days for `in (...)`, as dates. */
export const dayList = (days: readonly string[]) =>
  sql.join(
    days.map((d) => sql`${d}::date`),
    sql`, `,
  );
