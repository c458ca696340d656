/** The instructors module's door: all that other modules may import from it (lint refuses any other file of it). */
export {
  afterInstructorSaved,
  eraseOldAttendance,
  eraseSignoffsOf,
  familiesWithSignoffsOlderThan,
  findInstructor,
  lastInvitations,
  progressReportView,
  signedMilestonesOf,
} from './service';
export { instructorCleanupJob } from './cleanup-job';
export { instructorRoutes } from './routes';
export { instructorSignInLinkJob } from './sign-in-link-job';
