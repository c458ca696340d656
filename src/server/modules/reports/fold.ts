/**
 * Turning per-day figures (what the SQL aggregates answer) into a report table: summed into weeks or months, with
 * totals for the period and for the period before. Shares are worked out after summing, never averaged.
 */
import type { ReportColumn, ReportRow, ReportTable, ReportUnit } from '@core/api/reports';
import {
  bucketLabel,
  bucketOf,
  bucketsOf,
  type DayRange,
  type ReportBucketSize,
} from '@core/rules/report-periods';

/** One day's figures: a day (YYYY-MM-DD, New York) and counts or cents to add up. */
export interface DayFigures {
  day: string;
  values: Record<string, number>;
}

export type Figures = Record<string, number>;

/** Adds `more` into `into`, key by key. */
export function addInto(into: Figures, more: Figures): Figures {
  for (const [key, value] of Object.entries(more)) into[key] = (into[key] ?? 0) + value;
  return into;
}

export function sumOf(days: readonly DayFigures[], keys: readonly string[]): Figures {
  const total: Figures = Object.fromEntries(keys.map((k) => [k, 0]));
  for (const d of days) addInto(total, d.values);
  return total;
}

/** Whole percent of `part` in `whole`; 0 when there is no whole. */
export function percent(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 100) : 0;
}

/** A column of a report table: a count unless told otherwise. */
export const column = (key: string, label: string, unit: ReportUnit = 'count'): ReportColumn => ({
  key,
  label,
  unit,
});

export interface TableSpec {
  id: string;
  title: string;
  columns: ReportColumn[];
  chart: string[];
  /** Figures worked out from the summed ones (shares), for each row and for the totals. */
  derive?: (sums: Figures) => Figures;
}

/** A table with a row per week or month of the range, every bucket present even when nothing happened in it. */
export function periodTable(
  spec: TableSpec,
  range: DayRange,
  by: ReportBucketSize,
  current: readonly DayFigures[],
  previous: readonly DayFigures[],
): ReportTable {
  const keys = spec.columns.map((c) => c.key);
  const derive = spec.derive ?? (() => ({}));
  const byBucket = new Map(bucketsOf(range, by).map((b) => [b, sumOf([], keys)]));
  for (const d of current) {
    const sums = byBucket.get(bucketOf(d.day, by));
    if (sums) addInto(sums, d.values);
  }
  const rows: ReportRow[] = [...byBucket].map(([bucket, sums]) => ({
    key: bucket,
    label: bucketLabel(bucket, by),
    values: only(keys, { ...sums, ...derive(sums) }),
  }));
  const totals = sumOf(current, keys);
  const previousTotals = sumOf(previous, keys);
  return {
    id: spec.id,
    title: spec.title,
    rowsAre: 'periods',
    columns: spec.columns,
    rows,
    totals: only(keys, { ...totals, ...derive(totals) }),
    previousTotals: only(keys, { ...previousTotals, ...derive(previousTotals) }),
    chart: spec.chart,
  };
}

/** A table with a row per group (an instructor, a source, a variant), in the order given. */
export function groupTable(
  spec: TableSpec,
  rows: readonly { key: string; label: string; values: Figures }[],
  totals: Figures,
  previousTotals: Figures,
): ReportTable {
  const keys = spec.columns.map((c) => c.key);
  const derive = spec.derive ?? (() => ({}));
  const full = (v: Figures) =>
    only(keys, { ...sumOf([], keys), ...v, ...derive({ ...sumOf([], keys), ...v }) });
  return {
    id: spec.id,
    title: spec.title,
    rowsAre: 'groups',
    columns: spec.columns,
    rows: rows.map((r) => ({ key: r.key, label: r.label, values: full(r.values) })),
    totals: full(totals),
    previousTotals: full(previousTotals),
    chart: spec.chart,
  };
}

function only(keys: readonly string[], values: Figures): Figures {
  return Object.fromEntries(keys.map((k) => [k, values[k] ?? 0]));
}

/** A period table read the same way for the period and the one before it. */
export async function readPeriodTable(
  spec: TableSpec,
  read: (range: DayRange) => Promise<DayFigures[]>,
  range: DayRange,
  previous: DayRange,
  by: ReportBucketSize,
): Promise<ReportTable> {
  const [current, before] = await Promise.all([read(range), read(previous)]);
  return periodTable(spec, range, by, current, before);
}
