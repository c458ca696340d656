/**
 * Where a booking's lessons happen, as the ledger stores it: the family's pool (a ZIP inside the service area) or one
 * of the business's pools. It decides the travel fee of each lesson and is what the instructor drives to.
 */
import type { LessonPlace, TravelSettings } from '@core/api/travel';
import type { Database } from '../../../db/client';
import { AppError } from '../../../errors';
import { requireServedZip, venueTravelFee, type TravelTarget } from '../../travel';
import { findVenueForPlace } from '../seats/places.repository';

export interface ResolvedPlace {
  columns: {
    poolStreet: string | null;
    poolCity: string | null;
    poolState: string | null;
    poolZip: string | null;
    poolVenueId: string | null;
  };
  /** Travel fee per lesson, cents. */
  feeCents: number;
  /** The ZIP and exact pool the instructor drives to, for the travel check; null when the pool has no ZIP. */
  target: TravelTarget | null;
}

export const NO_PLACE: ResolvedPlace['columns'] = {
  poolStreet: null,
  poolCity: null,
  poolState: null,
  poolZip: null,
  poolVenueId: null,
};

/** Checks a place (a 400 outside the service area or for a pool that is not ours) and prices its travel. */
export async function resolveLessonPlace(
  db: Database,
  place: LessonPlace,
  settings: TravelSettings,
): Promise<ResolvedPlace> {
  if (place.kind === 'address') {
    const quote = requireServedZip(settings, place.zip);
    return {
      columns: {
        ...NO_PLACE,
        poolStreet: place.street,
        poolCity: place.city,
        poolState: place.state,
        poolZip: place.zip,
      },
      feeCents: quote.travelFeeCents ?? 0,
      // As places.repository.ts keys a family's pool: ZIP and street, trimmed and lower-cased.
      target: { zip: place.zip, placeKey: `home:${place.zip}:${place.street.trim().toLowerCase()}` },
    };
  }
  const venue = await findVenueForPlace(db, place.venueId);
  if (!venue || !venue.active || venue.poolType === 'home_pool')
    throw new AppError('POOL_NOT_FOUND', 400, 'Choose one of our pools from the list', {
      venueId: 'Unknown pool',
    });
  return {
    columns: { ...NO_PLACE, poolVenueId: venue.id, poolZip: venue.zip },
    feeCents: venueTravelFee(venue, settings),
    target: venue.zip ? { zip: venue.zip, placeKey: `venue:${venue.id}` } : null,
  };
}
