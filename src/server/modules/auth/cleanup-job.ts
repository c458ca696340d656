import type { Job } from '../../jobs/scheduler';
import { LOGIN_LIMITS } from './login-limits';
import { pruneAuthRows } from './repository';
import { IDLE_TIMEOUT_MINUTES } from './service';

/** Deletes expired admin sessions and devices no longer known; expiry itself is enforced on every request. */
export const authCleanupJob: Job = {
  name: 'auth-cleanup',
  intervalMs: 15 * 60_000,
  run: (app) => pruneAuthRows(app.db, IDLE_TIMEOUT_MINUTES, LOGIN_LIMITS.knownDeviceDays),
};
