import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { osrmTravelTimes } from './osrm-travel-times';
import { estimatedTravelTimes, type TravelTimes } from './travel-times';

/** The routing service when `ROUTING_URL` is set (falling back to the estimate when it fails), else the estimate. */
export function createTravelTimes(config: Config, log: FastifyBaseLogger): TravelTimes {
  if (!config.routingUrl) return estimatedTravelTimes;
  return osrmTravelTimes({
    baseUrl: config.routingUrl,
    onFallback: (err) => log.warn({ err }, 'routing service failed; travel minutes estimated from distance'),
  });
}
