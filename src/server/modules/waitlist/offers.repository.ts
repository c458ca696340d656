/** SQL for waitlist offers: a freed seat offered to the next family in line, live until claimed, declined or ended. */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { timeSlots, waitlistEntries, waitlistOffers } from '../../db/schema';

/** (entry, time) pairs already offered once, whatever became of the offer. */
export async function offeredPairs(db: Database, entryIds: readonly string[]) {
  if (!entryIds.length) return [];
  return db
    .select({ entryId: waitlistOffers.entryId, slotId: waitlistOffers.slotId })
    .from(waitlistOffers)
    .where(inArray(waitlistOffers.entryId, [...entryIds]));
}

/** Emails holding a live offer on the time. */
export async function emailsWithLiveOffer(tx: Database, slotId: string): Promise<Set<string>> {
  const rows = await tx
    .select({ email: waitlistEntries.email })
    .from(waitlistOffers)
    .innerJoin(waitlistEntries, eq(waitlistEntries.id, waitlistOffers.entryId))
    .where(and(eq(waitlistOffers.slotId, slotId), eq(waitlistOffers.status, 'live')));
  return new Set(rows.map((r) => r.email));
}

export async function insertOffer(tx: Database, values: typeof waitlistOffers.$inferInsert) {
  const [row] = await tx.insert(waitlistOffers).values(values).returning();
  return row!; // one row in, one row out
}

/** Not locked: lock the entry, then its offer (`findLiveOffer`), in that order. */
export async function findOfferByToken(db: Database, tokenHash: string) {
  const [row] = await db.select().from(waitlistOffers).where(eq(waitlistOffers.tokenHash, tokenHash));
  return row;
}

export async function findOffer(db: Database, id: string) {
  const [row] = await db.select().from(waitlistOffers).where(eq(waitlistOffers.id, id));
  return row;
}

/** The entry's live offer, locked. */
export async function findLiveOffer(tx: Database, entryId: string) {
  const [row] = await tx
    .select()
    .from(waitlistOffers)
    .where(and(eq(waitlistOffers.entryId, entryId), eq(waitlistOffers.status, 'live')))
    .for('update');
  return row;
}

/** Every live offer, with its time's status. */
export async function liveOffers(db: Database) {
  return db
    .select({
      id: waitlistOffers.id,
      entryId: waitlistOffers.entryId,
      slotId: waitlistOffers.slotId,
      holdId: waitlistOffers.holdId,
      slotStatus: timeSlots.status,
    })
    .from(waitlistOffers)
    .innerJoin(timeSlots, eq(timeSlots.id, waitlistOffers.slotId))
    .where(eq(waitlistOffers.status, 'live'));
}

/** Ends a live offer; false when it had already ended (another copy or request ended it first). */
export async function endOffer(tx: Database, id: string, status: string): Promise<boolean> {
  const rows = await tx
    .update(waitlistOffers)
    .set({ status, endedAt: sql`now()` })
    .where(and(eq(waitlistOffers.id, id), eq(waitlistOffers.status, 'live')))
    .returning({ id: waitlistOffers.id });
  return rows.length > 0;
}
