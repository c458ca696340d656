import type { LessonChangeResult } from '@core/api/family';
import { api } from '@web/lib/api-client';

/** After the card step of a dearer time: asks the server to finish the move now that the payment is made. */
export const confirmLessonChange = (changeId: string) =>
  api.post<LessonChangeResult>(`/api/family/lesson-changes/${encodeURIComponent(changeId)}/confirm`);
