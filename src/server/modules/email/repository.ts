/** SQL for the outbox: messages queued, claimed, delivered or parked, their secrets removed once done, and the owner's list. */
import { and, asc, desc, eq, gte, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { outbox } from '../../db/schema';
import { LINK_SECRET_PATTERN, REMOVED_SECRET_SQL_REPLACEMENT } from './link-secrets';
import { escapeLike } from '../../db/like';

export type OutboxRow = typeof outbox.$inferSelect;
export type NewOutboxRow = typeof outbox.$inferInsert;

/** Queues messages; a message whose dedupe key is already queued is left as it is. */
export async function insertOutboxRows(tx: Database, rows: NewOutboxRow[]): Promise<number> {
  if (!rows.length) return 0;
  const inserted = await tx
    .insert(outbox)
    .values(rows)
    .onConflictDoNothing({ target: outbox.dedupeKey })
    .returning({ id: outbox.id });
  return inserted.length;
}

/** `column` with the token of every link in it replaced by `[removed]` (see link-secrets.ts). */
const withoutSecrets = (column: SQL) =>
  sql`regexp_replace(${column}, ${LINK_SECRET_PATTERN}, ${REMOVED_SECRET_SQL_REPLACEMENT}, 'g')`;

/**
 * What an update sets to take the links' tokens out of a message: its HTML and text bodies and its attachments. Set in
 * the same statement that marks the message sent, given up or withdrawn, so no stored copy of a message that will not
 * be sent any more holds a link that works.
 */
const secretsRemoved = () => ({
  html: withoutSecrets(sql`${outbox.html}`),
  text: withoutSecrets(sql`${outbox.text}`),
  attachments: sql`${withoutSecrets(sql`${outbox.attachments}::text`)}::jsonb`,
});

const holdsSecret = sql`(${outbox.text} ~ ${LINK_SECRET_PATTERN} OR ${outbox.html} ~ ${LINK_SECRET_PATTERN}
  OR ${outbox.attachments}::text ~ ${LINK_SECRET_PATTERN})`;

/**
 * Takes the links' tokens out of every message that will not be sent any more (sent, given up, withdrawn) and still
 * holds one: messages stored before tokens were removed at sending, or sent by a server copy of an earlier release.
 * Returns how many.
 */
export async function removeSecretsOfFinishedMessages(db: Database): Promise<number> {
  const rows = await db
    .update(outbox)
    .set(secretsRemoved())
    .where(and(inArray(outbox.status, ['sent', 'parked', 'cancelled']), holdsSecret))
    .returning({ id: outbox.id });
  return rows.length;
}

/** Takes back messages not yet sent whose key starts with `prefix` (a reminder for a lesson that was cancelled). */
export async function withdrawPendingMessages(
  tx: Database,
  prefixes: string[],
  reason: string,
): Promise<void> {
  if (!prefixes.length) return;
  const matches = prefixes.map((p) => sql`${outbox.dedupeKey} LIKE ${`${escapeLike(p)}%`}`);
  await tx
    .update(outbox)
    .set({ status: 'cancelled', lastError: reason, ...secretsRemoved() })
    .where(and(eq(outbox.status, 'pending'), sql`(${sql.join(matches, sql` OR `)})`));
}

// ---- reading what the messages are about ----------------------------------------------------------------

/** Which of these dedupe keys are already in the outbox (a message already queued, perhaps already sent). */
export async function queuedDedupeKeys(tx: Database, keys: string[]): Promise<Set<string>> {
  if (!keys.length) return new Set();
  const rows = await tx.select({ key: outbox.dedupeKey }).from(outbox).where(inArray(outbox.dedupeKey, keys));
  return new Set(rows.map((r) => r.key));
}

// ---- scheduled messages ----------------------------------------------------------------------------------

// ---- sending ---------------------------------------------------------------------------------------------

/**
 * Claims up to `limit` due messages for this process in one statement, committed at once: SKIP LOCKED lets several
 * servers claim side by side, and pushing `next_attempt_at` to `leaseUntil` keeps the message this process's while
 * it is sent outside any transaction; if the process dies mid-send the message falls due again when the lease ends.
 * The try is counted when its outcome is recorded, so a send cut short by a dying process is not counted.
 */
export async function claimDueMessages(
  db: Database,
  now: Date,
  leaseUntil: Date,
  limit: number,
): Promise<OutboxRow[]> {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, now)))
    .orderBy(asc(outbox.nextAttemptAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db.update(outbox).set({ nextAttemptAt: leaseUntil }).where(inArray(outbox.id, due)).returning();
}

/** Keeps a claimed message this process's until `leaseUntil`, while its send is still under way. */
export async function extendClaim(db: Database, id: string, leaseUntil: Date): Promise<void> {
  await db
    .update(outbox)
    .set({ nextAttemptAt: leaseUntil })
    .where(and(eq(outbox.id, id), eq(outbox.status, 'pending')));
}

/**
 * Records one try of a message still pending: its count of tries and what came of it. A message sent or given up on
 * loses its links' tokens in the same statement.
 */
export async function recordAttempt(
  db: Database,
  id: string,
  outcome: {
    attempts: number;
    status: 'pending' | 'sent' | 'parked';
    lastError: string | null;
    nextAttemptAt?: Date;
    sentAt?: Date;
    failingSince?: Date | null;
  },
): Promise<void> {
  await db
    .update(outbox)
    .set(outcome.status === 'pending' ? outcome : { ...outcome, ...secretsRemoved() })
    .where(and(eq(outbox.id, id), eq(outbox.status, 'pending')));
}

/** With no SMTP server configured, due messages are kept and marked so the owner can read them. */
export async function markDueUndelivered(db: Database, now: Date, reason: string): Promise<number> {
  const rows = await db
    .update(outbox)
    .set({ status: 'undelivered', lastError: reason })
    .where(and(eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, now)))
    .returning({ id: outbox.id });
  return rows.length;
}

