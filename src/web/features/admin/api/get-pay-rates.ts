import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PayRates } from '@core/api/reports';
import { adminGet } from './admin-client';

/** `GET /api/admin/pay-rates`: each instructor's pay basis and rate, and the mileage rate. */
export const payRatesQuery = () =>
  queryOptions({
    queryKey: ['admin', 'pay-rates'],
    queryFn: () => adminGet<PayRates>('/api/admin/pay-rates'),
  });

export const usePayRates = () => useQuery(payRatesQuery());
