import type { Job } from '../../jobs/scheduler';
import { pruneAuthRows } from './repository';
import { IDLE_TIMEOUT_MINUTES } from './service';

/** Deletes expired admin sessions and login attempts older than 60 days; expiry itself is enforced on every request. */
export const authCleanupJob: Job = {
  name: 'auth-cleanup',
  intervalMs: 15 * 60_000,
  run: (app) => pruneAuthRows(app.db, IDLE_TIMEOUT_MINUTES),
};
