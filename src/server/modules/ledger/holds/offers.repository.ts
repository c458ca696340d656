/** SQL for the holds behind waitlist offers. */
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { bookings, holds } from '../../../db/schema';
import { liveHoldSql } from '../../../db/seats';

/**
 * Each hold with whether it is live and whether a booking on it is confirmed or waiting for its payment. The
 * bookings are joined, not sub-selected: in a one-table select the sub-select's columns would not be qualified.
 */
export async function offerHoldFacts(db: Database, holdIds: readonly string[]) {
  if (!holdIds.length) return [];
  const rows = await db
    .select({ holdId: holds.id, live: liveHoldSql, bookingStatus: bookings.status })
    .from(holds)
    .leftJoin(
      bookings,
      and(eq(bookings.holdId, holds.id), inArray(bookings.status, ['confirmed', 'pending_payment'])),
    )
    .where(inArray(holds.id, [...holdIds]));
  const facts = new Map<
    string,
    { holdId: string; live: boolean; booked: boolean; pendingCheckout: boolean }
  >();
  for (const r of rows) {
    const f = facts.get(r.holdId) ?? {
      holdId: r.holdId,
      live: r.live,
      booked: false,
      pendingCheckout: false,
    };
    if (r.bookingStatus === 'confirmed') f.booked = true;
    if (r.bookingStatus === 'pending_payment') f.pendingCheckout = true;
    facts.set(r.holdId, f);
  }
  return [...facts.values()];
}
