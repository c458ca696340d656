import type { z } from 'zod';
import type { instructorInviteResultSchema } from '@core/api/instructor';
import { adminSend } from './admin-client';

export type InstructorInviteResult = z.infer<typeof instructorInviteResultSchema>;

/** `POST /api/admin/instructors/:id/invite`: emails the instructor a sign-in link; 400 when they have no email. */
export const inviteInstructor = (id: string) =>
  adminSend<InstructorInviteResult>('POST', `/api/admin/instructors/${encodeURIComponent(id)}/invite`);
