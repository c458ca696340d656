/**
 * The calendar of the owner's reports: a period of New York days, the period just before it (as many days), and its
 * weeks (Sunday to Saturday, as the dashboard counts them) or months. Figures are read per day from the database and
 * folded into these buckets here, so one rule says which week a day belongs to.
 */
import { DEFAULT_TIME_ZONE } from '../catalog/time-zones';
import { formatDayKey, instantAtWallTime, parseDayKey, shiftDayKey } from './timezones';

export type ReportBucketSize = 'week' | 'month';

export interface DayRange {
  /** First day, YYYY-MM-DD. */
  from: string;
  /** Last day, included. */
  to: string;
}

/** The number of days from `from` to `to`, both included. */
export function daysIn(range: DayRange): number {
  return (
    Math.round((Date.parse(`${range.to}T00:00:00Z`) - Date.parse(`${range.from}T00:00:00Z`)) / 86_400_000) + 1
  );
}

/** As many days, ending the day before this range starts. */
export function previousRange(range: DayRange): DayRange {
  const to = shiftDayKey(range.from, -1);
  return { from: shiftDayKey(to, 1 - daysIn(range)), to };
}

/** The instants the range covers in New York: from its first midnight to the midnight after its last day. */
export function rangeInstants(range: DayRange, zone = DEFAULT_TIME_ZONE): { start: Date; end: Date } {
  return {
    start: instantAtWallTime(range.from, '00:00', zone),
    end: instantAtWallTime(shiftDayKey(range.to, 1), '00:00', zone),
  };
}

/** The first day of the week (its Sunday) or month a day belongs to. */
export function bucketOf(day: string, by: ReportBucketSize): string {
  const p = parseDayKey(day);
  if (!p) throw new RangeError(`Not a calendar day: ${day}`);
  if (by === 'month') return `${day.slice(0, 8)}01`;
  const weekday = new Date(Date.UTC(p.year, p.month - 1, p.day)).getUTCDay();
  return shiftDayKey(day, -weekday);
}

/** Every bucket the range touches, oldest first (the first and last may be partly outside it). */
export function bucketsOf(range: DayRange, by: ReportBucketSize): string[] {
  const out: string[] = [];
  for (let b = bucketOf(range.from, by); b <= range.to;) {
    out.push(b);
    b = by === 'week' ? shiftDayKey(b, 7) : bucketOf(shiftDayKey(b, 31), 'month');
  }
  return out;
}

/** "Week of Nov 22" or "Nov 2026". */
export function bucketLabel(bucket: string, by: ReportBucketSize): string {
  return by === 'week' ? `Week of ${formatDayKey(bucket, 'MMM d, yyyy')}` : formatDayKey(bucket, 'MMM yyyy');
}
