/** The system module's door: all that other modules may import from it (lint refuses any other file of it). */
export { systemRoutes } from './routes';
export { testClockRoutes } from './test-clock-routes';
