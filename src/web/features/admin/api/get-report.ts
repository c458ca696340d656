import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Report, ReportKind, ReportQuery } from '@core/api/reports';
import { adminGet, queryString } from './admin-client';

/** `GET /api/admin/reports/:kind`: the report's tables for the period, each beside the period before it. */
export const getReport = (kind: ReportKind, query: ReportQuery) =>
  adminGet<Report>(`/api/admin/reports/${kind}${queryString({ ...query })}`);

export const reportQuery = (kind: ReportKind, query: ReportQuery) =>
  queryOptions({
    queryKey: ['admin', 'report', kind, query],
    queryFn: () => getReport(kind, query),
    // The last figures stay on screen while another period loads.
    placeholderData: keepPreviousData,
  });

export const useReport = (kind: ReportKind, query: ReportQuery) => useQuery(reportQuery(kind, query));

/** `GET /api/admin/reports/:kind/csv`: one table of the report as a CSV download (a link: the browser saves it). */
export const reportCsvUrl = (kind: ReportKind, query: ReportQuery, table: string) =>
  `/api/admin/reports/${kind}/csv${queryString({ ...query, table })}`;
