import { and, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bookings, couponRedemptions, coupons } from '../../db/schema';

export async function findCouponByCode(db: Database, code: string) {
  const [row] = await db.select().from(coupons).where(eq(coupons.code, code));
  return row;
}

/** Uses of a coupon, reserved by a checkout waiting for payment or redeemed, in all and by one customer. */
export async function redemptionCounts(db: Database, couponId: string, email: string | null) {
  const [all] = await db
    .select({ n: count() })
    .from(couponRedemptions)
    .where(eq(couponRedemptions.couponId, couponId));
  let byCustomer = 0;
  if (email) {
    const [mine] = await db
      .select({ n: count() })
      .from(couponRedemptions)
      .where(
        and(
          eq(couponRedemptions.couponId, couponId),
          eq(sql`lower(${couponRedemptions.customerEmail})`, email.toLowerCase()),
        ),
      );
    byCustomer = mine?.n ?? 0;
  }
  return { all: all?.n ?? 0, byCustomer };
}

/** True when this email has no confirmed booking yet. */
export async function isFirstTimeCustomer(db: Database, email: string): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(bookings)
    .where(
      and(eq(sql`lower(${bookings.customerEmail})`, email.toLowerCase()), eq(bookings.status, 'confirmed')),
    );
  return (row?.n ?? 0) === 0;
}
