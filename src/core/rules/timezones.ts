import { TZDate } from '@date-fns/tz';
import { addMonths, endOfMonth, format, startOfMonth } from 'date-fns';
import { DEFAULT_TIME_ZONE } from '../catalog/time-zones';

/** True when the runtime can format dates in this IANA zone. */
export function isValidTimeZone(zone: string | null | undefined): zone is string {
  if (!zone || typeof zone !== 'string') return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The zone the runtime reports, if it can be used. */
export function detectTimeZone(): string | undefined {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return isValidTimeZone(zone) ? zone : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The one place a display zone is chosen: the requested zone if valid,
 * else the browser's zone, else America/New_York (spec section 5).
 */
export function resolveTimeZone(requested?: string | null, browserZone: string | undefined = detectTimeZone()): string {
  if (isValidTimeZone(requested)) return requested;
  if (isValidTimeZone(browserZone)) return browserZone;
  return DEFAULT_TIME_ZONE;
}

/** Formats an instant with a date-fns pattern as the wall clock of `zone` shows it. */
export function formatInZone(instant: Date | string, zone: string, pattern: string): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  return format(new TZDate(date.getTime(), resolveTimeZone(zone)), pattern);
}

/** The calendar day (yyyy-MM-dd) an instant falls on in `zone`. */
export function dayKeyInZone(instant: Date | string, zone: string): string {
  return formatInZone(instant, zone, 'yyyy-MM-dd');
}

/** "9:00 AM - 9:30 AM" in the given zone. */
export function formatTimeRange(start: Date | string, end: Date | string, zone: string): string {
  return `${formatInZone(start, zone, 'h:mm a')} - ${formatInZone(end, zone, 'h:mm a')}`;
}

/**
 * The fetch window of the simple calendar: from the start of the month before the viewed month
 * to the end of the month after it, as wall-clock months in `zone`.
 */
export function calendarFetchRange(viewed: { year: number; month: number }, zone: string): { start: string; end: string } {
  const tz = resolveTimeZone(zone);
  const anchor = new TZDate(viewed.year, viewed.month, 1, tz);
  const start = startOfMonth(addMonths(anchor, -1));
  const end = endOfMonth(addMonths(anchor, 1));
  return { start: new Date(start.getTime()).toISOString(), end: new Date(end.getTime()).toISOString() };
}
