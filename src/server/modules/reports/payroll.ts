/**
 * Payroll and mileage per instructor for a period: times taught and no-shows (the instructor came to both), pay at
 * the instructor's rate (per lesson or per hour), and the miles driven between lessons at the owner's mileage rate.
 * Only what has happened counts: a period reaching into the future stops at now.
 */
import type { FastifyInstance } from 'fastify';
import type { Payroll, PayrollRow } from '@core/api/reports';
import { centsAsDecimal } from '@core/rules/money';
import { instructorPay, milesTenthsOf } from '@core/rules/payroll';
import { rangeInstants, type DayRange } from '@core/rules/report-periods';
import { dayKeyInZone, shiftDayKey } from '@core/rules/timezones';
import { DEFAULT_TIME_ZONE } from '@core/catalog/time-zones';
import type { Database } from '../../db/client';
import { getMileageRate } from '../travel';
import { driveTotals } from './instructors';
import {
  instructorFigures,
  liveInstructorFigures,
  type InstructorFigures,
  type PeriodFigures,
} from './instructors.repository';
import { toCsv } from '../../lib/csv';
import { refreshBeforeReading } from './rollups';

/**
 * The period's figures up to `now`: the days before today from the daily rollup, and today's times that have
 * started read from the times themselves.
 */
async function figuresUntil(db: Database, range: DayRange, now: Date): Promise<PeriodFigures> {
  const today = dayKeyInZone(now, DEFAULT_TIME_ZONE);
  const yesterday = shiftDayKey(today, -1);
  // A period wholly after today sums no day (from after to): every instructor at zero.
  const summed = await instructorFigures(db, {
    from: range.from,
    to: range.to < today ? range.to : yesterday,
  });
  if (range.from > today || range.to < today) return summed;
  const live = await liveInstructorFigures(db, rangeInstants({ from: today, to: today }).start, now);
  return addFigures(summed, live);
}

const COUNTED = [
  'availableMinutes',
  'bookedMinutes',
  'lessons',
  'daysWorked',
  'lessonsTaught',
  'noShows',
  'notRecorded',
  'minutesThere',
] as const satisfies readonly (keyof InstructorFigures)[];

/** Two periods' figures side by side, as one (days apart, so days worked add up). */
function addFigures(a: PeriodFigures, b: PeriodFigures): PeriodFigures {
  const other = new Map(b.instructors.map((f) => [f.instructorId, f]));
  return {
    instructors: a.instructors.map((f) => {
      const more = other.get(f.instructorId);
      if (!more) return f;
      const sum = { ...f };
      for (const key of COUNTED) sum[key] += more[key];
      return sum;
    }),
    legs: [...a.legs, ...b.legs],
  };
}

export async function payroll(
  app: Pick<FastifyInstance, 'db' | 'travelTimes' | 'config'>,
  range: DayRange,
  now = new Date(),
): Promise<Payroll> {
  await refreshBeforeReading(app, now);
  const [figures, mileageRateCents] = await Promise.all([
    figuresUntil(app.db, range, now),
    getMileageRate(app.db),
  ]);
  const counts = figures.instructors;
  const drives = await driveTotals(app, figures.legs);
  const rows: PayrollRow[] = counts
    .filter((c) => c.lessonsTaught + c.noShows + c.notRecorded > 0 || drives.has(c.instructorId))
    .map((c) => {
      const drive = drives.get(c.instructorId) ?? { minutes: 0, km: 0 };
      const milesTenths = milesTenthsOf(drive.km);
      const pay = instructorPay({ ...c, milesTenths, mileageRateCents });
      return {
        instructorId: c.instructorId,
        instructorName: c.name,
        lessonsTaught: c.lessonsTaught,
        noShows: c.noShows,
        notRecorded: c.notRecorded,
        minutes: c.minutesThere,
        driveMinutes: Math.round(drive.minutes),
        milesTenths,
        payBasis: c.payBasis,
        payRateCents: c.payRateCents,
        mileageRateCents,
        ...pay,
      };
    });
  return { from: range.from, to: range.to, mileageRateCents, rows };
}

/** Payroll as a payroll tool imports it: one row per instructor, money in dollars, miles to a tenth. */
export function payrollCsv(p: Payroll): { filename: string; csv: string } {
  const header = [
    'Instructor',
    'Lessons taught',
    'No-shows',
    'Not recorded',
    'Minutes',
    'Drive minutes',
    'Miles',
    'Pay basis',
    'Pay rate ($)',
    'Pay ($)',
    'Mileage rate ($ a mile)',
    'Mileage ($)',
    'Total ($)',
  ];
  const rows = p.rows.map((r) => [
    r.instructorName,
    r.lessonsTaught,
    r.noShows,
    r.notRecorded,
    r.minutes,
    r.driveMinutes,
    (r.milesTenths / 10).toFixed(1),
    r.payBasis === 'per_hour' ? 'per hour' : 'per lesson',
    centsAsDecimal(r.payRateCents),
    centsAsDecimal(r.payCents),
    centsAsDecimal(r.mileageRateCents),
    centsAsDecimal(r.mileageCents),
    centsAsDecimal(r.totalCents),
  ]);
  return { filename: `payroll-${p.from}-to-${p.to}.csv`, csv: toCsv(header, rows) };
}
