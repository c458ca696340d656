/** SQL for instructors' sign-in, attendance, milestone sign-offs and progress reports: the tables this module owns. */
import { and, asc, desc, eq, gt, inArray, isNull, lt, max, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { daysAgo } from '../../db/intervals';
import {
  instructorLinks,
  instructorSessions,
  instructors,
  lessonAttendance,
  lessonProgressReports,
  milestoneSignoffs,
} from '../../db/schema';

export function inTransaction<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => work(tx as unknown as Database));
}

export type InstructorRow = typeof instructors.$inferSelect;

export async function findInstructor(db: Database, id: string): Promise<InstructorRow | undefined> {
  const [row] = await db.select().from(instructors).where(eq(instructors.id, id));
  return row;
}

/** An active instructor by email, compared trimmed and lower-cased. */
export async function findActiveInstructorByEmail(db: Database, email: string) {
  const [row] = await db
    .select()
    .from(instructors)
    .where(and(sql`lower(trim(${instructors.email})) = ${email}`, eq(instructors.active, true)))
    .orderBy(asc(instructors.createdAt))
    .limit(1);
  return row;
}

export async function insertLink(
  db: Database,
  row: { tokenHash: string; instructorId: string; kind: 'invite' | 'sign_in'; minutes: number },
): Promise<string> {
  const [created] = await db
    .insert(instructorLinks)
    .values({
      tokenHash: row.tokenHash,
      instructorId: row.instructorId,
      kind: row.kind,
      expiresAt: sql`now() + make_interval(mins => ${row.minutes})`,
    })
    .returning({ id: instructorLinks.id });
  return created!.id; // one row in, one row out
}

/** Spends an unused, unexpired link of an active instructor in one statement: two phones cannot both use it. */
export async function consumeLink(db: Database, tokenHash: string): Promise<string | undefined> {
  const [row] = await db
    .update(instructorLinks)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(instructorLinks.tokenHash, tokenHash),
        gt(instructorLinks.expiresAt, sql`now()`),
        isNull(instructorLinks.usedAt),
        sql`exists (select 1 from ${instructors} where ${instructors.id} = ${instructorLinks.instructorId} and ${instructors.active})`,
      ),
    )
    .returning({ instructorId: instructorLinks.instructorId });
  return row?.instructorId;
}

/** When each instructor was last invited. */
export async function lastInvites(db: Database) {
  return db
    .select({ instructorId: instructorLinks.instructorId, at: max(instructorLinks.createdAt) })
    .from(instructorLinks)
    .where(eq(instructorLinks.kind, 'invite'))
    .groupBy(instructorLinks.instructorId);
}

export async function insertSession(db: Database, idHash: string, instructorId: string, days: number) {
  await db.insert(instructorSessions).values({
    idHash,
    instructorId,
    expiresAt: sql`now() + make_interval(days => ${days})`,
  });
}

/** The instructor of a live session, while the instructor is still active. */
export async function findLiveSession(db: Database, idHash: string) {
  const [row] = await db
    .select({ id: instructors.id, name: instructors.name, email: instructors.email })
    .from(instructorSessions)
    .innerJoin(instructors, eq(instructors.id, instructorSessions.instructorId))
    .where(
      and(
        eq(instructorSessions.idHash, idHash),
        gt(instructorSessions.expiresAt, sql`now()`),
        eq(instructors.active, true),
      ),
    );
  return row;
}

/**
 * Spends every link of the instructor not yet used and ends every session: what was sent or signed in before no
 * longer opens the day sheets. Returns how many sessions ended.
 */
export async function revokeAccess(db: Database, instructorId: string): Promise<number> {
  await db
    .update(instructorLinks)
    .set({ usedAt: sql`now()` })
    .where(and(eq(instructorLinks.instructorId, instructorId), isNull(instructorLinks.usedAt)));
  const ended = await db
    .delete(instructorSessions)
    .where(eq(instructorSessions.instructorId, instructorId))
    .returning({ idHash: instructorSessions.idHash });
  return ended.length;
}

export async function deleteSession(db: Database, idHash: string) {
  await db.delete(instructorSessions).where(eq(instructorSessions.idHash, idHash));
}

export async function pruneExpired(db: Database, graceMinutes: number) {
  const before = sql`now() - make_interval(mins => ${graceMinutes})`;
  await db
    .delete(instructorLinks)
    .where(and(lt(instructorLinks.expiresAt, before), eq(instructorLinks.kind, 'sign_in')));
  await db.delete(instructorSessions).where(lt(instructorSessions.expiresAt, before));
}

// Attendance and sign-offs ------------------------------------------------------------------------------------------

