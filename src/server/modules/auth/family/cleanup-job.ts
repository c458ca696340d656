import type { Job } from '../../../jobs/scheduler';
import { pruneFamilyRows } from './service';

/** Deletes family links and sessions a day after they expire; expiry itself is enforced on every request. */
export const familyCleanupJob: Job = {
  name: 'family-cleanup',
  intervalMs: 60 * 60_000,
  run: (app) => pruneFamilyRows(app.db),
};
