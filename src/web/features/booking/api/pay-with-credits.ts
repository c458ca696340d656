import type { PayWithCreditsRequest, PayWithCreditsResult } from '@core/api/credits';
import { api } from '@web/lib/api-client';

/** `POST /api/bookings/pay-with-credits`: books the held times with the family's lesson credits, no card step. */
export const payWithCredits = (body: PayWithCreditsRequest) =>
  api.post<PayWithCreditsResult>('/api/bookings/pay-with-credits', body);
