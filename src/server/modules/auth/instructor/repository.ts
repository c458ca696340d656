/**
 * The only SQL of the instructor sign-in: the links emailed to instructors and the sessions they open. Whether an
 * instructor is active is asked of `app.instructorDirectory`, not read here.
 */
import { and, eq, gt, isNull, lt, max, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { instructorLinks, instructorSessions } from '../../../db/schema';

export function inTransaction<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => work(tx as unknown as Database));
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

const usable = (tokenHash: string) =>
  and(
    eq(instructorLinks.tokenHash, tokenHash),
    gt(instructorLinks.expiresAt, sql`now()`),
    isNull(instructorLinks.usedAt),
  );

/** The instructor of an unused, unexpired link, without spending it. */
export async function findUsableLink(db: Database, tokenHash: string): Promise<string | undefined> {
  const [row] = await db
    .select({ instructorId: instructorLinks.instructorId })
    .from(instructorLinks)
    .where(usable(tokenHash));
  return row?.instructorId;
}

/** Spends an unused, unexpired link in one statement: two phones cannot both use it. */
export async function consumeLink(db: Database, tokenHash: string): Promise<string | undefined> {
  const [row] = await db
    .update(instructorLinks)
    .set({ usedAt: sql`now()` })
    .where(usable(tokenHash))
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

/** The instructor of a live session; the caller checks she is still active. */
export async function findLiveSession(db: Database, idHash: string): Promise<string | undefined> {
  const [row] = await db
    .select({ instructorId: instructorSessions.instructorId })
    .from(instructorSessions)
    .where(and(eq(instructorSessions.idHash, idHash), gt(instructorSessions.expiresAt, sql`now()`)));
  return row?.instructorId;
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
