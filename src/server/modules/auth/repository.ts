import { and, count, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { adminDevices, adminSessions, adminUsers } from '../../db/schema';

export async function findAdminByUsername(db: Database, username: string) {
  const [row] = await db.select().from(adminUsers).where(eq(adminUsers.username, username));
  return row;
}

export async function countAdmins(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(adminUsers);
  return row?.n ?? 0;
}

/**
 * Creates the account unless one of that name exists; returns its id, or undefined when the name was taken. One
 * statement, so server copies starting at once on one database create one account.
 */
export async function insertAdminIfAbsent(
  db: Database,
  username: string,
  passwordHash: string,
): Promise<string | undefined> {
  const [row] = await db
    .insert(adminUsers)
    .values({ username, passwordHash })
    .onConflictDoNothing({ target: adminUsers.username })
    .returning({ id: adminUsers.id });
  return row?.id;
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

const since = (minutes: number) => sql`now() - make_interval(mins => ${minutes})`;

/** The account a device cookie was issued to, if it was used within the last `withinDays`. */
export async function findKnownDevice(db: Database, idHash: string, withinDays: number) {
  const [row] = await db
    .select({ userId: adminDevices.userId, username: adminUsers.username })
    .from(adminDevices)
    .innerJoin(adminUsers, eq(adminUsers.id, adminDevices.userId))
    .where(and(eq(adminDevices.idHash, idHash), gt(adminDevices.lastUsedAt, since(withinDays * 24 * 60))));
  return row;
}

/** Records (or refreshes) the device a user just signed in from. */
export async function rememberDevice(db: Database, idHash: string, userId: string) {
  await db
    .insert(adminDevices)
    .values({ idHash, userId })
    .onConflictDoUpdate({ target: adminDevices.idHash, set: { userId, lastUsedAt: sql`now()` } });
}

/** Removes sessions past either limit and devices not used for `deviceDays`. */
export async function pruneAuthRows(db: Database, idleMinutes: number, deviceDays: number) {
  await db
    .delete(adminSessions)
    .where(
      or(lt(adminSessions.lastSeenAt, since(idleMinutes)), lt(adminSessions.absoluteExpiresAt, sql`now()`)),
    );
  await db.delete(adminDevices).where(lt(adminDevices.lastUsedAt, since(deviceDays * 24 * 60)));
}
