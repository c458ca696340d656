/** The availability tables' SQL: instructors' weekly hours by the day they start, their time off, and who approves. */
import { and, asc, count, eq, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { availabilityApprovals, availabilityPlans, availabilityTimeOff, instructors } from '../../db/schema';

export type PlanRow = typeof availabilityPlans.$inferSelect;
export type PlanValues = Omit<typeof availabilityPlans.$inferInsert, 'id' | 'status' | 'setAt'>;
export type TimeOffRow = typeof availabilityTimeOff.$inferSelect;

export async function instructorExists(db: Database, instructorId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: instructors.id })
    .from(instructors)
    .where(eq(instructors.id, instructorId));
  return Boolean(row);
}

/** Serialises changes to one instructor's hours (PostgreSQL; the embedded database has one connection). */
export async function lockInstructorAvailability(tx: Database, instructorId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`availability:${instructorId}`}))`);
}

/** Every plan of the instructor, approved ones by the day they start. */
export async function plansOf(db: Database, instructorId: string): Promise<PlanRow[]> {
  return db
    .select()
    .from(availabilityPlans)
    .where(eq(availabilityPlans.instructorId, instructorId))
    .orderBy(asc(availabilityPlans.effectiveFrom), asc(availabilityPlans.setAt));
}

/** Approved hours from `effectiveFrom` replace every approved set starting that day or later. */
export async function insertApprovedPlan(tx: Database, values: PlanValues): Promise<void> {
  await tx
    .delete(availabilityPlans)
    .where(
      and(
        eq(availabilityPlans.instructorId, values.instructorId),
        eq(availabilityPlans.status, 'approved'),
        gte(availabilityPlans.effectiveFrom, values.effectiveFrom),
      ),
    );
  await tx.insert(availabilityPlans).values({ ...values, status: 'approved' });
}

/** The instructor's hours waiting for the owner, in place of any waiting or declined before. */
export async function replaceWaitingPlan(tx: Database, values: PlanValues): Promise<void> {
  await deleteWaitingPlans(tx, values.instructorId, ['pending', 'declined']);
  await tx.insert(availabilityPlans).values({ ...values, status: 'pending' });
}

export async function deleteWaitingPlans(
  tx: Database,
  instructorId: string,
  statuses: readonly ('pending' | 'declined')[],
): Promise<number> {
  const gone = await tx
    .delete(availabilityPlans)
    .where(
      and(eq(availabilityPlans.instructorId, instructorId), inArray(availabilityPlans.status, [...statuses])),
    )
    .returning({ id: availabilityPlans.id });
  return gone.length;
}

export async function markDeclined(tx: Database, planId: string): Promise<void> {
  await tx.update(availabilityPlans).set({ status: 'declined' }).where(eq(availabilityPlans.id, planId));
}

export async function timeOffOf(db: Database, instructorId: string, fromDay: string): Promise<TimeOffRow[]> {
  return db
    .select()
    .from(availabilityTimeOff)
    .where(and(eq(availabilityTimeOff.instructorId, instructorId), gte(availabilityTimeOff.toDay, fromDay)))
    .orderBy(asc(availabilityTimeOff.fromDay), asc(availabilityTimeOff.createdAt));
}

export async function countTimeOffFrom(db: Database, instructorId: string, fromDay: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(availabilityTimeOff)
    .where(and(eq(availabilityTimeOff.instructorId, instructorId), gte(availabilityTimeOff.toDay, fromDay)));
  return row?.n ?? 0;
}

export async function insertTimeOff(
  tx: Database,
  values: { instructorId: string; fromDay: string; toDay: string; note: string | null },
): Promise<TimeOffRow> {
  const [row] = await tx.insert(availabilityTimeOff).values(values).returning();
  return row!; // one row in, one row out
}

/** Deletes the instructor's own time off; another instructor's id deletes nothing. */
export async function deleteTimeOff(db: Database, instructorId: string, timeOffId: string) {
  const [gone] = await db
    .delete(availabilityTimeOff)
    .where(and(eq(availabilityTimeOff.id, timeOffId), eq(availabilityTimeOff.instructorId, instructorId)))
    .returning({ fromDay: availabilityTimeOff.fromDay, toDay: availabilityTimeOff.toDay });
  return gone;
}

export async function needsApproval(db: Database, instructorId: string): Promise<boolean> {
  const [row] = await db
    .select({ needsApproval: availabilityApprovals.needsApproval })
    .from(availabilityApprovals)
    .where(eq(availabilityApprovals.instructorId, instructorId));
  return row?.needsApproval ?? true;
}

export async function saveNeedsApproval(db: Database, instructorId: string, value: boolean): Promise<void> {
  await db
    .insert(availabilityApprovals)
    .values({ instructorId, needsApproval: value })
    .onConflictDoUpdate({
      target: availabilityApprovals.instructorId,
      set: { needsApproval: value, updatedAt: sql`now()` },
    });
}

/** The instructors whose hours wait for the owner, the longest-waiting first. */
export async function pendingPlans(db: Database) {
  return db
    .select({
      instructorId: availabilityPlans.instructorId,
      name: instructors.name,
      setAt: availabilityPlans.setAt,
    })
    .from(availabilityPlans)
    .innerJoin(instructors, eq(instructors.id, availabilityPlans.instructorId))
    .where(and(eq(availabilityPlans.status, 'pending'), eq(instructors.active, true)))
    .orderBy(asc(availabilityPlans.setAt));
}

/**
 * Retention: time off that ended before `day`, and approved hours that a later set, already in effect before `day`,
 * took over from; returns how many rows went.
 */
export async function deleteAvailabilityEndedBefore(db: Database, day: string): Promise<number> {
  const timeOff = await db
    .delete(availabilityTimeOff)
    .where(lt(availabilityTimeOff.toDay, day))
    .returning({ id: availabilityTimeOff.id });
  const later = sql`exists (select 1 from ${availabilityPlans} newer where newer.instructor_id = ${availabilityPlans.instructorId}
    and newer.status = 'approved' and newer.effective_from > ${availabilityPlans.effectiveFrom} and newer.effective_from < ${day})`;
  const plans = await db
    .delete(availabilityPlans)
    .where(and(eq(availabilityPlans.status, 'approved'), lte(availabilityPlans.effectiveFrom, day), later))
    .returning({ id: availabilityPlans.id });
  return timeOff.length + plans.length;
}
