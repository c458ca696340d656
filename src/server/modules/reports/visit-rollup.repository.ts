/**
 * The visits rollup: per day a visit began, the visits (the site's own analytics, one per browser tab's session) and
 * whether each signed up, asked for lessons or booked, in all, by source and by A/B variant. A visit whose start was
 * never told (a tab that could not keep it) counts under the source "unknown".
 */
import { sql } from 'drizzle-orm';
import { analyticsEvents as e, reportVisitDays } from '../../db/schema';
import { localDate } from './days.repository';
import { dayList, type Tx } from './rollups.repository';

export async function rollUpVisitDays(tx: Tx, unordered: readonly string[]): Promise<void> {
  if (!unordered.length) return;
  const days = [...unordered].sort();
  const list = dayList(days);
  await tx.execute(sql`delete from ${reportVisitDays} where ${reportVisitDays.day} in (${list})`);
  await tx.execute(sql`
    with started as (
      -- The visits with an event on one of the days: those that began then are among them.
      select distinct ${e.sessionId} as session_id from ${e}
      where ${e.receivedAt} >= (${days[0]}::date - 1)::timestamp at time zone 'UTC'
        and ${e.receivedAt} < (${days[days.length - 1]}::date + 2)::timestamp at time zone 'UTC'
        and ${localDate(e.receivedAt)} in (${list})
    ),
    visits as (
      select ${localDate(sql`min(${e.receivedAt})`)} as day,
        coalesce(max(${e.data}->>'source') filter (where ${e.name} = 'session_start'), 'unknown') as source,
        -- A visit's variants are sent with each of its batches: its start's are its own.
        coalesce((array_agg(${e.variants} order by ${e.receivedAt}) filter (where ${e.name} = 'session_start'))[1],
          (array_agg(${e.variants} order by ${e.receivedAt}))[1]) as variants,
        bool_or(${e.name} = 'lead_magnet_submitted') as lead,
        bool_or(${e.name} = 'request_sent') as request,
        bool_or(${e.name} = 'conversion') as booked
      from ${e} where ${e.sessionId} in (select session_id from started)
      group by ${e.sessionId}
    ),
    chosen as (select * from visits where day in (${list}))
    insert into ${reportVisitDays} (day, kind, experiment, grp, visits, leads, requests, bookings)
    select day, 'day', '', '', ${outcomes} from chosen group by day
    union all
    select day, 'source', '', source, ${outcomes} from chosen group by day, source
    union all
    select day, 'variant', v.key, v.value, ${outcomes}
    from chosen cross join lateral jsonb_each_text(variants) v
    group by day, v.key, v.value`);
}

const outcomes = sql`count(*)::int, (count(*) filter (where lead))::int, (count(*) filter (where request))::int,
  (count(*) filter (where booked))::int`;
