import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { bookings, holds, outbox } from '../db/schema';
import { liveHoldSql } from '../db/seats';

/** What /metrics reads from the database at each scrape, for every server copy at once. */
export interface ScrapeReading {
  outboxBacklog: number;
  outboxOldestUnsentSeconds: number;
  outboxParked: number;
  holdsOpen: number;
  checkoutsOpen: number;
}

/**
 * One round trip of counts, each answered from an index (outbox by status, holds by expiry, bookings by status),
 * so a scrape every few seconds costs the database next to nothing. Reads only; the rows' owners write them.
 */
export async function readScrapeFigures(db: Database): Promise<ScrapeReading> {
  const pending = sql`${outbox.status} = 'pending'`;
  const result = (await db.execute(sql`select
    (select count(*)::int from ${outbox} where ${pending}) as "outboxBacklog",
    (select coalesce(extract(epoch from now() - min(${outbox.createdAt})), 0)::float8 from ${outbox} where ${pending})
      as "outboxOldestUnsentSeconds",
    (select count(*)::int from ${outbox} where ${outbox.status} = 'parked') as "outboxParked",
    (select count(*)::int from ${holds} where ${liveHoldSql}) as "holdsOpen",
    (select count(*)::int from ${bookings} where ${bookings.status} = 'pending_payment') as "checkoutsOpen"
  `)) as unknown as { rows: ScrapeReading[] };
  const [row] = result.rows;
  if (!row) throw new Error('the metrics counts returned no row');
  return row;
}
