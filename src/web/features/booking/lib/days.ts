/** Calendar arithmetic on plain yyyy-MM-dd day keys, so a day means the same in every time zone. */
export const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

const toUtc = (key: string) => new Date(`${key}T00:00:00Z`);
const keyOf = (d: Date) => d.toISOString().slice(0, 10);

export function addDays(key: string, days: number): string {
  const d = toUtc(key);
  d.setUTCDate(d.getUTCDate() + days);
  return keyOf(d);
}

export function weekday(key: string): number {
  return toUtc(key).getUTCDay();
}

export function startOfWeek(key: string): string {
  return addDays(key, -weekday(key));
}

/** The cells of a month view, Sunday first, padded with nulls. */
export function monthCells(year: number, month: number): (string | null)[] {
  const first = `${year}-${String(month + 1).padStart(2, '0')}-01`;
  const days = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const cells: (string | null)[] = Array.from({ length: weekday(first) }, () => null);
  for (let d = 0; d < days; d++) cells.push(addDays(first, d));
  while (cells.length % 7) cells.push(null);
  return cells;
}

export function weekCells(anyDay: string): string[] {
  const start = startOfWeek(anyDay);
  return Array.from({ length: 7 }, (_, i) => addDays(start, i));
}

// Built once: making an Intl formatter costs far more than formatting, and the calendar formats a day per cell.
const LONG_DAY = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const MONTH_TITLE = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

export function longDay(key: string): string {
  return LONG_DAY.format(toUtc(key));
}

export function monthTitle(year: number, month: number): string {
  return MONTH_TITLE.format(new Date(Date.UTC(year, month, 1)));
}

/** The spec's fetch window for chosen days: earliest 00:00 to latest 23:59:59.999, widened a day each side so a
 * day in a far-off display zone is complete; slots are then grouped by their day in that zone. */
export function selectedDaysRange(days: string[]): { start: string; end: string } | null {
  if (!days.length) return null;
  const sorted = [...days].sort();
  return {
    start: `${addDays(sorted[0]!, -1)}T00:00:00.000Z`,
    end: `${addDays(sorted[sorted.length - 1]!, 1)}T23:59:59.999Z`,
  }; // sorted is non-empty
}
