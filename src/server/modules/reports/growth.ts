/** The growth report: visits, lead sign-ups, requests and bookings over time, by source and by A/B variant. */
import type { ReportTable } from '@core/api/reports';
import { rangeInstants, type DayRange, type ReportBucketSize } from '@core/rules/report-periods';
import type { Database } from '../../db/client';
import { addInto, column, groupTable, percent, periodTable, type DayFigures, type Figures } from './fold';
import * as repo from './growth.repository';

const OVER_TIME = {
  id: 'growth',
  title: 'Growth',
  columns: [
    column('visits', 'Visits'),
    column('leads', 'Lead sign-ups'),
    column('requests', 'Lesson requests'),
    column('bookings', 'Bookings'),
  ],
  chart: ['leads', 'requests', 'bookings'],
};

const outcomeColumns = [
  column('visits', 'Visits'),
  column('leads', 'Lead sign-ups'),
  column('requests', 'Requests'),
  column('bookings', 'Bookings'),
  column('conversion', 'Booking conversion', 'percent'),
];
const conversion = (s: Figures) => ({ conversion: percent(s.bookings ?? 0, s.visits ?? 0) });

export const GROWTH_NOTES = [
  "Visits, sources and variants come from the site's own analytics: visitors whose browser asks not to be tracked are not counted there.",
  'Lead sign-ups, requests and bookings over time are counted from what was stored, tracked or not.',
  "A visit's source is its campaign (utm_source), else the site that linked to it, else direct.",
];

/** Stored sign-ups, requests and bookings per day, with the day's visits from the analytics. */
async function dayFigures(
  db: Database,
  range: DayRange,
  visits: repo.SessionOutcomes[],
): Promise<DayFigures[]> {
  const { start, end } = rangeInstants(range);
  const [leads, requests, bookings] = await Promise.all([
    repo.leadsPerDay(db, start, end),
    repo.requestsPerDay(db, start, end),
    repo.bookingsPerDay(db, start, end),
  ]);
  const days = new Map<string, Figures>();
  const put = (rows: { day: string; n: number }[], key: string) => {
    for (const r of rows) days.set(r.day, { ...days.get(r.day), [key]: r.n });
  };
  put(
    visits.map((v) => ({ day: v.group, n: v.visits })),
    'visits',
  );
  put(leads, 'leads');
  put(requests, 'requests');
  put(bookings, 'bookings');
  return [...days].map(([day, values]) => ({ day, values }));
}

const figures = ({ visits, leads, requests, bookings }: repo.SessionOutcomes): Figures => ({
  visits,
  leads,
  requests,
  bookings,
});
const total = (rows: repo.SessionOutcomes[]) => rows.reduce((t, r) => addInto(t, figures(r)), {} as Figures);

export async function growthTables(
  db: Database,
  range: DayRange,
  previous: DayRange,
  by: ReportBucketSize,
): Promise<ReportTable[]> {
  const [visits, earlierVisits] = await Promise.all([
    repo.visitOutcomes(db, range),
    repo.visitOutcomes(db, previous),
  ]);
  const { sources, variants } = visits;
  const earlierSources = earlierVisits.sources;
  const [current, earlier] = await Promise.all([
    dayFigures(db, range, visits.days),
    dayFigures(db, previous, earlierVisits.days),
  ]);
  const bySource = groupTable(
    {
      id: 'sources',
      title: 'By source',
      columns: outcomeColumns,
      chart: ['visits', 'bookings'],
      derive: conversion,
    },
    sources.map((s) => ({ key: s.group, label: s.group, values: figures(s) })),
    total(sources),
    total(earlierSources),
  );
  // Each visitor is in one variant of every experiment: the totals of one experiment are all visits, so the
  // variants' totals are left as the visits' (summing across experiments would count a visit once per experiment).
  const byVariant = groupTable(
    {
      id: 'variants',
      title: 'By A/B variant',
      columns: outcomeColumns,
      chart: ['conversion'],
      derive: conversion,
    },
    variants.map((v) => ({
      key: `${v.experiment}:${v.group}`,
      label: `${v.experiment}: ${v.group}`,
      values: figures(v),
    })),
    total(sources),
    total(earlierSources),
  );
  return [periodTable(OVER_TIME, range, by, current, earlier), bySource, byVariant];
}
