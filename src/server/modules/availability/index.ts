/** The availability module's door: all that other modules may import from it (lint refuses any other file of it). */
export { availabilityRoutes } from './routes';
export { availabilityCleanupJob } from './service';
export { createBusyCalendarReader } from './busy-calendar-reader';
export type { BusyCalendarReader } from './busy-calendar-reader';
export { busyCalendarJob } from './busy-calendar';
