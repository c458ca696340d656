/** How the instructor's screen writes days, times, drives and levels: always New York time, where every lesson is. */
import { DEFAULT_TIME_ZONE } from '@core/catalog/time-zones';
import { formatDayKey, formatInZone, formatTimeRange } from '@core/rules/timezones';
import type { DaySheetLesson } from '@core/api/instructor';
import { isLevelId, levelById, type Level } from '@core/catalog/levels';

/** "9:00 AM - 9:30 AM" in New York. */
export const formatLessonTimes = (lesson: Pick<DaySheetLesson, 'startTime' | 'endTime'>) =>
  formatTimeRange(lesson.startTime, lesson.endTime, DEFAULT_TIME_ZONE);

/** "3:05 PM" in New York. */
export const formatInstructorTime = (iso: string) => formatInZone(iso, DEFAULT_TIME_ZONE, 'h:mm a');

/** "Saturday, July 11, 2026" for a yyyy-MM-dd day. */
export const formatSheetDay = (day: string) => formatDayKey(day, 'EEEE, MMMM d, yyyy');

/** "12 min drive from the previous lesson", "25 min drive from home"; null when the drive is unknown. */
export function driveText(lesson: Pick<DaySheetLesson, 'travelMinutesFromPrevious' | 'travelFrom'>) {
  if (lesson.travelMinutesFromPrevious === null || lesson.travelFrom === null) return null;
  const from = lesson.travelFrom === 'home' ? 'home' : 'the previous lesson';
  return `${lesson.travelMinutesFromPrevious} min drive from ${from}`;
}

/** The catalog level of a swimmer; null for text such as "To be assessed" (a level with no milestones yet). */
export const swimmerLevel = (level: string): Level | null => (isLevelId(level) ? levelById(level) : null);
