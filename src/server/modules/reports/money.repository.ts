/** SQL of the money report: card payments, refunds and lesson credits, summed per New York day. */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { creditEntries, payments, refunds } from '../../db/schema';
import { localDay, rowsOf, within } from './days.repository';

export interface DaySum {
  day: string;
  n: number;
}

const day = (rows: { day: string; n: number | string | null }[]): DaySum[] =>
  rows.map((r) => ({ day: r.day, n: Number(r.n ?? 0) }));

/** Card payments that went through, by the day they were made (bookings, moves to dearer times and packages). */
export async function paidPerDay(db: Database, start: Date, end: Date): Promise<DaySum[]> {
  const d = localDay(payments.createdAt);
  return day(
    await db
      .select({ day: d, n: sql<number>`sum(${payments.amountCents})` })
      .from(payments)
      .where(and(eq(payments.status, 'succeeded'), within(payments.createdAt, start, end)))
      .groupBy(d),
  );
}

/** Money given back, by the day the refund was decided (sent to the card then, or retried until it is). */
export async function refundedPerDay(db: Database, start: Date, end: Date): Promise<DaySum[]> {
  const d = localDay(refunds.createdAt);
  return day(
    await db
      .select({ day: d, n: sql<number>`sum(${refunds.amountCents})` })
      .from(refunds)
      .where(within(refunds.createdAt, start, end))
      .groupBy(d),
  );
}

/** Lesson credits of the given kinds, summed per day (sold lots are positive, spending negative). */
export async function creditsPerDay(
  db: Database,
  kinds: readonly string[],
  start: Date,
  end: Date,
): Promise<DaySum[]> {
  const d = localDay(creditEntries.createdAt);
  return day(
    await db
      .select({ day: d, n: sql<number>`sum(${creditEntries.lessons})` })
      .from(creditEntries)
      .where(and(inArray(creditEntries.kind, [...kinds]), within(creditEntries.createdAt, start, end)))
      .groupBy(d),
  );
}

/** Every credit entry before `end`, summed per day: the balance's rises and falls, from the first entry on. */
export async function creditChangesPerDay(db: Database, end: Date): Promise<DaySum[]> {
  const d = localDay(creditEntries.createdAt);
  return day(
    await db
      .select({ day: d, n: sql<number>`sum(${creditEntries.lessons})` })
      .from(creditEntries)
      .where(sql`${creditEntries.createdAt} < ${end}`)
      .groupBy(d),
  );
}

/** What each lot still held when it expired, per expiry day before `end`: it stops being owed that day. */
export async function creditsExpiredPerDay(db: Database, end: Date): Promise<DaySum[]> {
  const rows = await db.execute(sql`
    select ${localDay(sql`lot.expires_at`)} as day, sum(e.lessons) as n
    from ${creditEntries} lot
    join ${creditEntries} e on e.lot_id = lot.id and e.created_at < lot.expires_at
    where lot.id = lot.lot_id and lot.expires_at < ${end}
    group by 1`);
  return day(rowsOf<{ day: string; n: number | string | null }>(rows));
}
