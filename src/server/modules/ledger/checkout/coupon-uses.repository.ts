/** SQL for a booking's coupon: the coupon's row lock and its one use by the booking, held, redeemed or released. */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { couponRedemptions, coupons } from '../../../db/schema';

/** Locks the coupon row: every limit check of one coupon runs one at a time (the last step of the lock order). */
export async function lockCoupon(tx: Database, couponId: string) {
  const [row] = await tx.select().from(coupons).where(eq(coupons.id, couponId)).for('update');
  return row;
}

export async function insertCouponUse(
  tx: Database,
  input: { couponId: string; bookingId: string; customerEmail: string; discountCents: number },
) {
  await tx.insert(couponRedemptions).values({ ...input, status: 'reserved' });
}

/** The coupon a booking was paid with (its kind and amount as the owner set it), if it used one. */
export async function couponOfBooking(db: Database, bookingId: string) {
  const [row] = await db
    .select({ type: coupons.type, value: coupons.value })
    .from(couponRedemptions)
    .innerJoin(coupons, eq(coupons.id, couponRedemptions.couponId))
    .where(eq(couponRedemptions.bookingId, bookingId));
  return row;
}

export async function findCouponUse(tx: Database, bookingId: string) {
  const [row] = await tx.select().from(couponRedemptions).where(eq(couponRedemptions.bookingId, bookingId));
  return row;
}

/** The checkout was paid: its reserved use becomes a redemption. */
export async function redeemCouponUse(tx: Database, bookingId: string) {
  await tx
    .update(couponRedemptions)
    .set({ status: 'redeemed' })
    .where(eq(couponRedemptions.bookingId, bookingId));
}

/** The checkout ended unpaid: its reserved use goes back to the coupon. A redeemed use stays. */
export async function releaseCouponUse(tx: Database, bookingId: string) {
  await tx
    .delete(couponRedemptions)
    .where(and(eq(couponRedemptions.bookingId, bookingId), eq(couponRedemptions.status, 'reserved')));
}
