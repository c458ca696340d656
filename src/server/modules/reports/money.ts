/** The money report: paid, refunded, lesson credits sold and used, and the credits still owed to families. */
import type { ReportTable } from '@core/api/reports';
import { bucketsOf, rangeInstants, type DayRange, type ReportBucketSize } from '@core/rules/report-periods';
import { shiftDayKey } from '@core/rules/timezones';
import type { Database } from '../../db/client';
import { column, readPeriodTable, type DayFigures } from './fold';
import * as repo from './money.repository';

const SPEC = {
  id: 'money',
  title: 'Money',
  columns: [
    column('paidCents', 'Paid', 'cents'),
    column('refundedCents', 'Refunded', 'cents'),
    column('netCents', 'Net', 'cents'),
    column('creditsSold', 'Credits sold'),
    column('creditsUsed', 'Credits used'),
    column('creditsOwed', 'Credits owed (at the end)'),
  ],
  chart: ['paidCents', 'refundedCents'],
  derive: (s: Record<string, number>) => ({ netCents: (s.paidCents ?? 0) - (s.refundedCents ?? 0) }),
};

export const MONEY_NOTES = [
  'Paid counts card payments that went through, by the day they were made: bookings, moves to a dearer time and packages.',
  'Refunded counts money given back, by the day it was decided.',
  'Credits used counts lesson credits spent on bookings, less credits given back to the same lots.',
  'Credits owed is what families still hold, unspent and unexpired, at the end of each week or month.',
];

async function dayFigures(db: Database, range: DayRange): Promise<DayFigures[]> {
  const { start, end } = rangeInstants(range);
  const [paid, refunded, sold, used] = await Promise.all([
    repo.paidPerDay(db, start, end),
    repo.refundedPerDay(db, start, end),
    repo.creditsPerDay(db, ['package'], start, end),
    repo.creditsPerDay(db, ['spend', 'return'], start, end),
  ]);
  const days = new Map<string, Record<string, number>>();
  const put = (rows: repo.DaySum[], key: string, sign = 1) => {
    for (const r of rows) days.set(r.day, { ...days.get(r.day), [key]: sign * r.n });
  };
  put(paid, 'paidCents');
  put(refunded, 'refundedCents');
  put(sold, 'creditsSold');
  put(used, 'creditsUsed', -1);
  return [...days].map(([day, values]) => ({ day, values }));
}

/** Credits owed at the end of each given day: every entry so far, less what lots held when they expired. */
async function creditsOwedAtEndOf(db: Database, days: readonly string[], until: Date): Promise<number[]> {
  const [changes, expired] = await Promise.all([
    repo.creditChangesPerDay(db, until),
    repo.creditsExpiredPerDay(db, until),
  ]);
  const owedAt = (day: string) =>
    changes.reduce((n, c) => (c.day <= day ? n + c.n : n), 0) -
    expired.reduce((n, e) => (e.day <= day ? n + e.n : n), 0);
  return days.map(owedAt);
}

export async function moneyTables(
  db: Database,
  range: DayRange,
  previous: DayRange,
  by: ReportBucketSize,
): Promise<ReportTable[]> {
  const table = await readPeriodTable(SPEC, (r) => dayFigures(db, r), range, previous, by);
  // The balance is a level, not a flow: each bucket shows it on its last day (or the range's, if sooner).
  const buckets = bucketsOf(range, by);
  const lastDays = buckets.map((b, i) => {
    const next = buckets[i + 1];
    return next && shiftDayKey(next, -1) < range.to ? shiftDayKey(next, -1) : range.to;
  });
  const owed = await creditsOwedAtEndOf(db, [...lastDays, previous.to], rangeInstants(range).end);
  table.rows.forEach((row, i) => (row.values.creditsOwed = owed[i] ?? 0));
  table.totals.creditsOwed = owed[lastDays.length - 1] ?? 0;
  table.previousTotals.creditsOwed = owed[lastDays.length] ?? 0;
  return [table];
}
