import type { Job } from './scheduler';
import { holdSweeperJob } from '../modules/ledger';
import { emailJobs } from '../modules/email';
import { EMAIL_SOURCES } from '../email-sources';
import {
  authCleanupJob,
  familyCleanupJob,
  familySignInLinkJob,
  instructorCleanupJob,
  instructorSignInLinkJob,
} from '../modules/auth';
import { availabilityCleanupJob, busyCalendarJob } from '../modules/availability';
import { backupJob } from '../modules/backups';
import { calendarFeedCleanupJob } from '../modules/calendar-feeds';
import { limitsCleanupJob } from '../modules/limits';
import { retentionJob } from '../modules/privacy';
import { reportRollupJob } from '../modules/reports';
import { signInRequestsCleanupJob } from '../modules/sign-in-requests';
import { waitlistJob } from '../modules/waitlist';

/** Every background job the server runs. Each area adds its own job here. */
export const JOBS: Job[] = [
  holdSweeperJob,
  ...emailJobs(EMAIL_SOURCES),
  authCleanupJob,
  availabilityCleanupJob,
  backupJob,
  busyCalendarJob,
  calendarFeedCleanupJob,
  familyCleanupJob,
  familySignInLinkJob,
  instructorCleanupJob,
  instructorSignInLinkJob,
  limitsCleanupJob,
  reportRollupJob,
  retentionJob,
  signInRequestsCleanupJob,
  waitlistJob,
];
