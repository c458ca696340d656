/** The families module's door: all that other modules may import from it (lint refuses any other file of it). */
export { requireFamily } from './guard';
export { createManageLink, eraseProgressOf, familiesWithProgressOlderThan } from './service';
export { familyCleanupJob } from './cleanup-job';
export { familyRoutes } from './routes';
export { familySignInLinkJob } from './sign-in-link-job';
