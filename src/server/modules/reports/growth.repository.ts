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

/** Visits (browser sessions that sent anything) per day they were received. */
export async function visitsPerDay(db: Database, start: Date, end: Date) {
  const day = localDay(analyticsEvents.receivedAt);
  return db
    .select({ day, n: sql<number>`count(distinct ${analyticsEvents.sessionId})::int` })
    .from(analyticsEvents)
    .where(within(analyticsEvents.receivedAt, start, end))
    .groupBy(day);
}

export interface SessionOutcomes {
  group: string;
  /** The experiment, for a variant's row. */
  experiment?: string;
  visits: number;
  leads: number;
  requests: number;
  bookings: number;
}

/** Each visit of the period once, with its source, its variants and what it did (sign-up, request, booking). */
const visitsSql = (start: Date, end: Date) => sql`
  select ${analyticsEvents.sessionId} as session_id,
    coalesce(max(${analyticsEvents.data}->>'source') filter (where ${analyticsEvents.name} = 'session_start'), 'unknown') as source,
    (array_agg(${analyticsEvents.variants} order by ${analyticsEvents.receivedAt} desc))[1] as variants,
    bool_or(${analyticsEvents.name} = 'lead_magnet_submitted') as lead,
    bool_or(${analyticsEvents.name} = 'request_sent') as request,
    bool_or(${analyticsEvents.name} = 'conversion') as booked
  from ${analyticsEvents}
  where ${within(analyticsEvents.receivedAt, start, end)}
  group by ${analyticsEvents.sessionId}`;

const outcomes = sql`count(*)::int as visits, (count(*) filter (where lead))::int as leads,
  (count(*) filter (where request))::int as requests, (count(*) filter (where booked))::int as bookings`;

/** Visits and what they did, per source (a campaign's utm_source, the referring site, or direct). */
export async function outcomesBySource(db: Database, start: Date, end: Date): Promise<SessionOutcomes[]> {
  const rows = await db.execute(sql`
    with visits as (${visitsSql(start, end)})
    select source as "group", ${outcomes} from visits group by source order by visits desc, source limit 50`);
  return rowsOf<SessionOutcomes>(rows);
}

/** Visits and what they did, per experiment and variant the visitor was shown. */
export async function outcomesByVariant(db: Database, start: Date, end: Date): Promise<SessionOutcomes[]> {
  const rows = await db.execute(sql`
    with visits as (${visitsSql(start, end)})
    select v.key as experiment, v.value as "group", ${outcomes}
    from visits cross join lateral jsonb_each_text(visits.variants) v
    group by v.key, v.value order by v.key, v.value limit 100`);
  return rowsOf<SessionOutcomes>(rows);
}
