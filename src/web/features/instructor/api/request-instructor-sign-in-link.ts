import type { z } from 'zod';
import type { instructorMessageSchema, instructorSignInLinkRequestSchema } from '@core/api/instructor';
import { api } from '@web/lib/api-client';

/** `POST /api/instructor/sign-in-link`: the answer is the same whether or not the email is an instructor's. */
export const requestInstructorSignInLink = (body: z.input<typeof instructorSignInLinkRequestSchema>) =>
  api.post<z.infer<typeof instructorMessageSchema>>('/api/instructor/sign-in-link', body);
