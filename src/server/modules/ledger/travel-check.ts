/**
 * The travel rule at every step that commits a place: the calendar shows only times the instructor can reach, a hold
 * with a ZIP re-checks them, and a checkout checks again under the instructor's day lock, so two families booking the
 * same instructor's neighbouring times at far-apart pools at once cannot both get them.
 */
import type { FastifyInstance } from 'fastify';
import { TRAVEL_UNREACHABLE_MESSAGE } from '@core/api/travel';
import { dayKeyInZone } from '@core/rules/timezones';
import { DEFAULT_TIME_ZONE } from '@core/catalog/time-zones';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { reachableTimes, type TravelTarget } from '../travel/service';
import { advisoryLock, findPlacedLessons } from './places.repository';

export interface TimeToReach {
  id: string;
  instructorId: string;
  startTime: Date;
  endTime: Date;
}

const HALF_DAY_MS = 12 * 3_600_000;

/** Ids of the times whose instructor cannot reach `zip` between the lessons around them. */
export async function unreachableTimes(
  app: Pick<FastifyInstance, 'travelTimes'>,
  db: Database,
  target: TravelTarget,
  times: readonly TimeToReach[],
  exceptHold?: { id: string; ownerTokenHash: string },
): Promise<string[]> {
  if (!times.length) return [];
  const starts = times.map((t) => t.startTime.getTime());
  const lessons = await findPlacedLessons(db, {
    instructorIds: [...new Set(times.map((t) => t.instructorId))],
    from: new Date(Math.min(...starts) - HALF_DAY_MS),
    to: new Date(Math.max(...starts) + HALF_DAY_MS),
    exceptHold,
  });
  const reachable = await reachableTimes(
    { db, travelTimes: app.travelTimes },
    target,
    times.map((t) => ({ id: t.id, instructorId: t.instructorId, start: t.startTime, end: t.endTime })),
    lessons,
  );
  return times.filter((t) => !reachable.has(t.id)).map((t) => t.id);
}

export async function requireReachable(
  app: Pick<FastifyInstance, 'travelTimes'>,
  db: Database,
  target: TravelTarget,
  times: readonly TimeToReach[],
  exceptHold?: { id: string; ownerTokenHash: string },
): Promise<void> {
  const unavailableSlotIds = await unreachableTimes(app, db, target, times, exceptHold);
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

/** Inside a checkout, after its slots are locked: the family's pool must be reachable for every lesson. */
export async function requireReachableInCheckout(
  app: Pick<FastifyInstance, 'travelTimes'>,
  tx: Database,
  target: TravelTarget | null,
  times: readonly TimeToReach[],
): Promise<void> {
  if (!target) return;
  await lockInstructorDays(tx, times);
  await requireReachable(app, tx, target, times);
}
