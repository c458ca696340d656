import type { z } from 'zod';
import type { declineSchema, okSchema } from '@core/api/admin';
import { adminSend } from './admin-client';

export type DeclineLessonRequestInput = { id: string } & z.input<typeof declineSchema>;

/** `POST /api/admin/lesson-requests/:id/decline`: declines the request; the customer is emailed the message. */
export const declineLessonRequest = ({ id, ...body }: DeclineLessonRequestInput) =>
  adminSend<z.infer<typeof okSchema>>(
    'POST',
    `/api/admin/lesson-requests/${encodeURIComponent(id)}/decline`,
    body,
  );
