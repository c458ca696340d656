/**
 * First-party analytics: the browser's growth events and A/B assignments, stored for the owner's growth report. A
 * request carrying Do Not Track or Global Privacy Control stores nothing (the browser should not have sent it); the
 * same event sent twice is stored once.
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { analyticsBatchSchema } from '@core/api/growth';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { deleteAnalyticsEventsOlderThan, insertAnalyticsEvents } from './analytics.repository';

/** The browser asked not to be tracked: `DNT: 1` or `Sec-GPC: 1`. */
const asksNotToBeTracked = (headers: IncomingHttpHeaders) =>
  headers['dnt'] === '1' || headers['sec-gpc'] === '1';

export async function recordAnalytics(
  db: Database,
  batch: z.output<typeof analyticsBatchSchema>,
  headers: IncomingHttpHeaders,
): Promise<{ stored: number }> {
  if (asksNotToBeTracked(headers)) return { stored: 0 };
  const stored = await insertAnalyticsEvents(
    db,
    batch.events.map((e) => ({
      sessionId: batch.sessionId,
      clientEventId: e.id,
      name: e.name,
      path: e.path,
      deviceClass: e.deviceClass,
      occurredAt: new Date(e.at),
      data: e.data ?? null,
      variants: batch.variants,
    })),
  );
  return { stored };
}

/** Retention: the events received more than `days` days ago go. */
export const eraseOldAnalyticsEvents = (db: Database, days: number) =>
  deleteAnalyticsEventsOlderThan(db, days);
