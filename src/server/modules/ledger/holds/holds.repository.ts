import { randomUUID } from 'node:crypto';
import { and, eq, lt, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { holds, holdSlots } from '../../../db/schema';
import { liveHoldSql } from '../../../db/seats';

export async function findHoldForUpdate(tx: Database, holdId: string) {
  const [row] = await tx
    .select({
      id: holds.id,
      ownerToken: holds.ownerToken,
      extensions: holds.extensions,
      lineageId: holds.lineageId,
      kind: holds.kind,
      releasedAt: holds.releasedAt,
      expiresAt: holds.expiresAt,
      live: liveHoldSql,
    })
    .from(holds)
    .where(eq(holds.id, holdId))
    .for('update');
  return row;
}

export async function insertHold(
  tx: Database,
  input: {
    ownerTokenHash: string;
    minutes: number;
    clientAddress: string | null;
    /** What the hold is for (schema `holds.kind`); a visitor's wizard unless told. */
    kind?: 'browser' | 'offer' | 'move';
    /** Renewing an ended hold: its lineage and the extensions it used. */
    renewing?: { lineageId: string; extensions: number };
  },
) {
  const id = randomUUID();
  const [row] = await tx
    .insert(holds)
    .values({
      id,
      ownerToken: input.ownerTokenHash,
      expiresAt: sql`now() + make_interval(secs => ${input.minutes * 60})`,
      lineageId: input.renewing?.lineageId ?? id,
      extensions: input.renewing?.extensions ?? 0,
      clientAddress: input.clientAddress,
      kind: input.kind ?? 'browser',
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

/**
 * Lesson times (slot rows) held right now by live holds from this address, and by this browser (its hold token),
 * other than `exceptHoldId`. Takes a transaction-scoped advisory lock per address first, so two holds from one
 * address count one after the other.
 */
export async function lockAndCountHeldTimes(
  tx: Database,
  who: { clientAddress: string | null; ownerTokenHash: string },
  exceptHoldId?: string,
): Promise<{ byAddress: number; byBrowser: number }> {
  if (who.clientAddress)
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`holds:${who.clientAddress}`}))`);
  const [row] = await tx
    .select({
      byAddress: sql<number>`count(*) filter (where ${holds.clientAddress} = ${who.clientAddress ?? ''})::int`,
      byBrowser: sql<number>`count(*) filter (where ${holds.ownerToken} = ${who.ownerTokenHash})::int`,
    })
    .from(holdSlots)
    .innerJoin(holds, eq(holds.id, holdSlots.holdId))
    .where(
      and(
        who.clientAddress
          ? or(eq(holds.clientAddress, who.clientAddress), eq(holds.ownerToken, who.ownerTokenHash))
          : eq(holds.ownerToken, who.ownerTokenHash),
        liveHoldSql,
        exceptHoldId ? ne(holds.id, exceptHoldId) : undefined,
      ),
    );
  return { byAddress: row?.byAddress ?? 0, byBrowser: row?.byBrowser ?? 0 };
}

/** The extensions and renewals a lineage has used, whichever of its holds is asked about. */
export async function lineageExtensions(tx: Database, lineageId: string): Promise<number> {
  const [row] = await tx
    .select({ used: sql<number>`coalesce(max(${holds.extensions}), 0)::int` })
    .from(holds)
    .where(or(eq(holds.lineageId, lineageId), eq(holds.id, lineageId)));
  return row?.used ?? 0;
}
