import type { z } from 'zod';
import type { finishLessonResultSchema } from '@core/api/instructor';
import { api } from '@web/lib/api-client';

export type FinishLessonResult = z.infer<typeof finishLessonResultSchema>;

/** `POST .../finish`: emails the family what was worked on, once; a repeat answers the same without a second email. */
export const finishLesson = (lessonId: string) =>
  api.post<FinishLessonResult>(`/api/instructor/lessons/${encodeURIComponent(lessonId)}/finish`);
