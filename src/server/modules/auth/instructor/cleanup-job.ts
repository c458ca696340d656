import type { Job } from '../../../jobs/scheduler';
import { pruneInstructorRows } from './sign-in';

/** Deletes used or expired sign-in links and ended sessions a day after they expire (invitations stay: they date the last invite). */
export const instructorCleanupJob: Job = {
  name: 'instructor-cleanup',
  intervalMs: 60 * 60_000,
  run: (app) => pruneInstructorRows(app.db),
};
