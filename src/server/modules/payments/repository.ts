import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { appState, paymentEvents } from '../../db/schema';
import type { TestIntentState } from './test-gateway';

const intentKey = (id: string) => `test-intent:${id}`;
const idempotencyKey = (key: string) => `test-intent-key:${key}`;

export async function readTestIntent(db: Database, intentId: string): Promise<TestIntentState | undefined> {
  const [row] = await db
    .select({ value: appState.value })
    .from(appState)
    .where(eq(appState.key, intentKey(intentId)));
  return row?.value as TestIntentState | undefined;
}

export async function findTestIntentByKey(db: Database, key: string): Promise<TestIntentState | undefined> {
  const [row] = await db
    .select({ value: appState.value })
    .from(appState)
    .where(eq(appState.key, idempotencyKey(key)));
  return typeof row?.value === 'string' ? readTestIntent(db, row.value) : undefined;
}

export async function writeTestIntent(db: Database, state: TestIntentState): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(appState)
      .values({ key: intentKey(state.id), value: state })
      .onConflictDoUpdate({ target: appState.key, set: { value: state, updatedAt: sql`now()` } });
    await tx
      .insert(appState)
      .values({ key: idempotencyKey(state.idempotencyKey), value: state.id })
      .onConflictDoNothing();
  });
}

/** Records a provider event id; false when it was already recorded (a repeated delivery). */
export async function recordPaymentEvent(
  db: Database,
  event: { id: string; type: string },
): Promise<boolean> {
  const inserted = await db
    .insert(paymentEvents)
    .values(event)
    .onConflictDoNothing()
    .returning({ id: paymentEvents.id });
  return inserted.length > 0;
}

export async function isPaymentEventRecorded(db: Database, id: string): Promise<boolean> {
  const [row] = await db.select({ id: paymentEvents.id }).from(paymentEvents).where(eq(paymentEvents.id, id));
  return row !== undefined;
}
