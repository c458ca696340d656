/** The auth module's door: all that other modules may import from it (lint refuses any other file of it). */
export { STATE_CHANGING, originAllowed, readCookie } from './cookies';
export { adminUsername, requireAdmin } from './guard';
export { FAMILY_SIGN_IN_REQUIRED, currentFamilyEmail, requireSameSite } from './request-guards';
export { authCleanupJob } from './cleanup-job';
export { WeakPasswordError, ensureOwnerAccount, setAdminPassword } from './owner-account';
export { authRoutes } from './routes';
export { requireFamily, signedInFamilyEmail } from './family/guard';
export { createManageLink } from './family/service';
export { familyCleanupJob } from './family/cleanup-job';
export { familySessionRoutes } from './family/routes';
export { familySignInLinkJob } from './family/sign-in-link-job';
export { currentInstructor, requireInstructor } from './instructor/guard';
export {
  afterInstructorSaved,
  lastInvitations,
  type InstructorDirectory,
  type InstructorFacts,
} from './instructor/sign-in';
export { instructorCleanupJob } from './instructor/cleanup-job';
export { instructorSessionRoutes } from './instructor/routes';
export { instructorSignInLinkJob } from './instructor/sign-in-link-job';
