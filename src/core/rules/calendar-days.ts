import { parseDayKey, shiftDayKey } from './timezones';

/**
 * Calendar arithmetic for the month and week views, on plain yyyy-MM-dd day keys so a day means the same in every
 * time zone. The day steps and the month grid itself are `shiftDayKey` and `monthGrid` of `./timezones`.
 */

/** The days of the week, Sunday first (index 0 is Sunday, as `Date.getUTCDay`), short and in full. */
export const WEEKDAY_SHORT = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
export const WEEKDAY_LONG = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

/** A month as the calendars hold it: its year, and its month 0-11. */
export interface CalendarMonth {
  year: number;
  /** 0-11 */
  month: number;
}

/** The month `by` months after (or before) `m`. */
export function shiftMonth(m: CalendarMonth, by: number): CalendarMonth {
  const total = m.year * 12 + m.month + by;
  return { year: Math.floor(total / 12), month: ((total % 12) + 12) % 12 };
}

/** The month a day falls in. */
export function monthOfDay(day: string): CalendarMonth {
  const p = parseDayKey(day);
  if (!p) throw new RangeError(`Not a calendar day: ${day}`);
  return { year: p.year, month: p.month - 1 };
}

export function isDayInMonth(day: string, m: CalendarMonth): boolean {
  const d = monthOfDay(day);
  return d.year === m.year && d.month === m.month;
}

/** The first day of a month. */
export function firstDayOfMonth(m: CalendarMonth): string {
  return `${m.year}-${String(m.month + 1).padStart(2, '0')}-01`;
}

/** 0 for Sunday to 6 for Saturday. */
export function weekdayOf(day: string): number {
  const p = parseDayKey(day);
  if (!p) throw new RangeError(`Not a calendar day: ${day}`);
  return new Date(Date.UTC(p.year, p.month - 1, p.day)).getUTCDay();
}

/** The week, Sunday to Saturday, holding a day. */
export function weekOf(day: string): string[] {
  const sunday = shiftDayKey(day, -weekdayOf(day));
  return Array.from({ length: 7 }, (_, i) => shiftDayKey(sunday, i));
}

// Built once, on first use: making an Intl formatter costs far more than formatting, and a calendar formats a day
// per cell. Not at load: the first formatter a page makes also loads the locale's data, which would lengthen the
// page's start by that much.
let longDayFormat: Intl.DateTimeFormat | undefined;

/** "Saturday, July 11, 2026". */
export function longDay(day: string): string {
  longDayFormat ??= new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return longDayFormat.format(new Date(`${day}T00:00:00Z`));
}

/**
 * The fetch window for chosen days: the earliest 00:00 to the latest 23:59:59.999, widened a day each side so a day
 * in a far-off display zone is complete; times are then grouped by their day in that zone.
 */
export function selectedDaysRange(days: string[]): { start: string; end: string } | null {
  if (!days.length) return null;
  const sorted = [...days].sort();
  return {
    start: `${shiftDayKey(sorted[0]!, -1)}T00:00:00.000Z`,
    end: `${shiftDayKey(sorted[sorted.length - 1]!, 1)}T23:59:59.999Z`,
  }; // sorted is non-empty
}
