/**
 * The road a path places lessons on: the owner's travel settings and the drive-time source, read once at the top of
 * a path (a checkout, a hold, a move, a calendar read) and carried down, so one path reads the settings once and
 * every step of it judges by the same ones.
 */
import type { FastifyInstance } from 'fastify';
import type { TravelSettings } from '@core/api/travel';
import { DEFAULT_TIME_ZONE } from '@core/catalog/time-zones';
import { addedDriveMinutes, fitsBetween, neighboursOf } from '@core/rules/travel';
import { dayKeyInZone } from '@core/rules/timezones';
import { getTravelSettings } from './service';
import type { TravelTimes } from './travel-times';
import { lookupZip, type ZipPlace } from './zip-codes';

export interface Road {
  settings: TravelSettings;
  travelTimes: TravelTimes;
}

export async function readRoad(app: Pick<FastifyInstance, 'db' | 'travelTimes'>): Promise<Road> {
  return { settings: await getTravelSettings(app.db), travelTimes: app.travelTimes };
}

/** A lesson time to judge, and the instructor's other lessons that day with the ZIP of each one's pool. */
export interface CandidateTime {
  id: string;
  instructorId: string;
  start: Date;
  end: Date;
}
export interface PlacedLesson {
  instructorId: string;
  start: Date;
  end: Date;
  /** The pool's ZIP; null when the booking has no known place (it never blocks a time). */
  zip: string | null;
  /** Which pool exactly (`venue:<id>` or `home:<zip>:<street>`), to tell the same pool from a neighbour's. */
  placeKey: string | null;
}
/** Where the family wants lessons: a ZIP while browsing, and the exact pool once the address is given. */
export interface TravelTarget {
  zip: string;
  placeKey?: string;
}

/**
 * The candidate times an instructor can reach the target for: arriving from the lesson before it (at its end) by the
 * start, and leaving at the end, reaching the lesson after it by its start. Staying at the same pool takes no time.
 * A shared time that already has a family at a family's own pool is offered to nobody else, and one at a business
 * pool only to families who choose that pool once they name it: the lesson happens where it already is.
 * Lessons are compared within 12 hours.
 */
export async function reachableTimes(
  road: Road,
  target: TravelTarget,
  candidates: readonly CandidateTime[],
  lessons: readonly PlacedLesson[],
): Promise<Set<string>> {
  return new Set((await timesOnTheRoad(road, target, candidates, lessons)).keys());
}

/** A reachable time's place on the instructor's day: the minutes of driving it adds (null: no place around it known). */
export interface TimeOnTheRoad {
  addedMinutes: number | null;
}

/**
 * `reachableTimes`, with what each reachable time adds to the instructor's driving that day: from the lesson before
 * (or the instructor's home, `homes`) and on to the lesson after (or home), less the drive between those two.
 */
export async function timesOnTheRoad(
  road: Road,
  target: TravelTarget,
  candidates: readonly CandidateTime[],
  lessons: readonly PlacedLesson[],
  homes: ReadonlyMap<string, string | null> = new Map(),
): Promise<Map<string, TimeOnTheRoad>> {
  const place = lookupZip(target.zip);
  if (!place) return new Map(candidates.map((c) => [c.id, { addedMinutes: null }]));
  const { settings, travelTimes } = road;
  const byInstructor = new Map<string, PlacedLesson[]>();
  for (const lesson of lessons) {
    const list = byInstructor.get(lesson.instructorId) ?? [];
    list.push(lesson);
    byInstructor.set(lesson.instructorId, list);
  }
  const halfDay = 12 * 3_600_000;
  const takenElsewhere = (l: PlacedLesson) =>
    l.placeKey !== null &&
    (target.placeKey ? l.placeKey !== target.placeKey : l.placeKey.startsWith('home:'));
  const blocked = new Set<string>();
  const neighbours = candidates.map((c) => {
    const near = (byInstructor.get(c.instructorId) ?? []).filter(
      (l) => Math.abs(l.start.getTime() - c.start.getTime()) < halfDay,
    );
    const sameTime = near.filter((l) => l.start.getTime() === c.start.getTime());
    if (sameTime.some(takenElsewhere)) blocked.add(c.id);
    return neighboursOf(
      c,
      near.filter((l) => !sameTime.includes(l)),
    );
  });
  const homeOf = (c: CandidateTime) => homes.get(c.instructorId) ?? null;
  const zips = [
    ...new Set(
      neighbours.flatMap((n, i) => [n.before?.zip, n.after?.zip, homeOf(candidates[i]!)]).filter((z) => !!z),
    ),
  ] as string[];
  const places = zips.map(lookupZip).filter((p): p is ZipPlace => p !== null);
  const [toTarget, fromTarget, between] = await Promise.all([
    travelTimes.table(places, [place], settings),
    travelTimes.table([place], places, settings),
    travelTimes.table(places, places, settings),
  ]);
  const index = new Map(places.map((p, i) => [p.zip, i]));
  const minutesTo = new Map(places.map((p, i) => [p.zip, toTarget[i]?.[0] ?? null]));
  const minutesFrom = new Map(places.map((p, i) => [p.zip, fromTarget[0]?.[i] ?? null]));
  const minutes = (l: PlacedLesson, table: Map<string, number | null>) => {
    if (target.placeKey && l.placeKey === target.placeKey) return 0;
    return l.zip ? (table.get(l.zip) ?? null) : null;
  };
  const direct = (from: string | null, to: string | null) => {
    const [i, j] = [from === null ? undefined : index.get(from), to === null ? undefined : index.get(to)];
    return i === undefined || j === undefined ? null : (between[i]?.[j] ?? null);
  };
  const result = new Map<string, TimeOnTheRoad>();
  candidates.forEach((c, i) => {
    const { before, after } = neighbours[i]!; // one entry per candidate
    const toLesson = before ? minutes(before, minutesTo) : null;
    const fromLesson = after ? minutes(after, minutesFrom) : null;
    const fits = fitsBetween(
      c,
      before ? { ...before, minutes: toLesson } : null,
      after ? { ...after, minutes: fromLesson } : null,
    );
    if (!fits || blocked.has(c.id)) return;
    // The driving added to this day: a lesson of another day (last evening's, tomorrow's first) is no neighbour here;
    // the day starts and ends at home.
    const day = dayKeyInZone(c.start, DEFAULT_TIME_ZONE);
    const prior = before && dayKeyInZone(before.start, DEFAULT_TIME_ZONE) === day ? before : null;
    const next = after && dayKeyInZone(after.start, DEFAULT_TIME_ZONE) === day ? after : null;
    const home = homeOf(c);
    result.set(c.id, {
      addedMinutes: addedDriveMinutes({
        toLesson: prior ? toLesson : home ? (minutesTo.get(home) ?? null) : null,
        fromLesson: next ? fromLesson : home ? (minutesFrom.get(home) ?? null) : null,
        direct: direct(prior ? prior.zip : home, next ? next.zip : home),
      }),
    });
  });
  return result;
}
