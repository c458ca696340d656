import type { z } from 'zod';
import type { instructorSignOutResultSchema } from '@core/api/instructor';
import { adminSend } from './admin-client';

export type InstructorSignOutResult = z.infer<typeof instructorSignOutResultSchema>;

/** `POST /api/admin/instructors/:id/sign-out`: ends the instructor's sessions and the links not yet used. */
export const signOutInstructor = (id: string) =>
  adminSend<InstructorSignOutResult>('POST', `/api/admin/instructors/${encodeURIComponent(id)}/sign-out`);
