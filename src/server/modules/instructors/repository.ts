/** SQL for instructors' attendance, milestone sign-offs and progress reports: the tables this module owns. */
import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { daysAgo } from '../../db/intervals';
import { instructors, lessonAttendance, lessonProgressReports, milestoneSignoffs } from '../../db/schema';

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
