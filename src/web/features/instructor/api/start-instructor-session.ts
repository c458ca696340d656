import type { z } from 'zod';
import type { InstructorSession, instructorSessionRequestSchema } from '@core/api/instructor';
import { api } from '@web/lib/api-client';

/** `POST /api/instructor/session`: trades the token of an emailed link for the instructor's session cookie. */
export const startInstructorSession = (body: z.input<typeof instructorSessionRequestSchema>) =>
  api.post<InstructorSession>('/api/instructor/session', body);
