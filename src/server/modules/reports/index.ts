/** The reports module's door: all that other modules may import from it (lint refuses any other file of it). */
export { reportRoutes } from './routes';
export { reportRollupJob } from './rollups';
