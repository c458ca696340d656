/** SQL for the changes families make to a lesson (lesson_changes): a move waiting for its payment, applied or voided. */
import { and, asc, desc, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { holds, lessonChanges, payments } from '../../../db/schema';
import { LESSON_CHANGE_START, type LessonChangeStatus } from './lesson-life';

export type LessonChangeRow = typeof lessonChanges.$inferSelect;

/** Writes a change in the first status of its life (lesson-life.ts). */
export async function insertLessonChange(
  tx: Database,
  input: Omit<typeof lessonChanges.$inferInsert, 'status'>,
) {
  const [row] = await tx
    .insert(lessonChanges)
    .values({ ...input, status: LESSON_CHANGE_START })
    .returning();
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

/**
 * Moves a change from `from` to `to` only if it is still in `from`: a move the table allows (lesson-life.ts), made
 * once. False when the row had already left `from`.
 */
export async function moveLessonChangeStatus(
  tx: Database,
  changeId: string,
  from: LessonChangeStatus,
  to: LessonChangeStatus,
): Promise<boolean> {
  const rows = await tx
    .update(lessonChanges)
    .set({ status: to, ...(to === 'applied' ? { appliedAt: sql`now()` } : {}) })
    .where(and(eq(lessonChanges.id, changeId), eq(lessonChanges.status, from)))
    .returning({ id: lessonChanges.id });
  return rows.length > 0;
}

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

/** A lesson's moves still waiting for their payment. */
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
