/**
 * What happened at each published time (not cancelled) between two instants, in one pass over its lessons and their
 * attendance: whether a live lesson is on it, whether the instructor marked anyone there or missing, and the ZIP the
 * instructor drove to. The instructors report and payroll read their figures from these facts.
 */
import { sql, type SQL } from 'drizzle-orm';
import { localDate } from './days.repository';

/** A SQL fragment (for a WITH clause) naming `facts`: one row per time, with the columns described above. */
export function slotFactsSql(start: Date, end: Date): SQL {
  // A live lesson: not cancelled on its own, its booking confirmed (db/seats.ts liveLessonSql, written on aliases).
  const live = sql`(bs.cancelled_at is null and b.status = 'confirmed')`;
  return sql`facts as (
    select s.id, s.instructor_id, s.start_time, ${localDate(sql`s.start_time`)} as day,
      extract(epoch from (s.end_time - s.start_time)) / 60 as minutes,
      coalesce(bool_or(${live}), false) as live,
      coalesce(bool_or(${live} and la.status = 'attended'), false) as taught,
      coalesce(bool_or(${live} and la.status is not null), false) as marked,
      coalesce(min(coalesce(b.pool_zip, pv.zip)) filter (where ${live}), min(sv.zip)) as zip
    from time_slots s
    join venues sv on sv.id = s.venue_id
    left join booking_slots bs on bs.slot_id = s.id
    left join bookings b on b.id = bs.booking_id
    left join venues pv on pv.id = b.pool_venue_id
    left join lesson_attendance la on la.lesson_id = bs.lesson_id
    where s.start_time >= ${start} and s.start_time < ${end} and s.status <> 'cancelled'
    group by s.id
  )`;
}
