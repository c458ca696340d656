import type { PaymentResult, TestCardPaymentRequest } from '@core/api/payments';
import { api } from '@web/lib/api-client';

/** Pays an intent of the built-in test gateway with one of the provider's well-known test cards. */
export const payWithTestCard = (body: TestCardPaymentRequest) =>
  api.post<PaymentResult>('/api/payments/test/pay', body);
