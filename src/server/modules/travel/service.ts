/**
 * Where lessons happen and what it takes to get there: the service area, the travel fee's distance bands, and whether
 * an instructor can reach a pool between the lessons of the day. Other modules ask here; the ledger and the calendar
 * supply the lessons, this module the places and minutes.
 */
import type { FastifyInstance } from 'fastify';
import {
  OUTSIDE_SERVICE_AREA_MESSAGE,
  type CommunityPool,
  travelSettingsSchema,
  type TravelSettings,
  type ZipInfo,
} from '@core/api/travel';
import { formatCents } from '@core/rules/money';
import { travelFeeForDistance } from '@core/rules/travel';
import type { Database } from '../../db/client';
import { bumpSeatVersion } from '../../db/seat-version';
import { AppError } from '../../errors';
import { writeAudit } from '../audit';
import { communityVenues } from '../slots';
import { readTravelSettings, writeMileageRate, writeTravelSettings } from './repository';
import { distanceKm, lookupZip, placeName, type ZipPlace } from './zip-codes';

export { lookupZip, type ZipPlace } from './zip-codes';

/** The US federal rate for business driving (70 cents a mile in 2025), until the owner sets theirs. */
export const DEFAULT_MILEAGE_RATE_CENTS = 70;

export const DEFAULT_TRAVEL_SETTINGS: TravelSettings = {
  baseZip: '20001',
  serviceRadiusKm: 50,
  roadFactorPercent: 130,
  averageSpeedKmh: 30,
  bufferMinutes: 5,
  feeBands: [
    { upToKm: 10, feeCents: 0 },
    { upToKm: 25, feeCents: 1000 },
    { upToKm: 50, feeCents: 2000 },
  ],
};

export async function getTravelSettings(db: Database): Promise<TravelSettings> {
  const row = await readTravelSettings(db);
  if (!row) return DEFAULT_TRAVEL_SETTINGS;
  const { baseZip, serviceRadiusKm, roadFactorPercent, averageSpeedKmh, bufferMinutes, feeBands } = row;
  return { baseZip, serviceRadiusKm, roadFactorPercent, averageSpeedKmh, bufferMinutes, feeBands };
}

export async function saveTravelSettings(db: Database, input: TravelSettings, actor: string) {
  const settings = travelSettingsSchema.parse(input);
  if (!lookupZip(settings.baseZip))
    throw new AppError('ZIP_UNKNOWN', 400, `We could not find ZIP ${settings.baseZip}`, {
      baseZip: 'Unknown ZIP code',
    });
  await db.transaction(async (tx) => {
    await writeTravelSettings(tx, { ...settings, updatedBy: actor });
    // Cached calendar answers for a ZIP were filtered with the old settings: a new seat version renews them.
    await bumpSeatVersion(tx);
    await writeAudit(tx, {
      entityType: 'travel_settings',
      actor,
      action: 'travel_settings.updated',
      entityId: 'default',
      details: settings,
    });
  });
  return settings;
}

/** The base every distance is measured from; a base ZIP missing from the data falls back to central DC. */
function basePlace(settings: TravelSettings): ZipPlace {
  return lookupZip(settings.baseZip) ?? (lookupZip(DEFAULT_TRAVEL_SETTINGS.baseZip) as ZipPlace); // 20001 is in the data
}

export interface PlaceQuote {
  place: ZipPlace;
  distanceKm: number;
  inServiceArea: boolean;
  /** Per lesson, cents; null outside the service area. */
  travelFeeCents: number | null;
}

/**
 * What a lesson at one of the business's venues costs in travel: the fee band of the venue's ZIP, or the fee the owner
 * set on the venue when its ZIP is unknown or outside the bands. One rule for the calendar's `Venue.travelFee`, the
 * price of a lesson there, and the booking that stores it.
 */
export function venueTravelFee(
  venue: { zip: string | null; travelFeeCents: number },
  settings: TravelSettings,
): number {
  const place = venue.zip ? lookupZip(venue.zip) : null;
  return (place ? quotePlace(place, settings).travelFeeCents : null) ?? venue.travelFeeCents;
}

export function quotePlace(place: ZipPlace, settings: TravelSettings): PlaceQuote {
  const km = Math.round(distanceKm(basePlace(settings), place) * 10) / 10;
  const inServiceArea = km <= settings.serviceRadiusKm;
  const fee = inServiceArea ? travelFeeForDistance(km, settings.feeBands) : null;
  return { place, distanceKm: km, inServiceArea: inServiceArea && fee !== null, travelFeeCents: fee };
}

/** `GET /api/travel/zip/:zip`. */
export async function zipInfo(db: Database, zip: string): Promise<ZipInfo> {
  return describeZip(await getTravelSettings(db), zip);
}

