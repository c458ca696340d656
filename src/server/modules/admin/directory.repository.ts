import { asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bookings, couponRedemptions, coupons, instructors, venues } from '../../db/schema';

export const listInstructors = (db: Database) => db.select().from(instructors).orderBy(asc(instructors.name));
export const listVenues = (db: Database) => db.select().from(venues).orderBy(asc(venues.name));

export async function insertInstructor(tx: Database, row: typeof instructors.$inferInsert) {
  const [created] = await tx.insert(instructors).values(row).returning();
  return created!; // one row in, one row out
}
export async function updateInstructor(
  tx: Database,
  id: string,
  row: Partial<typeof instructors.$inferInsert>,
) {
  const [updated] = await tx
    .update(instructors)
    .set({ ...row, updatedAt: sql`now()` })
    .where(eq(instructors.id, id))
    .returning();
  return updated;
}
export async function insertVenue(tx: Database, row: typeof venues.$inferInsert) {
  const [created] = await tx.insert(venues).values(row).returning();
  return created!; // one row in, one row out
}
export async function updateVenue(tx: Database, id: string, row: Partial<typeof venues.$inferInsert>) {
  const [updated] = await tx
    .update(venues)
    .set({ ...row, updatedAt: sql`now()` })
    .where(eq(venues.id, id))
    .returning();
  return updated;
}

const redemptionCount = sql<number>`(select count(*) from ${couponRedemptions} where ${couponRedemptions.couponId} = ${coupons.id})::int`;

export const listCoupons = (db: Database) =>
  db
    .select({ coupon: coupons, redemptions: redemptionCount })
    .from(coupons)
    .orderBy(desc(coupons.createdAt), asc(coupons.code));

export async function findCouponByCode(db: Database, code: string) {
  const [row] = await db.select({ id: coupons.id }).from(coupons).where(eq(coupons.code, code));
  return row;
}
export async function insertCoupon(tx: Database, row: typeof coupons.$inferInsert) {
  const [created] = await tx.insert(coupons).values(row).returning();
  return created!; // one row in, one row out
}
export async function updateCoupon(tx: Database, id: string, row: Partial<typeof coupons.$inferInsert>) {
  const [updated] = await tx
    .update(coupons)
    .set({ ...row, updatedAt: sql`now()` })
    .where(eq(coupons.id, id))
    .returning();
  return updated;
}
export async function countRedemptions(db: Database, couponId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(couponRedemptions)
    .where(eq(couponRedemptions.couponId, couponId));
  return row?.n ?? 0;
}
export const listRedemptions = (db: Database, couponId: string) =>
  db
    .select({ redemption: couponRedemptions, bookingReference: bookings.reference })
    .from(couponRedemptions)
    .innerJoin(bookings, eq(bookings.id, couponRedemptions.bookingId))
    .where(eq(couponRedemptions.couponId, couponId))
    .orderBy(desc(couponRedemptions.createdAt));

/** Sets one instructor's pay; false when there is no such instructor. */
export async function setInstructorPay(
  tx: Database,
  id: string,
  pay: { payBasis: 'per_lesson' | 'per_hour'; payRateCents: number },
): Promise<boolean> {
  const rows = await tx
    .update(instructors)
    .set({ ...pay, updatedAt: new Date() })
    .where(eq(instructors.id, id))
    .returning({ id: instructors.id });
  return rows.length > 0;
}
