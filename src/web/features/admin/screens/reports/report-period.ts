/**
 * The period a report screen shows, kept in the address (?from=&to=&by=) so a report can be bookmarked and shared
 * with the bookkeeper. Anything missing or unreadable there falls back to the last 12 weeks, by week.
 */
import { MAX_REPORT_DAYS, type ReportQuery } from '@core/api/reports';
import { daysIn } from '@core/rules/report-periods';
import { formatInZone, parseDayKey, shiftDayKey } from '@core/rules/timezones';
import { BUSINESS_ZONE } from '@web/features/admin/shared/format';

export const PERIOD_PRESETS = [
  { id: '4w', label: 'Last 4 weeks', days: 28, by: 'week' },
  { id: '12w', label: 'Last 12 weeks', days: 84, by: 'week' },
  { id: '6m', label: 'Last 6 months', days: 182, by: 'month' },
  { id: '12m', label: 'Last 12 months', days: 365, by: 'month' },
] as const;

export const todayKey = (now = new Date()) => formatInZone(now, BUSINESS_ZONE, 'yyyy-MM-dd');

/** The preset's days, ending today. */
export function presetPeriod(id: string, now = new Date()): ReportQuery {
  const preset = PERIOD_PRESETS.find((p) => p.id === id) ?? PERIOD_PRESETS[1];
  const to = todayKey(now);
  return { from: shiftDayKey(to, 1 - preset.days), to, by: preset.by };
}

/** The preset a period is, if it is one ending today. */
export function presetOf(q: ReportQuery, now = new Date()): string {
  return (
    PERIOD_PRESETS.find((p) => {
      const preset = presetPeriod(p.id, now);
      return preset.from === q.from && preset.to === q.to && preset.by === q.by;
    })?.id ?? 'custom'
  );
}

/** The period in the address, when it is one the server accepts; else the default. */
export function periodFromSearch(search: URLSearchParams, now = new Date()): ReportQuery {
  const from = search.get('from') ?? '';
  const to = search.get('to') ?? '';
  const by = search.get('by') === 'month' ? 'month' : 'week';
  if (!parseDayKey(from) || !parseDayKey(to) || to < from || daysIn({ from, to }) > MAX_REPORT_DAYS)
    return presetPeriod('12w', now);
  return { from, to, by };
}
