/** The requests module's door: all that other modules may import from it (lint refuses any other file of it). */
export { hasRequestsFor, listRequestsFor } from './service';
export { lessonRequestEmailView } from './email-view';
export { requestRoutes } from './routes';
