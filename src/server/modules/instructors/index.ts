/** The instructors module's door: all that other modules may import from it (lint refuses any other file of it). */
export {
  eraseOldAttendance,
  eraseSignoffsOf,
  familiesWithSignoffsOlderThan,
  findInstructor,
  instructorDirectory,
  progressReportView,
  signedMilestonesOf,
} from './service';
export { instructorRoutes } from './routes';
