import { and, count, desc, eq, gte, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  auditLog,
  bookingSlots,
  bookings,
  contactMessages,
  leads,
  lessonRequests,
  timeSlots,
} from '../../db/schema';
import { liveLessonSql } from '../../db/seats';
import type { Period } from './periods';

// The outer time is named in full ("time_slots"."id"): in a one-table select the query builder leaves column
// names unqualified, which inside a subquery would bind to the subquery's own tables.
// A lesson cancelled on its own leaves no seat behind: only live lessons count.
const hasConfirmedSeat = sql`exists (select 1 from ${bookingSlots} join ${bookings} on ${bookings.id} = ${bookingSlots.bookingId}
  where ${bookingSlots.slotId} = "time_slots"."id" and ${liveLessonSql})`;

/** Lessons that will be taught: slots in the period, not cancelled, with at least one confirmed seat. */
export async function countLessons(db: Database, period: Period): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(timeSlots)
    .where(
      and(
        gte(timeSlots.startTime, period.start),
        lt(timeSlots.startTime, period.end),
        ne(timeSlots.status, 'cancelled'),
        hasConfirmedSeat,
      ),
    );
  return row?.n ?? 0;
}

const confirmedAt = sql`coalesce(${bookings.confirmedAt}, ${bookings.createdAt})`;

/** Confirmed bookings made in the period and what they brought in. */
export async function bookingTotals(db: Database, period: Period) {
  const [row] = await db
    .select({ n: count(), revenue: sql<number>`coalesce(sum(${bookings.totalCents}), 0)::int` })
    .from(bookings)
    .where(
      and(
        eq(bookings.status, 'confirmed'),
        sql`${confirmedAt} >= ${period.start}`,
        sql`${confirmedAt} < ${period.end}`,
      ),
    );
  return { bookings: row?.n ?? 0, revenueCents: row?.revenue ?? 0 };
}

export async function confirmedBookingTimes(db: Database, since: Date): Promise<Date[]> {
  const rows = await db
    .select({ at: sql<string>`${confirmedAt}` })
    .from(bookings)
    .where(and(eq(bookings.status, 'confirmed'), sql`${confirmedAt} >= ${since}`));
  return rows.map((r) => new Date(r.at));
}

export async function countPendingRequests(db: Database) {
  const [row] = await db
    .select({ n: count() })
    .from(lessonRequests)
    .where(eq(lessonRequests.status, 'pending_approval'));
  return row?.n ?? 0;
}

export async function countLeadsSince(db: Database, since: Date) {
  const [row] = await db.select({ n: count() }).from(leads).where(gte(leads.createdAt, since));
  return row?.n ?? 0;
}

export async function countNewMessages(db: Database) {
  const [row] = await db
    .select({ n: count() })
    .from(contactMessages)
    .where(eq(contactMessages.status, 'new'));
  return row?.n ?? 0;
}

export async function recentActivity(db: Database, limit: number) {
  return db.select().from(auditLog).orderBy(desc(auditLog.createdAt)).limit(limit);
}

export async function databaseAnswers(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
