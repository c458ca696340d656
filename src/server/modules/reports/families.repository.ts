/** SQL of the families report: first and repeat bookings, booking again within 60 days, packages and waitlist offers. */
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bookings, packagePurchases, waitlistOffers } from '../../db/schema';
import { localDay, rowsOf, within } from './days.repository';

export interface BookingDayCounts {
  day: string;
  bookings: number;
  newFamilies: number;
  repeatBookings: number;
  bookedAgain: number;
}

/**
 * Confirmed bookings per day of confirmation: the family's first (a new family) or a repeat, and whether the same
 * family confirmed another booking within 60 days after. Families are told apart by their email.
 */
export async function bookingsPerDay(db: Database, start: Date, end: Date): Promise<BookingDayCounts[]> {
  const rows = await db.execute(sql`
    with confirmed as (
      select ${bookings.confirmedAt} as at,
        row_number() over w as nth,
        lead(${bookings.confirmedAt}) over w as next_at
      from ${bookings}
      where ${bookings.confirmedAt} is not null
      window w as (partition by lower(trim(${bookings.customerEmail})) order by ${bookings.confirmedAt}, ${bookings.id})
    )
    select ${localDay(sql`at`)} as day, count(*)::int as bookings,
      (count(*) filter (where nth = 1))::int as "newFamilies",
      (count(*) filter (where nth > 1))::int as "repeatBookings",
      (count(*) filter (where next_at <= at + interval '60 days'))::int as "bookedAgain"
    from confirmed where at >= ${start} and at < ${end}
    group by 1`);
  // A booking near the period's end counts as booked again when the next one came after the period: it did.
  return rowsOf<BookingDayCounts>(rows);
}

/** Packages paid for, per day of payment. */
export async function packagesPerDay(db: Database, start: Date, end: Date) {
  const day = localDay(packagePurchases.paidAt);
  return db
    .select({ day, packagePurchases: sql<number>`count(*)::int` })
    .from(packagePurchases)
    .where(and(eq(packagePurchases.status, 'paid'), within(packagePurchases.paidAt, start, end)))
    .groupBy(day);
}

/** Waitlist offers made per day, and how many of them the family claimed. */
export async function offersPerDay(db: Database, start: Date, end: Date) {
  const day = localDay(waitlistOffers.createdAt);
  return db
    .select({
      day,
      offersMade: sql<number>`count(*)::int`,
      offersClaimed: sql<number>`(count(*) filter (where ${waitlistOffers.status} = 'claimed'))::int`,
    })
    .from(waitlistOffers)
    .where(within(waitlistOffers.createdAt, start, end))
    .groupBy(day);
}
