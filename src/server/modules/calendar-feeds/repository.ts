/** The calendar feeds' SQL: one live feed per family email or instructor, found by its token's hash. */
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { daysAgo } from '../../db/intervals';
import { calendarFeeds } from '../../db/schema';

export type FeedOwner = { kind: 'family'; email: string } | { kind: 'instructor'; instructorId: string };

const ownedBy = (owner: FeedOwner) =>
  owner.kind === 'family'
    ? and(eq(calendarFeeds.kind, 'family'), eq(calendarFeeds.email, owner.email))
    : and(eq(calendarFeeds.kind, 'instructor'), eq(calendarFeeds.instructorId, owner.instructorId));

export async function findFeedOf(db: Database, owner: FeedOwner) {
  const [row] = await db.select().from(calendarFeeds).where(ownedBy(owner));
  return row;
}

/** The owner's new feed in place of any before it, in one transaction: the old address stops as this one starts. */
export async function replaceFeed(db: Database, owner: FeedOwner, tokenHash: string) {
  return db.transaction(async (tx) => {
    await tx.delete(calendarFeeds).where(ownedBy(owner));
    const [row] = await tx
      .insert(calendarFeeds)
      .values({
        kind: owner.kind,
        email: owner.kind === 'family' ? owner.email : null,
        instructorId: owner.kind === 'instructor' ? owner.instructorId : null,
        tokenHash,
      })
      .returning();
    return row!; // one row in, one row out
  });
}

export async function deleteFeedOf(db: Database, owner: FeedOwner): Promise<boolean> {
  const gone = await db.delete(calendarFeeds).where(ownedBy(owner)).returning({ id: calendarFeeds.id });
  return gone.length > 0;
}

/** The feed with this token's hash, marked read now (at most once a minute, to keep reads cheap). */
export async function readFeed(db: Database, tokenHash: string) {
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.tokenHash, tokenHash));
  if (row && (!row.lastReadAt || row.lastReadAt.getTime() < Date.now() - 60_000))
    await db
      .update(calendarFeeds)
      .set({ lastReadAt: sql`now()` })
      .where(eq(calendarFeeds.id, row.id));
  return row;
}

/** Retention: feeds nobody has read (or made and never read) for `days` days; returns how many went. */
export async function deleteFeedsUnreadFor(db: Database, days: number): Promise<number> {
  const gone = await db
    .delete(calendarFeeds)
    .where(
      or(
        lt(calendarFeeds.lastReadAt, daysAgo(days)),
        and(isNull(calendarFeeds.lastReadAt), lt(calendarFeeds.createdAt, daysAgo(days))),
      ),
    )
    .returning({ id: calendarFeeds.id });
  return gone.length;
}
