import { and, count, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { adminSessions, adminUsers, loginAttempts } from '../../db/schema';

export async function findAdminByUsername(db: Database, username: string) {
  const [row] = await db.select().from(adminUsers).where(eq(adminUsers.username, username));
  return row;
}

export async function countAdmins(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(adminUsers);
  return row?.n ?? 0;
}

/** Creates the account, or replaces its password; returns the account id. */
export async function upsertAdmin(db: Database, username: string, passwordHash: string): Promise<string> {
  const [row] = await db
    .insert(adminUsers)
    .values({ username, passwordHash })
    .onConflictDoUpdate({ target: adminUsers.username, set: { passwordHash, updatedAt: sql`now()` } })
    .returning({ id: adminUsers.id });
  return row!.id; // an upsert with RETURNING always returns its row
}

export async function markLoggedIn(db: Database, userId: string) {
  await db
    .update(adminUsers)
    .set({ lastLoginAt: sql`now()` })
    .where(eq(adminUsers.id, userId));
}

export async function insertSession(
  db: Database,
  row: {
    idHash: string;
    userId: string;
    csrfToken: string;
    absoluteHours: number;
    ip: string;
    userAgent: string | null;
  },
) {
  const [created] = await db
    .insert(adminSessions)
    .values({
      idHash: row.idHash,
      userId: row.userId,
      csrfToken: row.csrfToken,
      ip: row.ip,
      userAgent: row.userAgent,
      // The database clock decides expiry, so several servers agree on it.
      absoluteExpiresAt: sql`now() + make_interval(hours => ${row.absoluteHours})`,
    })
    .returning();
  return created!; // one row in, one row out
}

export async function deleteSession(db: Database, idHash: string) {
  await db.delete(adminSessions).where(eq(adminSessions.idHash, idHash));
}

export async function deleteSessionsOfUser(db: Database, userId: string) {
  await db.delete(adminSessions).where(eq(adminSessions.userId, userId));
}

/**
 * The session if it is neither idle for too long nor past its absolute end; touching it restarts the idle clock.
 * One statement, so two requests at once cannot revive a session that just expired.
 */
export async function touchLiveSession(db: Database, idHash: string, idleMinutes: number) {
  const [session] = await db
    .update(adminSessions)
    .set({ lastSeenAt: sql`now()` })
    .where(
      and(
        eq(adminSessions.idHash, idHash),
        gt(adminSessions.lastSeenAt, sql`now() - make_interval(mins => ${idleMinutes})`),
        gt(adminSessions.absoluteExpiresAt, sql`now()`),
      ),
    )
    .returning();
  if (!session) return undefined;
  const [user] = await db
    .select({ username: adminUsers.username })
    .from(adminUsers)
    .where(eq(adminUsers.id, session.userId));
  return user ? { ...session, username: user.username } : undefined;
}

export async function recordLoginAttempt(
  db: Database,
  row: { ip: string; username: string; succeeded: boolean },
) {
  await db.insert(loginAttempts).values(row);
}

const since = (minutes: number) => sql`now() - make_interval(mins => ${minutes})`;

/** Failed attempts in the window, from one address, for one username, or for the pair. */
export async function countFailures(
  db: Database,
  key: { ip?: string; username?: string },
  windowMinutes: number,
): Promise<number> {
  const conditions = [eq(loginAttempts.succeeded, false), gt(loginAttempts.createdAt, since(windowMinutes))];
  if (key.ip !== undefined) conditions.push(eq(loginAttempts.ip, key.ip));
  if (key.username !== undefined) conditions.push(eq(loginAttempts.username, key.username));
  const [row] = await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(and(...conditions));
  return row?.n ?? 0;
}

/** True when this address has signed in as this user before: a known device is not locked out by others' guessing. */
export async function hasSignedInFrom(
  db: Database,
  username: string,
  ip: string,
  withinDays: number,
): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.succeeded, true),
        eq(loginAttempts.username, username),
        eq(loginAttempts.ip, ip),
        gt(loginAttempts.createdAt, since(withinDays * 24 * 60)),
      ),
    );
  return (row?.n ?? 0) > 0;
}

/** Removes sessions past either limit and login attempts nobody needs any more. */
export async function pruneAuthRows(db: Database, idleMinutes: number) {
  await db
    .delete(adminSessions)
    .where(
      or(lt(adminSessions.lastSeenAt, since(idleMinutes)), lt(adminSessions.absoluteExpiresAt, sql`now()`)),
    );
  await db.delete(loginAttempts).where(lt(loginAttempts.createdAt, since(60 * 24 * 60)));
}
