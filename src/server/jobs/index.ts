import type { Job } from './scheduler';
import { holdSweeperJob } from '../modules/holds/sweeper';
import { EMAIL_JOBS } from '../modules/email/jobs';

/** Every background job the server runs. Each area adds its own job here. */
export const JOBS: Job[] = [holdSweeperJob, ...EMAIL_JOBS];
