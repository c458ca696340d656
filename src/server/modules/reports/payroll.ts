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
import { getMileageRate } from '../travel';
import { driveTotals } from './instructors';
import { instructorFigures } from './instructors.repository';
import { toCsv } from '../../lib/csv';

export async function payroll(
  app: Pick<FastifyInstance, 'db' | 'travelTimes'>,
  range: DayRange,
): Promise<Payroll> {
  const { start, end: periodEnd } = rangeInstants(range);
  const end = new Date(Math.min(periodEnd.getTime(), Date.now()));
  const [figures, mileageRateCents] = await Promise.all([
    instructorFigures(app.db, start, end),
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
