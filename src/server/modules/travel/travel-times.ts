/**
 * How many minutes an instructor needs between two places. `TravelTimes` answers a whole table at once (every
 * source to every destination), the shape routing services answer in, so a calendar of many times costs one call.
 */
import { estimatedDriveMinutes, type TravelEstimateSettings } from '@core/rules/travel';
import { distanceKm, type ZipPlace } from './zip-codes';

export interface TravelTimes {
  /** minutes[i][j]: from sources[i] to destinations[j], the settings' buffer included; null when there is no route. */
  table(
    sources: readonly ZipPlace[],
    destinations: readonly ZipPlace[],
    settings: TravelEstimateSettings,
  ): Promise<(number | null)[][]>;
}

/** Straight-line distance stretched by the road factor, at the average speed: works offline, never fails. */
export const estimatedTravelTimes: TravelTimes = {
  async table(sources, destinations, settings) {
    return sources.map((from) =>
      destinations.map((to) => estimatedDriveMinutes(distanceKm(from, to), settings)),
    );
  },
};
