/**
 * US ZIP code centroids from the `zipcodes` data package (offline, about 5 MB loaded once), and great-circle
 * distances between them with `geolib`. A ZIP is a place the size of a neighbourhood: good enough to price a trip
 * and to judge whether an instructor can make it between lessons, not to navigate.
 */
import { getDistance } from 'geolib';
import zipcodes from 'zipcodes';

export interface ZipPlace {
  zip: string;
  city: string;
  state: string;
  latitude: number;
  longitude: number;
}

export function lookupZip(zip: string): ZipPlace | null {
  const found = /^\d{5}$/.test(zip) ? zipcodes.lookup(zip) : undefined;
  if (!found || found.country !== 'US') return null;
  return {
    zip: found.zip,
    city: found.city,
    state: found.state,
    latitude: found.latitude,
    longitude: found.longitude,
  };
}

/** Straight-line kilometres between two places. */
export function distanceKm(a: ZipPlace, b: ZipPlace): number {
  return getDistance(a, b, 1) / 1000;
}

/** "Chevy Chase, MD" */
export const placeName = (place: ZipPlace) => `${place.city}, ${place.state}`;
