import { lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { daysAgo } from '../../db/intervals';
import { analyticsEvents } from '../../db/schema';

export type NewAnalyticsEvent = typeof analyticsEvents.$inferInsert;

/** Stores the events not stored before (by session and the browser's event id); returns how many are new. */
export async function insertAnalyticsEvents(db: Database, rows: NewAnalyticsEvent[]): Promise<number> {
  if (!rows.length) return 0;
  const stored = await db
    .insert(analyticsEvents)
    .values(rows)
    .onConflictDoNothing({ target: [analyticsEvents.sessionId, analyticsEvents.clientEventId] })
    .returning({ id: analyticsEvents.id });
  return stored.length;
}

/** Retention: deletes events received more than `days` days ago; returns how many went. */
export async function deleteAnalyticsEventsOlderThan(db: Database, days: number): Promise<number> {
  const gone = await db
    .delete(analyticsEvents)
    .where(lt(analyticsEvents.receivedAt, daysAgo(days)))
    .returning({ id: analyticsEvents.id });
  return gone.length;
}
