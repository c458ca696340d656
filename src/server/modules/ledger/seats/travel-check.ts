/**
 * The travel rule at every step that commits a place: the calendar shows only times the instructor can reach, a hold
 * with a ZIP re-checks them, and every path that places a lesson (a checkout, a move, the owner approving a request,
 * a payment settling after its hold ended) checks again under the instructor's day lock, so two families booking the
 * same instructor's neighbouring times at far-apart pools at once cannot both get them. A booking that names no pool
 * is at its time's venue (docs/decisions/0142).
 */
import { TRAVEL_UNREACHABLE_MESSAGE } from '@core/api/travel';
import { dayKeyInZone } from '@core/rules/timezones';
import { DEFAULT_TIME_ZONE } from '@core/catalog/time-zones';
import type { Database } from '../../../db/client';
import { AppError } from '../../../errors';
import {
  reachableTimes,
  timesOnTheRoad,
  type Road,
  type TimeOnTheRoad,
  type TravelTarget,
} from '../../travel';
import { advisoryLock, findPlacedLessons, findVenuesOfTimes } from './places.repository';

export interface TimeToReach {
  id: string;
  instructorId: string;
  startTime: Date;
  endTime: Date;
}

/** Lessons being placed again, which are not in their own way (see places.repository.ts). */
export interface PlacingExcept {
  lessonIds?: readonly string[];
  bookingId?: string;
}

/** Where a stored booking (or request) says its lessons are: its pool, the business pool it names, or null. */
export function placeOfBooking(place: {
  poolZip: string | null;
  poolStreet: string | null;
  poolVenueId: string | null;
}): TravelTarget | null {
  if (!place.poolZip) return null;
  // As lesson-place.ts and places.repository.ts key them.
  return place.poolVenueId
    ? { zip: place.poolZip, placeKey: `venue:${place.poolVenueId}` }
    : {
        zip: place.poolZip,
        placeKey: `home:${place.poolZip}:${(place.poolStreet ?? '').trim().toLowerCase()}`,
      };
}

const HALF_DAY_MS = 12 * 3_600_000;

/** Ids of the times whose instructor cannot reach `zip` between the lessons around them. */
export async function unreachableTimes(
  road: Road,
  db: Database,
  target: TravelTarget,
  times: readonly TimeToReach[],
  exceptHold?: { id: string; ownerTokenHash: string },
  except?: PlacingExcept,
): Promise<string[]> {
  if (!times.length) return [];
  const starts = times.map((t) => t.startTime.getTime());
  const lessons = await findPlacedLessons(db, {
    instructorIds: [...new Set(times.map((t) => t.instructorId))],
    from: new Date(Math.min(...starts) - HALF_DAY_MS),
    to: new Date(Math.max(...starts) + HALF_DAY_MS),
    exceptHold,
    except,
  });
  const reachable = await reachableTimes(
    road,
    target,
    times.map((t) => ({ id: t.id, instructorId: t.instructorId, start: t.startTime, end: t.endTime })),
    lessons,
  );
  return times.filter((t) => !reachable.has(t.id)).map((t) => t.id);
}

/**
 * The times the instructor can reach `zip` for, each with the driving it adds to the instructor's day (from the lesson
 * before or `homes`, to the lesson after or home): for ordering a family's times by how well they fit a route.
 */
export async function reachableTimesWithDrive(
  road: Road,
  db: Database,
  target: TravelTarget,
  times: readonly TimeToReach[],
  homes: ReadonlyMap<string, string | null>,
): Promise<Map<string, TimeOnTheRoad>> {
  if (!times.length) return new Map();
  const starts = times.map((t) => t.startTime.getTime());
  const lessons = await findPlacedLessons(db, {
    instructorIds: [...new Set(times.map((t) => t.instructorId))],
    from: new Date(Math.min(...starts) - HALF_DAY_MS),
    to: new Date(Math.max(...starts) + HALF_DAY_MS),
  });
  return timesOnTheRoad(
    road,
    target,
    times.map((t) => ({ id: t.id, instructorId: t.instructorId, start: t.startTime, end: t.endTime })),
    lessons,
    homes,
  );
}

export async function requireReachable(
  road: Road,
  db: Database,
  target: TravelTarget,
  times: readonly TimeToReach[],
  exceptHold?: { id: string; ownerTokenHash: string },
): Promise<void> {
  throwUnreachable(await unreachableTimes(road, db, target, times, exceptHold));
}

function throwUnreachable(unavailableSlotIds: readonly string[]) {
  if (unavailableSlotIds.length)
    throw new AppError('TRAVEL_UNREACHABLE', 409, TRAVEL_UNREACHABLE_MESSAGE, undefined, {
      unavailableSlotIds,
    });
}

/**
 * Serialises checkouts that place lessons on the same instructor's day (New York), taken after the slot locks and in
 * one sorted order, so the travel check and the booking it allows are one step for every server process.
 */
export async function lockInstructorDays(tx: Database, times: readonly TimeToReach[]): Promise<void> {
  const keys = [
    ...new Set(
      times.map((t) => `instructor-day:${t.instructorId}:${dayKeyInZone(t.startTime, DEFAULT_TIME_ZONE)}`),
    ),
  ].sort();
  for (const key of keys) await advisoryLock(tx, key);
}

/**
 * After the slots are locked, on every path that places lessons: the booking's place (or, naming none, each time's
 * venue) must be reachable for every lesson, with the instructors' days locked until the commit. 409
 * TRAVEL_UNREACHABLE names the times that are not.
 */
export async function requirePlacedReachable(
  road: Road,
  tx: Database,
  target: TravelTarget | null,
  times: readonly TimeToReach[],
  except?: PlacingExcept,
): Promise<void> {
  await lockInstructorDays(tx, times);
  throwUnreachable(await unreachablePlacedTimes(road, tx, target, times, except));
}

/**
 * Ids of the times the instructor cannot reach at the booking's place. A booking that names no pool is at each time's
 * venue, as places.repository.ts counts it: one of our pools exactly, a "your home pool" venue by its ZIP alone.
 */
export async function unreachablePlacedTimes(
  road: Road,
  db: Database,
  target: TravelTarget | null,
  times: readonly TimeToReach[],
  except?: PlacingExcept,
): Promise<string[]> {
  if (target) return unreachableTimes(road, db, target, times, undefined, except);
  const venues = await findVenuesOfTimes(
    db,
    times.map((t) => t.id),
  );
  const unreachable: string[] = [];
  for (const venueId of new Set(venues.map((v) => v.venueId))) {
    const venue = venues.find((v) => v.venueId === venueId)!; // from the set just built
    if (!venue.zip) continue; // a venue without a ZIP is nowhere on the map: nothing to check
    const ids = new Set(venues.filter((v) => v.venueId === venueId).map((v) => v.slotId));
    const at: TravelTarget =
      venue.poolType === 'home_pool' ? { zip: venue.zip } : { zip: venue.zip, placeKey: `venue:${venueId}` };
    unreachable.push(
      ...(await unreachableTimes(
        road,
        db,
        at,
        times.filter((t) => ids.has(t.id)),
        undefined,
        except,
      )),
    );
  }
  return unreachable;
}

/** `requirePlacedReachable` as a yes or no, for paths that refund rather than refuse (a payment landing late). */
export async function isPlacedReachable(
  road: Road,
  tx: Database,
  target: TravelTarget | null,
  times: readonly TimeToReach[],
  except?: PlacingExcept,
): Promise<boolean> {
  await lockInstructorDays(tx, times);
  return (await unreachablePlacedTimes(road, tx, target, times, except)).length === 0;
}
