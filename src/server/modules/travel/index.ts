/** The travel module's door: all that other modules may import from it (lint refuses any other file of it). */
export {
  describeZip,
  drivesBetween,
  getMileageRate,
  saveMileageRate,
  getTravelSettings,
  legMinutes,
  lookupZip,
  quotePlace,
  requireServedZip,
  venueTravelFee,
  zipInfo,
} from './service';
export { reachableTimes, readRoad, timesOnTheRoad } from './road';
export type { Road, TimeOnTheRoad, TravelTarget } from './road';
export type { Drive } from './service';
export { createTravelTimes } from './create-travel-times';
export { travelRoutes } from './routes';
export type { TravelTimes } from './travel-times';
export { warmUpZipTable } from './zip-codes';
