/** The sign-in-requests module's door: all that other modules may import from it (lint refuses any other file of it). */
export { handleSignInRequests, storeSignInRequest } from './service';
export { signInRequestsCleanupJob } from './service';
