import type { z } from 'zod';
import type { DaySheetLesson, attendanceRequestSchema } from '@core/api/instructor';
import { api } from '@web/lib/api-client';

/** `PUT .../attendance`: marks one swimmer of one lesson attended or a no-show; answers the lesson as it is now. */
export const recordAttendance = (
  lessonId: string,
  swimmerId: string,
  body: z.input<typeof attendanceRequestSchema>,
) =>
  api.put<DaySheetLesson>(
    `/api/instructor/lessons/${encodeURIComponent(lessonId)}/swimmers/${encodeURIComponent(swimmerId)}/attendance`,
    body,
  );
