/** The travel module's door: all that other modules may import from it (lint refuses any other file of it). */
export {
  getTravelSettings,
  legMinutes,
  lookupZip,
  quotePlace,
  reachableTimes,
  requireServedZip,
  venueTravelFee,
  zipInfo,
} from './service';
export type { TravelTarget } from './service';
export { createTravelTimes } from './create-travel-times';
export { travelRoutes } from './routes';
export type { TravelTimes } from './travel-times';
export { warmUpZipTable } from './zip-codes';
