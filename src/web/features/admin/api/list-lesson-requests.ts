import type { z } from 'zod';
import type { lessonRequestPageSchema } from '@core/api/admin';
import { adminGet, queryString, type AdminListQuery } from './admin-client';

export type LessonRequestPage = z.infer<typeof lessonRequestPageSchema>;

/** `GET /api/admin/lesson-requests`: one page of the requests sent from the booking calendar. */
export const listLessonRequests = (query: AdminListQuery) =>
  adminGet<LessonRequestPage>(`/api/admin/lesson-requests${queryString(query)}`);
