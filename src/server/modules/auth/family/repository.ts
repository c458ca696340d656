/** The only SQL of the family sign-in: the links emailed to families and the sessions they open. */
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { familyLinks, familySessions } from '../../../db/schema';

export type FamilyLinkKind = 'sign_in' | 'manage';

export function inTransaction<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => work(tx as unknown as Database));
}

/** Stores a link; `expiresAt` is an instant, or minutes from now on the database clock. */
export async function insertLink(
  db: Database,
  row: { tokenHash: string; email: string; kind: FamilyLinkKind; expiresAt: Date | { minutes: number } },
): Promise<string> {
  const expiresAt =
    row.expiresAt instanceof Date
      ? row.expiresAt
      : sql`now() + make_interval(mins => ${row.expiresAt.minutes})`;
  const [created] = await db
    .insert(familyLinks)
    .values({ tokenHash: row.tokenHash, email: row.email, kind: row.kind, expiresAt })
    .returning({ id: familyLinks.id });
  return created!.id; // one row in, one row out
}

/**
 * Spends a link and answers whose it is: a sign-in link only while unused, a manage link as often as it is opened
 * (`used_at` then records its last use); both only before they expire. One statement, so two browsers opening one
 * sign-in link at once cannot both get in.
 */
/** A link that still signs in: unexpired, and a manage link or a sign-in link not yet used. */
const linkStillOpens = (tokenHash: string) =>
  and(
    eq(familyLinks.tokenHash, tokenHash),
    gt(familyLinks.expiresAt, sql`now()`),
    or(eq(familyLinks.kind, 'manage'), isNull(familyLinks.usedAt)),
  );

/** The email of a link that would still sign in, without using it. */
export async function peekLink(db: Database, tokenHash: string): Promise<string | undefined> {
  const [row] = await db
    .select({ email: familyLinks.email })
    .from(familyLinks)
    .where(linkStillOpens(tokenHash));
  return row?.email;
}

export async function consumeLink(db: Database, tokenHash: string): Promise<string | undefined> {
  const [row] = await db
    .update(familyLinks)
    .set({ usedAt: sql`now()` })
    .where(linkStillOpens(tokenHash))
    .returning({ email: familyLinks.email });
  return row?.email;
}

export async function insertSession(db: Database, idHash: string, email: string, days: number) {
  await db.insert(familySessions).values({
    idHash,
    email,
    // The database clock decides expiry, so every server copy agrees on it.
    expiresAt: sql`now() + make_interval(days => ${days})`,
  });
}

/** The email of a session that has not expired. */
export async function findLiveSession(db: Database, idHash: string): Promise<string | undefined> {
  const [row] = await db
    .select({ email: familySessions.email })
    .from(familySessions)
    .where(and(eq(familySessions.idHash, idHash), gt(familySessions.expiresAt, sql`now()`)));
  return row?.email;
}

export async function deleteSession(db: Database, idHash: string) {
  await db.delete(familySessions).where(eq(familySessions.idHash, idHash));
}

/** Links and sessions that expired more than `graceMinutes` ago. */
export async function pruneExpired(db: Database, graceMinutes: number) {
  const before = sql`now() - make_interval(mins => ${graceMinutes})`;
  await db.delete(familyLinks).where(lt(familyLinks.expiresAt, before));
  await db.delete(familySessions).where(lt(familySessions.expiresAt, before));
}
