/** The instructors report: how full each one's published time is, lessons per day and the driving between them. */
import type { FastifyInstance } from 'fastify';
import type { ReportTable } from '@core/api/reports';
import type { DayRange } from '@core/rules/report-periods';
import { drivesBetween } from '../travel';
import { addInto, column, groupTable, percent, type Figures } from './fold';
import * as repo from './instructors.repository';

type App = Pick<FastifyInstance, 'db' | 'travelTimes'>;

const SPEC = {
  id: 'instructors',
  title: 'Instructors',
  columns: [
    column('availableMinutes', 'Minutes published', 'minutes'),
    column('bookedMinutes', 'Minutes booked', 'minutes'),
    column('utilisation', 'Utilisation', 'percent'),
    column('lessons', 'Lessons'),
    column('daysWorked', 'Days with lessons'),
    column('lessonsPerDay', 'Lessons a day', 'decimal'),
    column('driveMinutesPerDay', 'Drive minutes a day', 'decimal'),
    column('driveKmPerDay', 'Drive km a day', 'decimal'),
  ],
  chart: ['utilisation'],
  derive: (s: Figures) => ({
    utilisation: percent(s.bookedMinutes ?? 0, s.availableMinutes ?? 0),
    lessonsPerDay: perDay(s.lessons, s.daysWorked),
    driveMinutesPerDay: perDay(s.driveMinutes, s.daysWorked),
    driveKmPerDay: perDay(s.driveKm, s.daysWorked),
  }),
};

export const INSTRUCTORS_NOTES = [
  'Utilisation is the minutes of published times with a booked lesson over the minutes of all published times.',
  'Driving counts the legs between consecutive lessons of a day; the drive from home to the first lesson and back is a commute and is not counted.',
];

/** One decimal place, 0 on a day count of 0. */
function perDay(amount = 0, days = 0): number {
  return days > 0 ? Math.round((amount / days) * 10) / 10 : 0;
}

/** Drive minutes and kilometres per instructor over the legs given. */
export async function driveTotals(
  app: App,
  legs: readonly repo.DrivenLeg[],
): Promise<Map<string, { minutes: number; km: number }>> {
  const drives = await drivesBetween(app, legs);
  const out = new Map<string, { minutes: number; km: number }>();
  legs.forEach((leg, i) => {
    const drive = drives[i] ?? { km: 0, minutes: 0 };
    const sum = out.get(leg.instructorId) ?? { minutes: 0, km: 0 };
    sum.minutes += drive.minutes * leg.times;
    sum.km += drive.km * leg.times;
    out.set(leg.instructorId, sum);
  });
  return out;
}

async function figuresPerInstructor(app: App, range: DayRange) {
  const figures = await repo.instructorFigures(app.db, range);
  const drives = await driveTotals(app, figures.legs);
  return figures.instructors.map((m) => {
    const drive = drives.get(m.instructorId) ?? { minutes: 0, km: 0 };
    return {
      key: m.instructorId,
      label: m.name,
      values: {
        availableMinutes: m.availableMinutes,
        bookedMinutes: m.bookedMinutes,
        lessons: m.lessons,
        daysWorked: m.daysWorked,
        driveMinutes: drive.minutes,
        driveKm: Math.round(drive.km * 10) / 10,
      } as Figures,
    };
  });
}

export async function instructorTables(
  app: App,
  range: DayRange,
  previous: DayRange,
): Promise<ReportTable[]> {
  const [current, before] = await Promise.all([
    figuresPerInstructor(app, range),
    figuresPerInstructor(app, previous),
  ]);
  const total = (rows: { values: Figures }[]) => rows.reduce((t, r) => addInto(t, r.values), {} as Figures);
  // Only instructors with something published in either period: a long list of zeros says nothing.
  const shown = current.filter(
    (r) =>
      (r.values.availableMinutes ?? 0) > 0 ||
      before.some((b) => b.key === r.key && (b.values.availableMinutes ?? 0) > 0),
  );
  return [groupTable(SPEC, shown, total(current), total(before))];
}
