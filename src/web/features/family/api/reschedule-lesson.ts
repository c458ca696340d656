import type { z } from 'zod';
import type { RescheduleResult, rescheduleRequestSchema } from '@core/api/family';
import { api } from '@web/lib/api-client';

/** Moves a lesson to another time, or holds the new seat and asks for the difference to be paid first. */
export const rescheduleLesson = (lessonId: string, body: z.input<typeof rescheduleRequestSchema>) =>
  api.post<RescheduleResult>(`/api/family/lessons/${encodeURIComponent(lessonId)}/reschedule`, body);