export async function attendanceOf(db: Database, lessonIds: readonly string[]) {
  if (!lessonIds.length) return [];
  return db
    .select()
    .from(lessonAttendance)
    .where(inArray(lessonAttendance.lessonId, [...lessonIds]));
}

export async function upsertAttendance(
  db: Database,
  row: { lessonId: string; swimmerId: string; status: string; instructorId: string },
) {
  await db
    .insert(lessonAttendance)
    .values(row)
    .onConflictDoUpdate({
      target: [lessonAttendance.lessonId, lessonAttendance.swimmerId],
      set: { status: row.status, instructorId: row.instructorId, recordedAt: sql`now()` },
    });
}

export type SignoffRow = typeof milestoneSignoffs.$inferSelect;

/** Sign-offs of the given swimmers (family email and swimmer key pairs). */
export async function signoffsOfSwimmers(db: Database, swimmers: readonly { email: string; key: string }[]) {
  if (!swimmers.length) return [];
  const emails = [...new Set(swimmers.map((s) => s.email))];
  const rows = await db.select().from(milestoneSignoffs).where(inArray(milestoneSignoffs.email, emails));
  const wanted = new Set(swimmers.map((s) => `${s.email}|${s.key}`));
  return rows.filter((r) => wanted.has(`${r.email}|${r.swimmerKey}`));
}

export async function signoffsOfEmail(db: Database, email: string) {
  return db
    .select({
      swimmerKey: milestoneSignoffs.swimmerKey,
      milestoneId: milestoneSignoffs.milestoneId,
      levelId: milestoneSignoffs.levelId,
      signedAt: milestoneSignoffs.signedAt,
      instructorName: instructors.name,
    })
    .from(milestoneSignoffs)
    .innerJoin(instructors, eq(instructors.id, milestoneSignoffs.instructorId))
    .where(eq(milestoneSignoffs.email, email))
    .orderBy(desc(milestoneSignoffs.signedAt));
}

export async function signoffsOfLesson(db: Database, lessonId: string) {
  return db.select().from(milestoneSignoffs).where(eq(milestoneSignoffs.lessonId, lessonId));
}

/** Adds sign-offs; a milestone the swimmer already has (from any lesson) stays as it was. */
export async function insertSignoffs(db: Database, rows: (typeof milestoneSignoffs.$inferInsert)[]) {
  if (!rows.length) return;
  await db.insert(milestoneSignoffs).values(rows).onConflictDoNothing();
}

export async function deleteSignoffs(
  db: Database,
  lessonId: string,
  swimmerId: string,
  milestoneIds: string[],
) {
  if (!milestoneIds.length) return;
  await db
    .delete(milestoneSignoffs)
    .where(
      and(
        eq(milestoneSignoffs.lessonId, lessonId),
        eq(milestoneSignoffs.swimmerId, swimmerId),
        inArray(milestoneSignoffs.milestoneId, milestoneIds),
      ),
    );
}

export async function reportsOf(db: Database, lessonIds: readonly string[]) {
  if (!lessonIds.length) return [];
  return db
    .select()
    .from(lessonProgressReports)
    .where(inArray(lessonProgressReports.lessonId, [...lessonIds]));
}

/** Records the lesson's progress report once; undefined when it was already written. */
export async function insertReport(
  db: Database,
  row: { lessonId: string; instructorId: string; milestonesCount: number },
) {
  const [created] = await db.insert(lessonProgressReports).values(row).onConflictDoNothing().returning();
  return created;
}

// Retention ---------------------------------------------------------------------------------------------------------

/** Deletes attendance recorded more than `days` days ago; returns how many rows went. */
export async function deleteAttendanceOlderThan(db: Database, days: number): Promise<number> {
  const rows = await db
    .delete(lessonAttendance)
    .where(lt(lessonAttendance.recordedAt, daysAgo(days)))
    .returning({ lessonId: lessonAttendance.lessonId });
  return rows.length;
}

/** Families (emails) with a sign-off older than `days` days. */
export async function emailsWithSignoffsOlderThan(db: Database, days: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ email: milestoneSignoffs.email })
    .from(milestoneSignoffs)
    .where(lt(milestoneSignoffs.signedAt, daysAgo(days)));
  return rows.map((r) => r.email);
}

/** Deletes these families' sign-offs older than `days` days; returns how many rows went. */
export async function deleteSignoffsOlderThan(
  db: Database,
  emails: readonly string[],
  days: number,
): Promise<number> {
  if (!emails.length) return 0;
  const rows = await db
    .delete(milestoneSignoffs)
    .where(and(inArray(milestoneSignoffs.email, [...emails]), lt(milestoneSignoffs.signedAt, daysAgo(days))))
    .returning({ id: milestoneSignoffs.id });
  return rows.length;
}
