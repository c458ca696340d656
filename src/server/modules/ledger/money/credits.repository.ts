/** SQL of the credit ledger (credit_entries) and package purchases. Append-only: entries are inserted, never changed. */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { creditEntries, packagePurchases, payments } from '../../../db/schema';

export type CreditEntryRow = typeof creditEntries.$inferSelect;
export type NewCreditEntry = typeof creditEntries.$inferInsert;
export type PackagePurchaseRow = typeof packagePurchases.$inferSelect;

const normal = (email: string) => email.trim().toLowerCase();

/** Rows of a raw query: both drivers (pg and PGlite) answer with `rows`. */
async function rowsOf<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * Makes a family's credit writes take turns (spending, giving back, adjusting), on every server copy: an advisory
 * lock on the email, held to the end of the transaction. Taken after the booking and hold locks, never before.
 */
export async function lockFamilyCredits(tx: Database, email: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`credits:${normal(email)}`}))`);
}

export interface LotRow {
  id: string;
  kind: string;
  lessonType: string | null;
  level: string | null;
  granted: number;
  remaining: number;
  expiresAt: string;
  expired: boolean;
  reason: string | null;
  packagePurchaseId: string | null;
  createdAt: string;
}

/** Every lot of the family with what is left in it, judged expired on the database clock. */
export async function lotsOf(db: Database, email: string): Promise<LotRow[]> {
  const rows = await rowsOf<LotRow>(
    db,
    sql`
    select l.id, l.kind, l.lesson_type as "lessonType", l.level, l.lessons as granted,
           coalesce(sum(e.lessons), 0)::int as remaining, l.expires_at as "expiresAt",
           (l.expires_at <= now()) as expired, l.reason, l.package_purchase_id as "packagePurchaseId",
           l.created_at as "createdAt"
    from ${creditEntries} l
    join ${creditEntries} e on e.lot_id = l.id
    where l.family_email = ${normal(email)} and l.lot_id = l.id
    group by l.id
    order by l.expires_at, l.created_at`,
  );
  return rows.map((r) => ({
    ...r,
    granted: Number(r.granted),
    remaining: Number(r.remaining),
    expiresAt: new Date(r.expiresAt).toISOString(),
    createdAt: new Date(r.createdAt).toISOString(),
  }));
}

/** Whether the email has ever had credits (a package bought, a weather credit): it is a family of ours. */
export async function hasCreditEntries(db: Database, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: creditEntries.id })
    .from(creditEntries)
    .where(eq(creditEntries.familyEmail, normal(email)))
    .limit(1);
  return row !== undefined;
}

export async function entriesOf(db: Database, email: string, limit = 200) {
  return db
    .select()
    .from(creditEntries)
    .where(eq(creditEntries.familyEmail, normal(email)))
    .orderBy(desc(creditEntries.createdAt), desc(creditEntries.id))
    .limit(limit);
}

/** Inserts entries; a lot's row names itself as its lot. Entries a unique index already has are skipped. */
export async function insertEntries(tx: Database, rows: NewCreditEntry[]) {
  if (!rows.length) return [];
  return tx
    .insert(creditEntries)
    .values(rows.map((r) => ({ ...r, familyEmail: normal(r.familyEmail) })))
    .onConflictDoNothing()
    .returning();
}

/** A new lot of `lessons` credits, expiring `months` after now on the database clock. */
export async function insertLot(
  tx: Database,
  row: Omit<NewCreditEntry, 'lotId' | 'expiresAt'> & { id: string; months: number },
) {
  const { months, ...rest } = row;
  const [inserted] = await tx
    .insert(creditEntries)
    .values({
      ...rest,
      familyEmail: normal(rest.familyEmail),
      lotId: rest.id,
      expiresAt: sql`now() + make_interval(months => ${months}::int)`,
    })
    .onConflictDoNothing()
    .returning();
  return inserted;
}

/** What each lot gave a lesson, net of what was already given back: the credits to return when it is cancelled. */
export async function spentOnLesson(tx: Database, lessonId: string) {
  const rows = await rowsOf<{ lotId: string; familyEmail: string; lessons: number }>(
    tx,
    sql`
    select e.lot_id as "lotId", e.family_email as "familyEmail", -sum(e.lessons)::int as lessons
    from ${creditEntries} e
    where e.lesson_id = ${lessonId} and e.kind in ('spend', 'return')
    group by e.lot_id, e.family_email
    having sum(e.lessons) < 0`,
  );
  return rows.map((r) => ({
    ...r,
    lessons: Number(r.lessons),
  }));
}

/** Families with a ledger: balance usable now and the latest entry, newest first. */
export async function families(db: Database, limit = 500) {
  const rows = await rowsOf<{ email: string; balance: number; lastEntryAt: string }>(
    db,
    sql`
    select e.family_email as email,
           coalesce(sum(e.lessons) filter (where l.expires_at > now()), 0)::int as balance,
           max(e.created_at) as "lastEntryAt"
    from ${creditEntries} e
    join ${creditEntries} l on l.id = e.lot_id
    group by e.family_email
    order by max(e.created_at) desc
    limit ${limit}`,
  );
  return rows.map((r) => ({
    email: r.email,
    balance: Number(r.balance),
    lastEntryAt: new Date(r.lastEntryAt).toISOString(),
  }));
}

// Package purchases --------------------------------------------------------------------------------------------

export async function findPurchaseByKey(db: Database, key: string) {
  const [row] = await db.select().from(packagePurchases).where(eq(packagePurchases.idempotencyKey, key));
  return row;
}

export async function findPurchase(db: Database, id: string) {
  const [row] = await db.select().from(packagePurchases).where(eq(packagePurchases.id, id));
  return row;
}

export async function lockPurchase(tx: Database, id: string) {
  const [row] = await tx.select().from(packagePurchases).where(eq(packagePurchases.id, id)).for('update');
  return row;
}

export async function insertPurchase(tx: Database, row: typeof packagePurchases.$inferInsert) {
  const [inserted] = await tx.insert(packagePurchases).values(row).onConflictDoNothing().returning();
  return inserted;
}

export async function markPurchasePaid(tx: Database, id: string) {
  await tx
    .update(packagePurchases)
    .set({ status: 'paid', paidAt: sql`now()` })
    .where(and(eq(packagePurchases.id, id), eq(packagePurchases.status, 'pending_payment')));
}

export async function paymentOfPurchase(db: Database, purchaseId: string) {
  const [row] = await db.select().from(payments).where(eq(payments.packagePurchaseId, purchaseId));
  return row;
}

export async function insertPurchasePayment(
  db: Database,
  row: Pick<
    typeof payments.$inferInsert,
    'packagePurchaseId' | 'gateway' | 'intentId' | 'clientSecret' | 'amountCents' | 'status'
  >,
) {
  await db.insert(payments).values(row).onConflictDoNothing();
}

export async function setPurchasePaymentStatus(
  db: Database,
  intentId: string,
  status: string,
  lastError: string | null,
) {
  await db
    .update(payments)
    .set({ status, lastError, updatedAt: sql`now()` })
    .where(eq(payments.intentId, intentId));
}
