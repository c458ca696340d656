/**
 * US ZIP code centroids from the `zipcodes` data package (offline), and great-circle distances between them with
 * `geolib`. A ZIP is a place the size of a neighbourhood: good enough to price a trip and to judge whether an
 * instructor can make it between lessons, not to navigate.
 *
 * The table is about 4 MB of JavaScript and takes a moment to parse, so it is read on the first look-up (the server
 * warms it up right after it starts listening), not by everything that imports this module. Only the US table is
 * read: the package's index also builds Canadian and by-city tables we never use.
 */
import { createRequire } from 'node:module';
import { getDistance } from 'geolib';

interface ZipCodeRow {
  zip: string;
  latitude: number;
  longitude: number;
  city: string;
  state: string;
  country: string;
}

let table: Record<string, ZipCodeRow> | undefined;
const zipTable = () =>
  (table ??= (
    createRequire(import.meta.url)('zipcodes/lib/codes.js') as { codes: Record<string, ZipCodeRow> }
  ).codes);

/** Reads the table now, so the first visitor to type a ZIP does not wait for it. */
export function warmUpZipTable(): void {
  zipTable();
}

export interface ZipPlace {
  zip: string;
  city: string;
  state: string;
  latitude: number;
  longitude: number;
}

export function lookupZip(zip: string): ZipPlace | null {
  const found = /^\d{5}$/.test(zip) ? zipTable()[zip] : undefined;
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
