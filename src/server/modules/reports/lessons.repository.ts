/** SQL of the lessons report: each family's lesson by the day it was or is to be taught, from the daily rollup. */
import { sql } from 'drizzle-orm';
import type { DayRange } from '@core/rules/report-periods';
import type { Database } from '../../db/client';
import { reportLessonDays as d } from '../../db/schema';
import { rowsOf } from './days.repository';

export interface LessonDayCounts {
  day: string;
  booked: number;
  taught: number;
  noShows: number;
  cancelledFamily: number;
  cancelledOwner: number;
  cancelledWeather: number;
}

/**
 * Lessons of bookings ever confirmed, per day of the range. A lesson was taught when the instructor marked at least
 * one swimmer there, a no-show when every swimmer marked was missing; a lesson with no mark yet is neither.
 */
export async function lessonsPerDay(db: Database, range: DayRange): Promise<LessonDayCounts[]> {
  const rows = await db.execute(sql`
    select to_char(${d.day}, 'YYYY-MM-DD') as day, sum(${d.lessonsBooked})::int as booked,
      sum(${d.lessonsTaught})::int as taught, sum(${d.lessonsNoShow})::int as "noShows",
      sum(${d.cancelledFamily})::int as "cancelledFamily", sum(${d.cancelledOwner})::int as "cancelledOwner",
      sum(${d.cancelledWeather})::int as "cancelledWeather"
    from ${d} where ${d.day} >= ${range.from} and ${d.day} <= ${range.to}
    group by ${d.day} having sum(${d.lessonsBooked}) > 0`);
  return rowsOf<LessonDayCounts>(rows);
}
