/** The limits module's door: all that other modules may import from it (lint refuses any other file of it). */
export { perAddressRouteLimit, routeCallsAllowed } from './route-limits';
export { FORM_WINDOW_MS, formAddressBucket, hasRoom, releaseHit, requireFormPost, takeHit } from './service';
export type { Limit } from './service';
export { databaseRateLimitStore } from './rate-limit-store';
export { limitsCleanupJob } from './service';
export { requireRoomToEmail, requireRoomToEmailLater } from './recipient-limit';
