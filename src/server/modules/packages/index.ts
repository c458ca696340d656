/** The packages module's door: all that other modules may import from it (lint refuses any other file of it). */
export { packageName, packageOnSale } from './service';
export { packageRoutes } from './routes';
