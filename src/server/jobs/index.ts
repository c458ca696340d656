import type { Job } from './scheduler';
import { holdSweeperJob } from '../modules/ledger/service';
import { EMAIL_JOBS } from '../modules/email/jobs';
import { authCleanupJob } from '../modules/auth/cleanup-job';
import { familyCleanupJob } from '../modules/families/cleanup-job';
import { familySignInLinkJob } from '../modules/families/sign-in-link-job';
import { instructorCleanupJob } from '../modules/instructors/cleanup-job';
import { instructorSignInLinkJob } from '../modules/instructors/sign-in-link-job';
import { limitsCleanupJob } from '../modules/limits/service';
import { retentionJob } from '../modules/privacy/service';
import { signInRequestsCleanupJob } from '../modules/sign-in-requests/service';
import { waitlistJob } from '../modules/waitlist/service';

/** Every background job the server runs. Each area adds its own job here. */
export const JOBS: Job[] = [
  holdSweeperJob,
  ...EMAIL_JOBS,
  authCleanupJob,
  familyCleanupJob,
  familySignInLinkJob,
  instructorCleanupJob,
  instructorSignInLinkJob,
  limitsCleanupJob,
  retentionJob,
  signInRequestsCleanupJob,
  waitlistJob,
];
