/** The growth module's door: all that other modules may import from it (lint refuses any other file of it). */
export { leadEmailView } from './email-view';
export { growthRoutes } from './routes';
export { eraseOldAnalyticsEvents } from './analytics';
