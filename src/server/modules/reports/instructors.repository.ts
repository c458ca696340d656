/**
 * SQL of the instructors report and payroll: per instructor, the minutes published and booked and what was recorded,
 * and the legs driven between lessons, all from one pass over the period's times (slot-facts.repository.ts).
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from './days.repository';
import { slotFactsSql } from './slot-facts.repository';

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

/**
 * Every instructor (zeros when nothing was published), and the legs each drove between consecutive lessons of a day
 * grouped by the two ZIPs: the drive from home to the first lesson and back is a commute, not counted.
 */
export async function instructorFigures(
  db: Database,
  start: Date,
  end: Date,
): Promise<{ instructors: InstructorFigures[]; legs: DrivenLeg[] }> {
  const rows = await db.execute(sql`
    with ${slotFactsSql(start, end)}, per as (
      select instructor_id, sum(minutes) as available, sum(minutes) filter (where live) as booked,
        count(*) filter (where live) as lessons, count(distinct day) filter (where live) as days,
        count(*) filter (where live and taught) as taught,
        count(*) filter (where live and marked and not taught) as no_shows,
        count(*) filter (where live and not marked) as not_recorded,
        sum(minutes) filter (where live and marked) as there
      from facts group by instructor_id
    ), legs as (
      select instructor_id, lag(zip) over w as from_zip, zip as to_zip, row_number() over w as nth
      from facts where live window w as (partition by instructor_id, day order by start_time)
    )
    select 'instructor' as kind, i.id as "instructorId", i.name, i.pay_basis as "payBasis",
      i.pay_rate_cents as "payRateCents",
      coalesce(per.available, 0)::int as "availableMinutes", coalesce(per.booked, 0)::int as "bookedMinutes",
      coalesce(per.lessons, 0)::int as lessons, coalesce(per.days, 0)::int as "daysWorked",
      coalesce(per.taught, 0)::int as "lessonsTaught", coalesce(per.no_shows, 0)::int as "noShows",
      coalesce(per.not_recorded, 0)::int as "notRecorded", coalesce(per.there, 0)::int as "minutesThere",
      null as "fromZip", null as "toZip", null::int as times
    from instructors i left join per on per.instructor_id = i.id
    union all
    select 'leg', instructor_id, null, null, null, null, null, null, null, null, null, null, null,
      from_zip, to_zip, count(*)::int
    from legs where nth > 1
    group by instructor_id, from_zip, to_zip
    order by 1 desc, 3`);
  const all = rowsOf<InstructorFigures & DrivenLeg & { kind: 'instructor' | 'leg' }>(rows);
  return {
    instructors: all
      .filter((r) => r.kind === 'instructor')
      .map(({ kind: _k, fromZip: _f, toZip: _t, times: _n, ...r }) => r),
    legs: all
      .filter((r) => r.kind === 'leg')
      .map((r) => ({ instructorId: r.instructorId, fromZip: r.fromZip, toZip: r.toZip, times: r.times })),
  };
}
