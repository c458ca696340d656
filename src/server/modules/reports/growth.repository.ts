/**
 * SQL of the growth report: the site's own analytics (visits, where they came from, their A/B variants and what each
 * went on to do, from the daily rollup) beside the stored lead sign-ups, lesson requests and bookings.
 */
import { isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { DayRange } from '@core/rules/report-periods';
import { bookings, leads, lessonRequests, reportVisitDays } from '../../db/schema';
import { localDay, rowsOf, within } from './days.repository';

/** Rows counted per day of a table's instant column. */
async function countPerDay(
  db: Database,
  table: typeof leads | typeof lessonRequests | typeof bookings,
  column: typeof leads.createdAt | typeof lessonRequests.createdAt | typeof bookings.confirmedAt,
  start: Date,
  end: Date,
) {
  const day = localDay(column);
  return db
    .select({ day, n: sql<number>`count(*)::int` })
    .from(table)
    .where(sql`${isNotNull(column)} and ${within(column, start, end)}`)
    .groupBy(day);
}

export const leadsPerDay = (db: Database, start: Date, end: Date) =>
  countPerDay(db, leads, leads.createdAt, start, end);
export const requestsPerDay = (db: Database, start: Date, end: Date) =>
  countPerDay(db, lessonRequests, lessonRequests.createdAt, start, end);
export const bookingsPerDay = (db: Database, start: Date, end: Date) =>
  countPerDay(db, bookings, bookings.confirmedAt, start, end);

export interface SessionOutcomes {
  /** A day (YYYY-MM-DD), a source, or a variant of `experiment`. */
  group: string;
  experiment: string | null;
  visits: number;
  leads: number;
  requests: number;
  bookings: number;
}

export interface VisitOutcomes {
  days: SessionOutcomes[];
  sources: SessionOutcomes[];
  variants: SessionOutcomes[];
}

/**
 * The period's visits and what they went on to do, per day, per source (the 50 with the most visits) and per
 * experiment's variant, summed from the daily rollup (visit-rollup.repository.ts).
 */
export async function visitOutcomes(db: Database, range: DayRange): Promise<VisitOutcomes> {
  const v = reportVisitDays;
  const rows = await db.execute(sql`
    select ${v.kind} as kind, case when ${v.kind} = 'day' then to_char(${v.day}, 'YYYY-MM-DD') else ${v.grp} end
        as "group",
      case when ${v.kind} = 'variant' then ${v.experiment} end as experiment,
      sum(${v.visits})::int as visits, sum(${v.leads})::int as leads, sum(${v.requests})::int as requests,
      sum(${v.bookings})::int as bookings
    from ${v} where ${v.day} >= ${range.from} and ${v.day} <= ${range.to}
    group by 1, 2, 3`);
  const all = rowsOf<SessionOutcomes & { kind: 'day' | 'source' | 'variant' }>(rows);
  const of = (kind: string) => all.filter((r) => r.kind === kind).map(({ kind: _kind, ...r }) => r);
  return {
    days: of('day'),
    sources: of('source')
      .sort((a, b) => b.visits - a.visits || a.group.localeCompare(b.group))
      .slice(0, 50),
    variants: of('variant').sort(
      (a, b) => (a.experiment ?? '').localeCompare(b.experiment ?? '') || a.group.localeCompare(b.group),
    ),
  };
}
