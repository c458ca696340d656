import { and, asc, eq, lt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { signInRequests } from '../../db/schema';

export type SignInAudience = 'family' | 'instructor';

export interface SignInRequestRow {
  id: string;
  email: string;
  attempts: number;
}

export function inTransaction<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => work(tx as unknown as Database));
}

/** Stores one request; the same single insert whatever the email. */
export async function insertRequest(db: Database, audience: SignInAudience, email: string): Promise<void> {
  await db.insert(signInRequests).values({ audience, email });
}

/**
 * The oldest due request of the audience, locked for the caller's transaction; one another server copy has locked is
 * skipped, so two copies never handle one request.
 */
export async function claimDueRequest(
  tx: Database,
  audience: SignInAudience,
): Promise<SignInRequestRow | undefined> {
  const [row] = await tx
    .select({ id: signInRequests.id, email: signInRequests.email, attempts: signInRequests.attempts })
    .from(signInRequests)
    .where(and(eq(signInRequests.audience, audience), lte(signInRequests.nextAttemptAt, sql`now()`)))
    .orderBy(asc(signInRequests.createdAt))
    .limit(1)
    .for('update', { skipLocked: true });
  return row;
}

export async function deleteRequest(tx: Database, id: string): Promise<void> {
  await tx.delete(signInRequests).where(eq(signInRequests.id, id));
}

/** Counts a failed attempt and puts the next one `seconds` from now on the database clock. */
export async function postponeRequest(db: Database, id: string, seconds: number): Promise<void> {
  await db
    .update(signInRequests)
    .set({
      attempts: sql`${signInRequests.attempts} + 1`,
      nextAttemptAt: sql`now() + make_interval(secs => ${seconds})`,
    })
    .where(eq(signInRequests.id, id));
}

/** Deletes requests made more than `minutes` ago, handled or not; returns how many went. */
export async function deleteOlderThan(db: Database, minutes: number): Promise<number> {
  const rows = await db
    .delete(signInRequests)
    .where(lt(signInRequests.createdAt, sql`now() - make_interval(mins => ${minutes})`))
    .returning({ id: signInRequests.id });
  return rows.length;
}
