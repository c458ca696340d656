import type { z } from 'zod';
import type { DaySheetLesson, signOffRequestSchema } from '@core/api/instructor';
import { api } from '@web/lib/api-client';

/**
 * `PUT .../milestones`: the full set of the swimmer's milestones signed off in this lesson (it replaces the set);
 * answers the lesson as it is now.
 */
export const saveSignOffs = (
  lessonId: string,
  swimmerId: string,
  body: z.input<typeof signOffRequestSchema>,
) =>
  api.put<DaySheetLesson>(
    `/api/instructor/lessons/${encodeURIComponent(lessonId)}/swimmers/${encodeURIComponent(swimmerId)}/milestones`,
    body,
  );
