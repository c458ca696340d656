/** The calendar feeds module's door: all that other modules may import from it (lint refuses any other file of it). */
export { calendarFeedRoutes } from './routes';
export { calendarFeedCleanupJob } from './service';
