import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { holds, holdSlots } from '../../db/schema';
import { liveHoldSql } from '../../db/seats';

export async function findHoldForUpdate(tx: Database, holdId: string) {
  const [row] = await tx
    .select({
      id: holds.id,
      ownerToken: holds.ownerToken,
      extensions: holds.extensions,
      releasedAt: holds.releasedAt,
      expiresAt: holds.expiresAt,
      live: liveHoldSql,
    })
    .from(holds)
    .where(eq(holds.id, holdId))
    .for('update');
  return row;
}

export async function insertHold(tx: Database, input: { ownerTokenHash: string; minutes: number }) {
  const [row] = await tx
    .insert(holds)
    .values({
      ownerToken: input.ownerTokenHash,
      expiresAt: sql`now() + make_interval(secs => ${input.minutes * 60})`,
    })
    .returning({ id: holds.id, expiresAt: holds.expiresAt, extensions: holds.extensions });
  return row!; // one row in, one row out
}

export async function replaceHoldSlots(tx: Database, holdId: string, slotIds: string[], seats: number) {
  await tx.delete(holdSlots).where(eq(holdSlots.holdId, holdId));
  await tx.insert(holdSlots).values(slotIds.map((slotId) => ({ holdId, slotId, seats })));
}

export async function extendHold(tx: Database, holdId: string, minutes: number) {
  const [row] = await tx
    .update(holds)
    .set({
      expiresAt: sql`now() + make_interval(secs => ${minutes * 60})`,
      extensions: sql`${holds.extensions} + 1`,
    })
    .where(eq(holds.id, holdId))
    .returning({ expiresAt: holds.expiresAt, extensions: holds.extensions });
  return row!; // the hold is locked by this transaction, so it exists
}

export async function holdSlotRows(tx: Database, holdId: string) {
  return tx
    .select({ slotId: holdSlots.slotId, seats: holdSlots.seats })
    .from(holdSlots)
    .where(eq(holdSlots.holdId, holdId));
}

export async function releaseHold(tx: Database, holdId: string) {
  await tx
    .update(holds)
    .set({ releasedAt: sql`now()` })
    .where(and(eq(holds.id, holdId), sql`${holds.releasedAt} is null`));
}

/** Deletes holds that ended more than `graceMinutes` ago and no unpaid checkout still points at; returns how many. */
export async function deleteEndedHolds(db: Database, graceMinutes: number): Promise<number> {
  const rows = await db
    .delete(holds)
    .where(
      and(
        lt(holds.expiresAt, sql`now() - make_interval(mins => ${graceMinutes})`),
        sql`not exists (select 1 from bookings b where b.hold_id = ${holds.id} and b.status = 'pending_payment')`,
      ),
    )
    .returning({ id: holds.id });
  return rows.length;
}