/** Puts back in line, due now, every message kept unsent for `reason` (no SMTP server was configured then). */
export async function requeueUndeliveredFor(db: Database, reason: string): Promise<number> {
  const rows = await db
    .update(outbox)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: sql`now()`, lastError: null, failingSince: null })
    .where(and(eq(outbox.status, 'undelivered'), eq(outbox.lastError, reason)))
    .returning({ id: outbox.id });
  return rows.length;
}

/** What the owner must hear about: messages given up on, and the oldest one not sent yet (waiting or kept). */
export async function findDeliveryBacklog(db: Database) {
  const [row] = await db
    .select({
      parked: sql<number>`count(*) filter (where ${outbox.status} = 'parked')::int`,
      unsent: sql<number>`count(*) filter (where ${outbox.status} in ('pending', 'undelivered'))::int`,
      oldestUnsentAt: sql<
        string | null
      >`min(${outbox.createdAt}) filter (where ${outbox.status} in ('pending', 'undelivered'))`,
    })
    .from(outbox)
    .where(inArray(outbox.status, ['parked', 'pending', 'undelivered']));
  return {
    parked: Number(row?.parked ?? 0),
    unsent: Number(row?.unsent ?? 0),
    oldestUnsentAt: row?.oldestUnsentAt ? new Date(row.oldestUnsentAt) : null,
  };
}

// ---- the admin's view ------------------------------------------------------------------------------------

export async function listOutbox(
  db: Database,
  filter: { status?: string; search?: string; page: number; pageSize: number },
) {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(outbox.status, filter.status));
  if (filter.search) {
    const like = `%${escapeLike(filter.search)}%`;
    conditions.push(
      sql`(${outbox.toAddress} ILIKE ${like} OR ${outbox.subject} ILIKE ${like} OR ${outbox.kind} ILIKE ${like})`,
    );
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const [items, [total]] = await Promise.all([
    db
      .select({
        id: outbox.id,
        kind: outbox.kind,
        toAddress: outbox.toAddress,
        subject: outbox.subject,
        status: outbox.status,
        attempts: outbox.attempts,
        nextAttemptAt: outbox.nextAttemptAt,
        lastError: outbox.lastError,
        sentAt: outbox.sentAt,
        createdAt: outbox.createdAt,
      })
      .from(outbox)
      .where(where)
      .orderBy(desc(outbox.createdAt), desc(outbox.id))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(outbox)
      .where(where),
  ]);
  return { items, total: Number(total?.n ?? 0) };
}

export async function countSentSince(db: Database, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(outbox)
    .where(and(eq(outbox.status, 'sent'), gte(outbox.sentAt, since)));
  return Number(row?.n ?? 0);
}

export async function countOutboxByStatus(db: Database) {
  return db
    .select({ status: outbox.status, count: sql<number>`count(*)::int` })
    .from(outbox)
    .groupBy(outbox.status);
}

export async function findOutboxMessage(db: Database, id: string) {
  const [row] = await db.select().from(outbox).where(eq(outbox.id, id));
  return row;
}

/** Puts a parked or undelivered message back in line for an immediate, fresh set of tries. */
export async function requeueMessage(db: Database, id: string, now: Date) {
  const [row] = await db
    .update(outbox)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: now, lastError: null, failingSince: null })
    .where(and(eq(outbox.id, id), inArray(outbox.status, ['parked', 'undelivered'])))
    .returning({ id: outbox.id });
  return row;
}

/**
 * Replaces the bodies of messages queued more than `days` days ago with `placeholder` and drops their attachments.
 * Only messages that will not be sent any more are touched: sent and withdrawn ones, and parked or undelivered ones,
 * which become withdrawn so an emptied message can never go out. Returns how many were erased.
 */
export async function eraseBodiesOlderThan(
  db: Database,
  days: number,
  placeholder: { html: string; text: string; reason: string },
): Promise<number> {
  const rows = await db
    .update(outbox)
    .set({
      html: placeholder.html,
      text: placeholder.text,
      attachments: [],
      replyTo: null,
      status: sql`case when ${outbox.status} in ('parked', 'undelivered') then 'cancelled' else ${outbox.status} end`,
      lastError: sql`case when ${outbox.status} in ('parked', 'undelivered') then ${placeholder.reason} else ${outbox.lastError} end`,
    })
    .where(
      and(
        inArray(outbox.status, ['sent', 'cancelled', 'parked', 'undelivered']),
        sql`${outbox.createdAt} < now() - make_interval(days => ${days})`,
        ne(outbox.text, placeholder.text),
      ),
    )
    .returning({ id: outbox.id });
  return rows.length;
}
