import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CreditQuote, creditQuoteRequestSchema } from '@core/api/credits';
import { api } from '@web/lib/api-client';

export type CreditQuoteRequest = z.input<typeof creditQuoteRequestSchema>;

/** `POST /api/bookings/credit-quote`: whether the signed-in family's credits cover these times and swimmers. */
export const creditQuoteQuery = (body: CreditQuoteRequest) =>
  queryOptions({
    queryKey: ['credit-quote', body],
    queryFn: ({ signal }) => api.post<CreditQuote>('/api/bookings/credit-quote', body, { signal }),
    retry: false,
    staleTime: 0,
  });
