import { TZDate } from '@date-fns/tz';
import { addMonths, endOfMonth, format, startOfMonth } from 'date-fns';
import { DEFAULT_TIME_ZONE, TIME_ZONES } from '../catalog/time-zones';

// Zones already known to work. Building an Intl formatter is what makes the check slow, and the server resolves
// the zone once per slot of a calendar response; the set stays small because only valid zones enter it.
const knownZones = new Set<string>();
const KNOWN_ZONES_LIMIT = 1000;

/** True when the runtime can format dates in this IANA zone. */
export function isValidTimeZone(zone: string | null | undefined): zone is string {
  if (!zone || typeof zone !== 'string') return false;
  if (knownZones.has(zone)) return true;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
  } catch {
    return false;
  }
  if (knownZones.size < KNOWN_ZONES_LIMIT) knownZones.add(zone);
  return true;
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
export function resolveTimeZone(requested?: string | null, browserZone?: string): string {
  if (isValidTimeZone(requested)) return requested;
  // Asked for only when the requested zone cannot be used: detecting it builds a formatter.
  const fallback = browserZone ?? detectTimeZone();
  if (isValidTimeZone(fallback)) return fallback;
  return DEFAULT_TIME_ZONE;
}

/**
 * One Intl formatter per zone and purpose, built on first use: building them is the slow part, and a calendar formats
 * hundreds of times at once. Zones are checked before they get here, so each map stays as small as the set of valid
 * zones seen (and never past KNOWN_ZONES_LIMIT).
 */
function formatterCache(options: Intl.DateTimeFormatOptions) {
  const byZone = new Map<string, Intl.DateTimeFormat>();
  return (zone: string): Intl.DateTimeFormat => {
    let formatter = byZone.get(zone);
    if (!formatter) {
      formatter = new Intl.DateTimeFormat('en-US', { ...options, timeZone: zone });
      if (byZone.size < KNOWN_ZONES_LIMIT) byZone.set(zone, formatter);
    }
    return formatter;
  };
}

// "h:mm a" is most of what is formatted (three times for every lesson time of a calendar answer): an Intl formatter
// writes it several times faster than a zoned date-fns format, with the same text.
const CLOCK_PATTERN = 'h:mm a';
const clockFormatter = formatterCache({ hour: 'numeric', minute: '2-digit', hour12: true });

function clockTime(date: Date, zone: string): string {
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid time value'); // as date-fns format throws
  // Newer ICU puts a narrow no-break space before AM/PM; date-fns (and every text we send) uses a plain space.
  return clockFormatter(zone).format(date).replace(/\s/gu, ' ');
}

/** Formats an instant with a date-fns pattern as the wall clock of `zone` shows it. */
export function formatInZone(instant: Date | string, zone: string, pattern: string): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  if (pattern === CLOCK_PATTERN) return clockTime(date, resolveTimeZone(zone));
  return format(new TZDate(date.getTime(), resolveTimeZone(zone)), pattern);
}

const dayFormatter = formatterCache({ year: 'numeric', month: '2-digit', day: '2-digit' });

