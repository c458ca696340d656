/**
 * SQL of the instructors report and payroll: per instructor, the minutes published and booked and what was recorded,
 * and the legs driven between lessons: summed from the daily rollup, or read from the times themselves for the part
 * of today payroll counts.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DayRange } from '@core/rules/report-periods';
import type { Database } from '../../db/client';
import { instructors, reportDriveLegs, reportLessonDays, timeSlots } from '../../db/schema';
import { rowsOf, within } from './days.repository';
import { legsPerDaySql, slotFactsSql, timesPerDaySql } from './slot-facts.repository';

export interface InstructorFigures {
  instructorId: string;
  name: string;
  payBasis: 'per_lesson' | 'per_hour';
  payRateCents: number;
  /** Minutes of the times published (not cancelled), and of those with a booked lesson. */
  availableMinutes: number;
  bookedMinutes: number;
  /** Times with a booked lesson, and the days with one. */
  lessons: number;
  daysWorked: number;
  /** Of those: taught (a swimmer marked there), no-show (marked, nobody there), not recorded yet. */
  lessonsTaught: number;
  noShows: number;
  notRecorded: number;
  /** Minutes of the taught times and the no-shows: the instructor came to both. */
  minutesThere: number;
}

export interface DrivenLeg {
  instructorId: string;
  fromZip: string | null;
  toZip: string | null;
  /** How many times the leg was driven in the period. */
  times: number;
}

export interface PeriodFigures {
  instructors: InstructorFigures[];
  legs: DrivenLeg[];
}

/** Every instructor (zeros when nothing was published) beside `days`, a per-instructor-day source named `d`. */
function perInstructor(days: SQL): SQL {
  return sql`
    select i.id as "instructorId", i.name, i.pay_basis as "payBasis", i.pay_rate_cents as "payRateCents",
      coalesce(sum(d.published_minutes), 0)::int as "availableMinutes",
      coalesce(sum(d.booked_minutes), 0)::int as "bookedMinutes",
      coalesce(sum(d.times_booked), 0)::int as lessons,
      (count(d.day) filter (where d.times_booked > 0))::int as "daysWorked",
      coalesce(sum(d.times_taught), 0)::int as "lessonsTaught",
      coalesce(sum(d.times_no_show), 0)::int as "noShows",
      coalesce(sum(d.times_not_recorded), 0)::int as "notRecorded",
      coalesce(sum(d.minutes_there), 0)::int as "minutesThere"
    from ${instructors} i left join ${days} d on d.instructor_id = i.id
    group by i.id order by i.name`;
}

/** The period's figures from the daily rollup (refreshed by the caller). */
export async function instructorFigures(db: Database, range: DayRange): Promise<PeriodFigures> {
  const inRange = (day: AnyPgColumn) => sql`${day} >= ${range.from} and ${day} <= ${range.to}`;
  const [counts, legs] = await Promise.all([
    db.execute(
      perInstructor(sql`(select * from ${reportLessonDays} where ${inRange(reportLessonDays.day)})`),
    ),
    db.execute(sql`
      select instructor_id as "instructorId", from_zip as "fromZip", to_zip as "toZip", sum(times)::int as times
      from ${reportDriveLegs} where ${inRange(reportDriveLegs.day)}
      group by instructor_id, from_zip, to_zip`),
  ]);
  return { instructors: rowsOf<InstructorFigures>(counts), legs: rowsOf<DrivenLeg>(legs) };
}

/** The figures of the times from `start` to `end` read from the times themselves: for a part of a day. */
export async function liveInstructorFigures(db: Database, start: Date, end: Date): Promise<PeriodFigures> {
  const facts = slotFactsSql(within(timeSlots.startTime, start, end));
  const [counts, legs] = await Promise.all([
    db.execute(sql`with ${facts}, ${timesPerDaySql} ${perInstructor(sql`times`)}`),
    db.execute(sql`
      with ${facts}, ${legsPerDaySql}
      select instructor_id as "instructorId", from_zip as "fromZip", to_zip as "toZip", sum(times)::int as times
      from legs group by instructor_id, from_zip, to_zip`),
  ]);
  return { instructors: rowsOf<InstructorFigures>(counts), legs: rowsOf<DrivenLeg>(legs) };
}
