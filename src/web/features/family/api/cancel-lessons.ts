import type { z } from 'zod';
import type { familyCancelRequestSchema, familyCancelResultSchema } from '@core/api/family';
import { api } from '@web/lib/api-client';

/** The code of the 409 that says the outcome is no longer the one the family saw (nothing was cancelled). */
export const OUTCOME_CHANGED = 'OUTCOME_CHANGED';

/** Cancels exactly the previewed outcome: `expectedRefundCents` is the refund the family was shown. */
export const cancelLessons = (body: z.input<typeof familyCancelRequestSchema>) =>
  api.post<z.infer<typeof familyCancelResultSchema>>('/api/family/cancellations', body);