/** The calendar day (yyyy-MM-dd) an instant falls on in `zone`. Throws a RangeError for an unreadable instant. */
export function dayKeyInZone(instant: Date | string, zone: string): string {
  const formatter = dayFormatter(resolveTimeZone(zone));
  const parts = formatter.formatToParts(typeof instant === 'string' ? new Date(instant) : instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`;
}

/** "9:00 AM - 9:30 AM" in the given zone. */
export function formatTimeRange(start: Date | string, end: Date | string, zone: string): string {
  return `${formatInZone(start, zone, 'h:mm a')} - ${formatInZone(end, zone, 'h:mm a')}`;
}

const zoneLabels = new Map<string, string>();

/** The label of a zone the pickers do not offer: its place ("Berlin", "Buenos Aires"), or UTC and its offset. */
function placeLabel(zone: string): string {
  if (/^(Etc\/)?(UTC|UCT|GMT|Universal|Zulu|Greenwich)(0|[+-]0)?$/i.test(zone)) return 'UTC';
  // Etc/GMT+5 is five hours behind UTC: the IANA sign is the reverse of the one people write.
  const fixed = /^Etc\/GMT([+-])(\d{1,2})$/.exec(zone);
  if (fixed) return `UTC${fixed[1] === '+' ? '-' : '+'}${fixed[2]}`;
  return (zone.split('/').pop() ?? zone).replace(/_/g, ' ');
}

/**
 * The one name a page or an email gives a time zone, next to a time or in a sentence: the spec's words for the zones
 * the pickers offer (section 9: ET, CT, MT, PT, Arizona, Alaska, Hawaii, London, Paris, Tokyo, Shanghai, Sydney),
 * the same all year, so never EST/EDT, "GMT-5" or an IANA id; another zone is named by its place ("Berlin").
 * An unusable zone is resolved as `formatInZone` resolves it, so the label names the zone the times are in.
 */
export function timeZoneLabel(zone: string | null | undefined): string {
  const resolved = resolveTimeZone(zone);
  const known = zoneLabels.get(resolved);
  if (known) return known;
  // The runtime's spelling of the zone: "us/eastern" and "EST5EDT" are New York's.
  let canonical = resolved;
  try {
    canonical = new Intl.DateTimeFormat('en-US', { timeZone: resolved }).resolvedOptions().timeZone;
  } catch {
    // resolved zones are valid; keep the name as given
  }
  const label = TIME_ZONES.find((z) => z.value === canonical)?.name ?? placeLabel(canonical);
  if (zoneLabels.size < KNOWN_ZONES_LIMIT) zoneLabels.set(resolved, label);
  return label;
}

/** "9:00 AM - 9:30 AM (ET)": a lesson's times with the zone they are in, as every page and email writes them. */
export function formatTimeRangeInZone(start: Date | string, end: Date | string, zone: string): string {
  return `${formatTimeRange(start, end, zone)} (${timeZoneLabel(zone)})`;
}

/**
 * The fetch window of the simple calendar: from the start of the month before the viewed month
 * to the end of the month after it, as wall-clock months in `zone`.
 */
export function calendarFetchRange(
  viewed: { year: number; month: number },
  zone: string,
): { start: string; end: string } {
  const tz = resolveTimeZone(zone);
  const anchor = new TZDate(viewed.year, viewed.month, 1, tz);
  const start = startOfMonth(addMonths(anchor, -1));
  const end = endOfMonth(addMonths(anchor, 1));
  return { start: new Date(start.getTime()).toISOString(), end: new Date(end.getTime()).toISOString() };
}

/** The zone the simple request calendar groups its days in (spec section 7). */
export const SIMPLE_CALENDAR_ZONE = DEFAULT_TIME_ZONE;

const DAY_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Splits yyyy-MM-dd into numbers (month 1-12); undefined for anything else. */
export function parseDayKey(key: string): { year: number; month: number; day: number } | undefined {
  const m = DAY_KEY.exec(key);
  if (!m) return undefined;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day)
    return undefined;
  return { year, month, day };
}

// Calendar-day arithmetic runs on UTC dates, so a daylight-saving change in the process zone never skips or repeats a day.
function keyFromUtc(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The calendar day `days` after (or before) `key`. */
export function shiftDayKey(key: string, days: number): string {
  const p = parseDayKey(key);
  if (!p) throw new RangeError(`Not a calendar day: ${key}`);
  return keyFromUtc(new Date(Date.UTC(p.year, p.month - 1, p.day + days)));
}

/** Formats a calendar day (not an instant) with a date-fns pattern, the same in every zone. */
export function formatDayKey(key: string, pattern: string): string {
  const p = parseDayKey(key);
  if (!p) throw new RangeError(`Not a calendar day: ${key}`);
  return format(new Date(p.year, p.month - 1, p.day, 12), pattern);
}

/** The instant at which the wall clock of `zone` reads `time` (HH:mm) on `key`. */
export function instantAtWallTime(key: string, time: string, zone: string): Date {
  const p = parseDayKey(key);
  const t = /^(\d{2}):(\d{2})$/.exec(time);
  if (!p || !t) throw new RangeError(`Not a day and time: ${key} ${time}`);
  return new Date(
    new TZDate(p.year, p.month - 1, p.day, Number(t[1]), Number(t[2]), 0, resolveTimeZone(zone)).getTime(),
  );
}

/**
 * The month grid of the calendar: whole weeks from Sunday to Saturday covering `month` (0-11) of `year`,
 * as calendar days. Days of the neighbouring months fill the first and last week.
 */
export function monthGrid(year: number, month: number): string[][] {
  const first = new Date(Date.UTC(year, month, 1));
  const daysInMonth = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const lead = first.getUTCDay();
  const weeks = Math.ceil((lead + daysInMonth) / 7);
  const start = keyFromUtc(new Date(Date.UTC(year, month, 1 - lead)));
  return Array.from({ length: weeks }, (_, w) =>
    Array.from({ length: 7 }, (_, d) => shiftDayKey(start, w * 7 + d)),
  );
}
