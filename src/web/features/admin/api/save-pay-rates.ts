import type { PayRates, PayRatesInput } from '@core/api/reports';
import { useAdminAction } from '../hooks/use-admin-action';
import { adminSend } from './admin-client';

/** `PUT /api/admin/pay-rates`: every rate at once; payroll is worked out again with them. */
export const savePayRates = (input: PayRatesInput) =>
  adminSend<PayRates>('PUT', '/api/admin/pay-rates', input);

export const useSavePayRates = () => useAdminAction(savePayRates, () => 'Pay rates saved');
