/** SQL for the holds behind waitlist offers. */
import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bookings, holds } from '../../db/schema';
import { liveHoldSql } from '../../db/seats';

export async function offerHoldFacts(db: Database, holdIds: readonly string[]) {
  if (!holdIds.length) return [];
  return db
    .select({
      holdId: holds.id,
      live: liveHoldSql,
      booked: sql<boolean>`exists (select 1 from ${bookings} where ${bookings.holdId} = ${holds.id}
        and ${bookings.status} = 'confirmed')`,
      pendingCheckout: sql<boolean>`exists (select 1 from ${bookings} where ${bookings.holdId} = ${holds.id}
        and ${bookings.status} = 'pending_payment')`,
    })
    .from(holds)
    .where(inArray(holds.id, [...holdIds]));
}
