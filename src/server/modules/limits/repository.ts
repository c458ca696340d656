import { lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rateLimitHits } from '../../db/schema';

/** The start of the fixed window `now()` falls in, on the database clock, so every server copy agrees on it. */
const currentWindowStart = (windowMs: number) =>
  sql`to_timestamp(floor(extract(epoch from now()) * 1000 / ${windowMs}) * ${windowMs} / 1000.0)`;

/**
 * Counts one hit in the bucket's current fixed window (windows start on the database clock, so every server copy
 * counts into the same row) and returns the count so far and when the window ends. One statement: two copies
 * counting at once both land, one after the other, on the row.
 */
export async function countHit(db: Database, bucket: string, windowMs: number, weight = 1) {
  const windowStart = currentWindowStart(windowMs);
  const [row] = await db
    .insert(rateLimitHits)
    .values({ bucket, windowStart, hits: weight })
    .onConflictDoUpdate({
      target: [rateLimitHits.bucket, rateLimitHits.windowStart],
      set: { hits: sql`${rateLimitHits.hits} + ${weight}` },
    })
    .returning({
      hits: rateLimitHits.hits,
      resetInMs: sql<number>`ceil(extract(epoch from (${rateLimitHits.windowStart} + make_interval(secs => ${windowMs / 1000}) - now())) * 1000)::int`,
    });
  return { hits: row?.hits ?? weight, resetInMs: Math.max(0, Number(row?.resetInMs ?? windowMs)) };
}

/** Hits of the bucket's current window, without counting one. */
export async function currentHits(db: Database, bucket: string, windowMs: number): Promise<number> {
  const [row] = await db
    .select({ hits: rateLimitHits.hits })
    .from(rateLimitHits)
    .where(
      sql`${rateLimitHits.bucket} = ${bucket} and ${rateLimitHits.windowStart} = ${currentWindowStart(windowMs)}`,
    );
  return row?.hits ?? 0;
}

/** Takes one hit back from the bucket's current window, never below zero. */
export async function uncountHit(db: Database, bucket: string, windowMs: number): Promise<void> {
  await db
    .update(rateLimitHits)
    .set({ hits: sql`${rateLimitHits.hits} - 1` })
    .where(
      sql`${rateLimitHits.bucket} = ${bucket} and ${rateLimitHits.hits} > 0 and ${rateLimitHits.windowStart} = ${currentWindowStart(windowMs)}`,
    );
}

/** Drops windows that ended long ago. */
export async function deleteOldWindows(db: Database, olderThanMs: number): Promise<number> {
  const rows = await db
    .delete(rateLimitHits)
    .where(lt(rateLimitHits.windowStart, sql`now() - make_interval(secs => ${olderThanMs / 1000})`))
    .returning({ bucket: rateLimitHits.bucket });
  return rows.length;
}
