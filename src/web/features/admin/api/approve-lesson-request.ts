import type { z } from 'zod';
import type { approveResponseSchema, decisionSchema } from '@core/api/admin';
import { adminSend } from './admin-client';

export type ApproveLessonRequestInput = { id: string } & z.input<typeof decisionSchema>;

/** `POST /api/admin/lesson-requests/:id/approve`: books the seats (checked again) and emails the customer. */
export const approveLessonRequest = ({ id, ...body }: ApproveLessonRequestInput) =>
  adminSend<z.infer<typeof approveResponseSchema>>(
    'POST',
    `/api/admin/lesson-requests/${encodeURIComponent(id)}/approve`,
    body,
  );
