/** Which lesson times a preference describes: pure, so the pass and the tests ask the same question. */
import { TZDate } from '@date-fns/tz';
import { PREFERENCE_HORIZON_DAYS } from '@core/api/waitlist';

export interface PreferenceFacts {
  lessonType: string;
  /** 0 Sunday .. 6 Saturday, in `timeZone`. */
  weekdays: readonly number[];
  windowStartMinutes: number;
  windowEndMinutes: number;
  timeZone: string;
  seenSlotIds: readonly string[];
}

export interface TimeFacts {
  id: string;
  lessonType: string;
  startTime: Date;
}

/** The weekday (0 Sunday) and minutes after local midnight at which `instant` falls in `zone`. */
export function localWeekdayAndMinutes(instant: Date, zone: string): { weekday: number; minutes: number } {
  const local = new TZDate(instant.getTime(), zone);
  return { weekday: local.getDay(), minutes: local.getHours() * 60 + local.getMinutes() };
}

/**
 * True when the time is one the family asked to hear about: its lesson type, on one of the weekdays, starting at or
 * after the window's start and before its end (in the family's zone), within the horizon, and not a time that was
 * already open when they asked.
 */
export function preferenceMatches(p: PreferenceFacts, slot: TimeFacts, now: Date): boolean {
  if (slot.lessonType !== p.lessonType || p.seenSlotIds.includes(slot.id)) return false;
  const ahead = slot.startTime.getTime() - now.getTime();
  if (ahead <= 0 || ahead > PREFERENCE_HORIZON_DAYS * 86_400_000) return false;
  const { weekday, minutes } = localWeekdayAndMinutes(slot.startTime, p.timeZone);
  return p.weekdays.includes(weekday) && minutes >= p.windowStartMinutes && minutes < p.windowEndMinutes;
}

/** The preference columns of an entry row, typed (jsonb columns come back as unknown). */
export function preferenceOf(row: {
  lessonType: string;
  weekdays: unknown;
  windowStartMinutes: number | null;
  windowEndMinutes: number | null;
  timeZone: string;
  seenSlotIds: unknown;
}): PreferenceFacts {
  return {
    lessonType: row.lessonType,
    weekdays: Array.isArray(row.weekdays) ? (row.weekdays as number[]) : [],
    windowStartMinutes: row.windowStartMinutes ?? 0,
    windowEndMinutes: row.windowEndMinutes ?? 0,
    timeZone: row.timeZone,
    seenSlotIds: Array.isArray(row.seenSlotIds) ? (row.seenSlotIds as string[]) : [],
  };
}
