import type { TimeSlot, TimeSlotsQuery, TimeSlotsResponse } from '@core/api/calendar';
import type { Database } from '../../db/client';
import { findSlotsInRange, listInstructors, listVenues } from './repository';

/** Every slot in the range with its live seat count; the browser applies the bookable rule for display. */
export async function getTimeSlots(db: Database, query: TimeSlotsQuery): Promise<TimeSlotsResponse> {
  const [rows, instructors, venues] = await Promise.all([
    findSlotsInRange(db, { start: new Date(query.start), end: new Date(query.end), lessonType: query.lessonType }),
    listInstructors(db),
    listVenues(db),
  ]);
  const timeSlots = rows.map(
    (r): TimeSlot => ({
      ...r,
      startTime: r.startTime.toISOString(),
      endTime: r.endTime.toISOString(),
      lessonType: r.lessonType as TimeSlot['lessonType'],
      status: r.status as TimeSlot['status'],
    }),
  );
  return { timeSlots, instructors, venues };
}