/** What a ZIP is to the business under these settings: in the service area or not, and its travel fee. */
export function describeZip(settings: TravelSettings, zip: string): ZipInfo {
  const place = lookupZip(zip);
  if (!place) throw new AppError('ZIP_UNKNOWN', 404, `We could not find ZIP ${zip}. Please check it.`);
  const quote = quotePlace(place, settings);
  return {
    zip: place.zip,
    city: place.city,
    state: place.state,
    inServiceArea: quote.inServiceArea,
    distanceKm: quote.distanceKm,
    travelFeeCents: quote.travelFeeCents,
    message: quote.inServiceArea
      ? `Travel fee to ${placeName(place)}: ${formatCents(quote.travelFeeCents ?? 0)} per lesson`
      : OUTSIDE_SERVICE_AREA_MESSAGE(place.zip, placeName(place), settings.serviceRadiusKm),
  };
}

/** The place of a ZIP inside the service area, or a 400 saying why not (before any payment). */
export function requireServedZip(settings: TravelSettings, zip: string): PlaceQuote {
  let info: ZipInfo;
  try {
    info = describeZip(settings, zip);
  } catch (err) {
    if (err instanceof AppError && err.code === 'ZIP_UNKNOWN')
      throw new AppError('ZIP_UNKNOWN', 400, err.message, { zip: 'Unknown ZIP code' });
    throw err;
  }
  if (!info.inServiceArea)
    throw new AppError('OUTSIDE_SERVICE_AREA', 400, info.message, { zip: info.message });
  return quotePlace(lookupZip(zip) as ZipPlace, settings); // found by describeZip above
}

/** Minutes between consecutive places (for the day sheet and the route); null where a place is unknown. */
export async function legMinutes(
  app: Pick<FastifyInstance, 'db' | 'travelTimes'>,
  zips: readonly (string | null)[],
): Promise<(number | null)[]> {
  const settings = await getTravelSettings(app.db);
  const places = zips.map((z) => (z ? lookupZip(z) : null));
  const known = [...new Map(places.filter((p): p is ZipPlace => !!p).map((p) => [p.zip, p])).values()];
  const table = await app.travelTimes.table(known, known, settings);
  const index = new Map(known.map((p, i) => [p.zip, i]));
  return places.map((to, i) => {
    const from = i > 0 ? places[i - 1] : null;
    if (!from || !to) return null;
    return table[index.get(from.zip)!]?.[index.get(to.zip)!] ?? null; // both are in `known`
  });
}

/** A drive between two ZIPs as the reports count it: the road kilometres and the minutes at the wheel. */
export interface Drive {
  km: number;
  minutes: number;
}

/**
 * Each leg's drive: road kilometres (straight line stretched by the road factor) and minutes from the drive-time
 * source without the parking buffer. A leg to or from an unknown ZIP counts nothing.
 */
export async function drivesBetween(
  app: Pick<FastifyInstance, 'db' | 'travelTimes'>,
  legs: readonly { fromZip: string | null; toZip: string | null }[],
): Promise<Drive[]> {
  const settings = await getTravelSettings(app.db);
  const place = (zip: string | null) => (zip ? lookupZip(zip) : null);
  const known = [
    ...new Map(
      legs
        .flatMap((l) => [place(l.fromZip), place(l.toZip)])
        .flatMap((p) => (p ? [[p.zip, p] as const] : [])),
    ).values(),
  ];
  const table = known.length ? await app.travelTimes.table(known, known, settings) : [];
  const index = new Map(known.map((p, i) => [p.zip, i]));
  return legs.map((leg) => {
    const from = place(leg.fromZip);
    const to = place(leg.toZip);
    if (!from || !to || from.zip === to.zip) return { km: 0, minutes: 0 };
    const minutes = table[index.get(from.zip)!]?.[index.get(to.zip)!] ?? null; // both are in `known`
    return {
      km: (distanceKm(from, to) * settings.roadFactorPercent) / 100,
      minutes: minutes === null ? 0 : Math.max(0, minutes - settings.bufferMinutes),
    };
  });
}

/** What the owner pays instructors per mile driven between lessons, in cents. */
export async function getMileageRate(db: Database): Promise<number> {
  return (await readTravelSettings(db))?.mileageRateCents ?? DEFAULT_MILEAGE_RATE_CENTS;
}

export async function saveMileageRate(tx: Database, cents: number, actor: string): Promise<void> {
  await writeMileageRate(tx, cents, actor);
  await writeAudit(tx, {
    entityType: 'travel_settings',
    actor,
    action: 'travel_settings.mileage_rate_updated',
    entityId: 'default',
    details: { mileageRateCents: cents },
  });
}

/** The business's own pools a family may choose instead of theirs, each with its travel fee from the fee bands. */
export async function listCommunityPools(db: Database): Promise<CommunityPool[]> {
  const settings = await getTravelSettings(db);
  return (await communityVenues(db)).map((v) => {
    const place = v.zip ? lookupZip(v.zip) : null;
    const fee = place ? quotePlace(place, settings).travelFeeCents : null;
    return {
      id: v.id,
      name: v.name,
      address: v.address,
      city: v.city,
      state: v.region,
      zip: v.zip,
      travelFeeCents: fee ?? v.travelFeeCents,
    };
  });
}
