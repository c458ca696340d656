import type { z } from 'zod';
import type {
  FamilySession,
  FamilySessionPreview,
  familySessionPreviewRequestSchema,
  familySessionRequestSchema,
} from '@core/api/family';
import { api } from '@web/lib/api-client';

/** What an emailed link would do (the email it signs in as, and who is signed in here now), without using it. */
export const previewFamilySession = (body: z.input<typeof familySessionPreviewRequestSchema>) =>
  api.post<FamilySessionPreview>('/api/family/session/preview', body);

/** Trades the token of an emailed link for the family session cookie, after the visitor's click names the email. */
export const startFamilySession = (body: z.input<typeof familySessionRequestSchema>) =>
  api.post<FamilySession>('/api/family/session', body);
