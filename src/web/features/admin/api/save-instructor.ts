import type { z } from 'zod';
import type { AdminInstructor, instructorInputSchema } from '@core/api/admin';
import { adminSend } from './admin-client';

export type InstructorInput = z.input<typeof instructorInputSchema>;

/** `POST /api/admin/instructors` (a new instructor) or `PUT /api/admin/instructors/:id` (changes to one). */
export const saveInstructor = (id: string | null, input: InstructorInput) =>
  id
    ? adminSend<AdminInstructor>('PUT', `/api/admin/instructors/${encodeURIComponent(id)}`, input)
    : adminSend<AdminInstructor>('POST', '/api/admin/instructors', input);
