import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Payroll, ReportQuery } from '@core/api/reports';
import { adminGet, queryString } from './admin-client';

type Period = Pick<ReportQuery, 'from' | 'to'>;

/** `GET /api/admin/payroll`: per instructor, lessons taught, no-shows, minutes, miles, and what is owed. */
export const payrollQuery = (period: Period) =>
  queryOptions({
    queryKey: ['admin', 'payroll', period],
    queryFn: () => adminGet<Payroll>(`/api/admin/payroll${queryString(period)}`),
    placeholderData: keepPreviousData,
  });

export const usePayroll = (period: Period) => useQuery(payrollQuery(period));

/** `GET /api/admin/payroll.csv`: the same as a CSV for a payroll tool (a link: the browser saves it). */
export const payrollCsvUrl = (period: Period) => `/api/admin/payroll.csv${queryString(period)}`;
