/** SQL for what a booking was paid and what went back: payments (checkouts and moves) and refunds. Only the ledger writes these. */
import { and, asc, desc, eq, lt, sql, isNull } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { payments, refunds } from '../../../db/schema';

export async function insertPayment(tx: Database, input: typeof payments.$inferInsert) {
  await tx.insert(payments).values(input).onConflictDoNothing({ target: payments.intentId });
}

/** The booking's checkout payment (a move to a dearer time has payments of its own). */
export async function findPayment(db: Database, bookingId: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.bookingId, bookingId), isNull(payments.lessonChangeId)))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return row;
}

export async function findPaymentByIntent(db: Database, intentId: string) {
  const [row] = await db.select().from(payments).where(eq(payments.intentId, intentId));
  return row;
}

export async function updatePayment(
  tx: Database,
  intentId: string,
  set: { status?: string; lastError?: string | null },
) {
  await tx
    .update(payments)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(payments.intentId, intentId));
}

export async function insertRefund(
  tx: Database,
  input: { bookingId: string; intentId: string; amountCents: number; reason: string; idempotencyKey: string },
) {
  const [row] = await tx
    .insert(refunds)
    .values(input)
    .onConflictDoNothing({ target: refunds.idempotencyKey })
    .returning();
  return row;
}

/** Money refunded or decided to be refunded for a booking (pending rows count: they are sent after commit). */
export async function sumRefunds(tx: Database, bookingId: string): Promise<number> {
  const [row] = await tx
    .select({ total: sql<number>`coalesce(sum(${refunds.amountCents}), 0)::int` })
    .from(refunds)
    .where(eq(refunds.bookingId, bookingId));
  return Number(row?.total ?? 0);
}

export async function findPendingRefunds(db: Database, olderThanSeconds: number, limit = 20) {
  return db
    .select()
    .from(refunds)
    .where(
      and(
        eq(refunds.status, 'pending'),
        lt(refunds.createdAt, sql`now() - make_interval(secs => ${olderThanSeconds})`),
      ),
    )
    .orderBy(asc(refunds.createdAt))
    .limit(limit);
}

export async function findRefund(db: Database, id: string) {
  const [row] = await db.select().from(refunds).where(eq(refunds.id, id));
  return row;
}

/** Marks a refund sent and adds it to the payment's refunded total, once. */
export async function markRefundSent(tx: Database, refundId: string) {
  const [row] = await tx
    .update(refunds)
    .set({ status: 'sent', sentAt: sql`now()`, lastError: null })
    .where(and(eq(refunds.id, refundId), eq(refunds.status, 'pending')))
    .returning();
  if (!row) return;
  await tx
    .update(payments)
    .set({
      refundedCents: sql`${payments.refundedCents} + ${row.amountCents}`,
      // The payment reads "refunded" once all of it has gone back, "partially_refunded" before that.
      status: sql`case when ${payments.refundedCents} + ${row.amountCents} >= ${payments.amountCents} then 'refunded' else 'partially_refunded' end`,
      updatedAt: sql`now()`,
    })
    .where(eq(payments.intentId, row.intentId));
}

export async function markRefundFailed(db: Database, refundId: string, error: string) {
  await db
    .update(refunds)
    .set({ lastError: error.slice(0, 500) })
    .where(eq(refunds.id, refundId));
}
