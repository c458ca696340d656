/** SQL for the changes families make to a lesson (lesson_changes): a move waiting for its payment, applied or voided. */
import { and, asc, desc, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { holds, lessonChanges, payments } from '../../../db/schema';

export type LessonChangeRow = typeof lessonChanges.$inferSelect;

export async function insertLessonChange(tx: Database, input: typeof lessonChanges.$inferInsert) {
  const [row] = await tx.insert(lessonChanges).values(input).returning();
  return row!; // one row in, one row out
}

export async function setChangeHold(tx: Database, changeId: string, holdId: string) {
  await tx.update(lessonChanges).set({ holdId }).where(eq(lessonChanges.id, changeId));
}

/** Moves still waiting for payment whose held seat ended (or was released) more than `graceMinutes` ago. */
export async function stalePendingChanges(db: Database, graceMinutes: number, limit = 50) {
  return db
    .select({ id: lessonChanges.id, bookingId: lessonChanges.bookingId, lessonId: lessonChanges.lessonId })
    .from(lessonChanges)
    .leftJoin(holds, eq(holds.id, lessonChanges.holdId))
    .where(
      and(
        eq(lessonChanges.status, 'pending_payment'),
        lt(lessonChanges.createdAt, sql`now() - make_interval(mins => ${graceMinutes})`),
        sql`(${holds.id} is null or ${holds.releasedAt} is not null
          or ${holds.expiresAt} < now() - make_interval(mins => ${graceMinutes}))`,
      ),
    )
    .orderBy(asc(lessonChanges.createdAt))
    .limit(limit);
}

export async function findLessonChange(db: Database, changeId: string) {
  const [row] = await db.select().from(lessonChanges).where(eq(lessonChanges.id, changeId));
  return row;
}

export async function setLessonChangeStatus(
  tx: Database,
  changeId: string,
  status: 'applied' | 'voided' | 'refunded',
) {
  await tx
    .update(lessonChanges)
    .set({ status, ...(status === 'applied' ? { appliedAt: sql`now()` } : {}) })
    .where(eq(lessonChanges.id, changeId));
}

/** A lesson's moves still waiting for their payment. */
/**
 * The lineage of the lesson's latest move hold while it is live or ended less than `minutes` ago: a new move of the
 * lesson then continues it (and its one extension) instead of starting a fresh hold.
 */
export async function recentMoveHoldLineage(tx: Database, lessonId: string, minutes: number) {
  const [row] = await tx
    .select({ lineageId: sql<string>`coalesce(${holds.lineageId}, ${holds.id})` })
    .from(lessonChanges)
    .innerJoin(holds, eq(holds.id, lessonChanges.holdId))
    .where(
      and(
        eq(lessonChanges.lessonId, lessonId),
        sql`least(coalesce(${holds.releasedAt}, ${holds.expiresAt}), ${holds.expiresAt}) > now() - make_interval(mins => ${minutes})`,
      ),
    )
    .orderBy(desc(lessonChanges.createdAt))
    .limit(1);
  return row?.lineageId;
}

export async function pendingChangesOfLesson(tx: Database, lessonId: string) {
  return tx
    .select()
    .from(lessonChanges)
    .where(and(eq(lessonChanges.lessonId, lessonId), eq(lessonChanges.status, 'pending_payment')));
}

export async function paymentOfChange(db: Database, changeId: string) {
  const [row] = await db.select().from(payments).where(eq(payments.lessonChangeId, changeId));
  return row;
}
