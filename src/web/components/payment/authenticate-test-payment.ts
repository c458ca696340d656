import type { z } from 'zod';
import type { PaymentResult, testAuthenticationRequestSchema } from '@core/api/payments';
import { api } from '@web/lib/api-client';

/** Ends the test gateway's extra authentication step, approved or not. */
export const authenticateTestPayment = (body: z.input<typeof testAuthenticationRequestSchema>) =>
  api.post<PaymentResult>('/api/payments/test/authenticate', body);
