/** The lessons report: booked, taught, cancelled by the family, the owner or the weather, and no-shows. */
import type { ReportTable } from '@core/api/reports';
import type { DayRange, ReportBucketSize } from '@core/rules/report-periods';
import type { Database } from '../../db/client';
import { column, readPeriodTable, type DayFigures } from './fold';
import { lessonsPerDay } from './lessons.repository';

const SPEC = {
  id: 'lessons',
  title: 'Lessons',
  columns: [
    column('booked', 'Booked'),
    column('taught', 'Taught'),
    column('cancelledFamily', 'Cancelled by family'),
    column('cancelledOwner', 'Cancelled by owner'),
    column('cancelledWeather', 'Cancelled for weather'),
    column('noShows', 'No-shows'),
  ],
  chart: ['taught', 'cancelledFamily', 'cancelledOwner', 'cancelledWeather', 'noShows'],
};

export const LESSONS_NOTES = [
  "Each family's lesson counts once, on the day it was (or is) to be taught; a group time with three families is three lessons.",
  'Taught means the instructor marked at least one swimmer as there; a no-show, that every swimmer marked was missing.',
];

async function dayFigures(db: Database, range: DayRange): Promise<DayFigures[]> {
  return (await lessonsPerDay(db, range)).map(({ day, ...values }) => ({ day, values }));
}

export async function lessonTables(
  db: Database,
  range: DayRange,
  previous: DayRange,
  by: ReportBucketSize,
): Promise<ReportTable[]> {
  return [await readPeriodTable(SPEC, (r) => dayFigures(db, r), range, previous, by)];
}
