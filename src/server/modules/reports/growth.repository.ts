/**
 * SQL of the growth report: the site's own analytics (visits, where they came from, their A/B variants and what each
 * went on to do) beside the stored lead sign-ups, lesson requests and bookings.
 */
import { isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { analyticsEvents, bookings, leads, lessonRequests } from '../../db/schema';
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
 * Each visit of the period once (the day it began, its source, its variants, and whether it signed up, asked for
 * lessons or booked), then counted per day, per source and per experiment's variant: one pass over the events. A
 * visit whose start was never told (a tab that could not keep it) counts under the source "unknown".
 */
export async function visitOutcomes(db: Database, start: Date, end: Date): Promise<VisitOutcomes> {
  const e = analyticsEvents;
  const rows = await db.execute(sql`
    with visits as (
      select ${localDay(sql`min(${e.receivedAt})`)} as day,
        coalesce(max(${e.data}->>'source') filter (where ${e.name} = 'session_start'), 'unknown') as source,
        -- A visit's variants are sent with each of its batches: its start's are its own.
        (array_agg(${e.variants}) filter (where ${e.name} = 'session_start'))[1] as start_variants,
        (array_agg(${e.variants}))[1] as any_variants,
        bool_or(${e.name} = 'lead_magnet_submitted') as lead,
        bool_or(${e.name} = 'request_sent') as request,
        bool_or(${e.name} = 'conversion') as booked
      from ${e}
      where ${within(e.receivedAt, start, end)}
      group by ${e.sessionId}
    )
    select 'day' as kind, day as "group", null::text as experiment, ${outcomes} from visits group by day
    union all
    select 'source', source, null, ${outcomes} from visits group by source
    union all
    select 'variant', v.value, v.key, ${outcomes}
    from visits cross join lateral jsonb_each_text(coalesce(start_variants, any_variants)) v
    group by v.key, v.value`);
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

const outcomes = sql`count(*)::int as visits, (count(*) filter (where lead))::int as leads,
  (count(*) filter (where request))::int as requests, (count(*) filter (where booked))::int as bookings`;
