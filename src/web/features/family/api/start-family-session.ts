import type { z } from 'zod';
import type { FamilySession, familySessionRequestSchema } from '@core/api/family';
import { api } from '@web/lib/api-client';

/** Trades the token of an emailed link for the family session cookie. */
export const startFamilySession = (body: z.input<typeof familySessionRequestSchema>) =>
  api.post<FamilySession>('/api/family/session', body);
