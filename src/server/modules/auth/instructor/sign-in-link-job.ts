import type { Job } from '../../../jobs/scheduler';
import { sendRequestedInstructorLinks } from './sign-in';

/** Emails the sign-in links instructors asked for, on its own one-second timer like the families' (0152). */
export const instructorSignInLinkJob: Job = {
  name: 'instructor-sign-in-links',
  intervalMs: 1_000,
  run: async (app) => void (await sendRequestedInstructorLinks(app)),
};
