/** The families report: new families, repeat bookings, booking again within 60 days, packages, waitlist offers. */
import type { ReportTable } from '@core/api/reports';
import { rangeInstants, type DayRange, type ReportBucketSize } from '@core/rules/report-periods';
import type { Database } from '../../db/client';
import { column, percent, readPeriodTable, type DayFigures, type Figures } from './fold';
import * as repo from './families.repository';

const SPEC = {
  id: 'families',
  title: 'Families',
  columns: [
    column('bookings', 'Bookings'),
    column('newFamilies', 'New families'),
    column('repeatBookings', 'Repeat bookings'),
    column('bookedAgainShare', 'Booked again within 60 days', 'percent'),
    column('packagePurchases', 'Packages bought'),
    column('offersMade', 'Waitlist offers'),
    column('offersClaimed', 'Offers claimed'),
  ],
  chart: ['newFamilies', 'repeatBookings'],
  derive: (s: Figures) => ({ bookedAgainShare: percent(s.bookedAgain ?? 0, s.bookings ?? 0) }),
};

export const FAMILIES_NOTES = [
  'Families are told apart by email. A new family is one confirming its first booking; a repeat booking is any later one.',
  'Booked again within 60 days: the share of bookings after which the same family confirmed another within 60 days (recent bookings have not had 60 days yet).',
  'Waitlist offers are counted on the day they were made; claimed ones were booked from the offer.',
];

async function dayFigures(db: Database, range: DayRange): Promise<DayFigures[]> {
  const { start, end } = rangeInstants(range);
  const [bookings, packages, offers] = await Promise.all([
    repo.bookingsPerDay(db, start, end),
    repo.packagesPerDay(db, start, end),
    repo.offersPerDay(db, start, end),
  ]);
  const days = new Map<string, Figures>();
  for (const { day, ...values } of [...bookings, ...packages, ...offers])
    days.set(day, { ...days.get(day), ...values });
  return [...days].map(([day, values]) => ({ day, values }));
}

export async function familyTables(
  db: Database,
  range: DayRange,
  previous: DayRange,
  by: ReportBucketSize,
): Promise<ReportTable[]> {
  // bookedAgain is summed with the shown figures (fold.ts adds every key) and shown only as a share of bookings.
  return [await readPeriodTable(SPEC, (r) => dayFigures(db, r), range, previous, by)];
}
