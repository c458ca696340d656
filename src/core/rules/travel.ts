/**
 * Travel rules: the fee band of a distance, the estimated minutes of a drive, and whether a lesson time fits between
 * the instructor's lesson before it and the one after. Pure: the server feeds it distances and minutes it looked up.
 */

export interface FeeBand {
  upToKm: number;
  feeCents: number;
}

export interface TravelEstimateSettings {
  /** Road distance over straight-line distance, in percent. */
  roadFactorPercent: number;
  averageSpeedKmh: number;
  /** Minutes to park, carry the kit in and set up, added to every drive. */
  bufferMinutes: number;
}

/** The fee of the first band that reaches `km`; null beyond the last band (outside the service area). */
export function travelFeeForDistance(km: number, bands: readonly FeeBand[]): number | null {
  const sorted = [...bands].sort((a, b) => a.upToKm - b.upToKm);
  return sorted.find((band) => km <= band.upToKm)?.feeCents ?? null;
}

/** Minutes to drive a straight-line distance: stretched by the road factor, at the average speed, plus the buffer. */
export function estimatedDriveMinutes(straightKm: number, settings: TravelEstimateSettings): number {
  const roadKm = (straightKm * settings.roadFactorPercent) / 100;
  return Math.ceil((roadKm / settings.averageSpeedKmh) * 60) + settings.bufferMinutes;
}

/** A lesson the instructor already has that day: when it ends and starts, and the minutes to or from the new place. */
export interface Neighbour {
  start: Date;
  end: Date;
  /** Minutes between the neighbour's place and the new place; null when either place is unknown (no check). */
  minutes: number | null;
}

/**
 * True when a lesson from `start` to `end` fits: the instructor, leaving the lesson before at its end, arrives by
 * `start`; and leaving at `end`, reaches the lesson after by its start. Unknown places never block a time.
 */
export function fitsBetween(
  lesson: { start: Date; end: Date },
  before: Neighbour | null,
  after: Neighbour | null,
): boolean {
  const minute = 60_000;
  if (
    before &&
    before.minutes !== null &&
    before.end.getTime() + before.minutes * minute > lesson.start.getTime()
  )
    return false;
  if (
    after &&
    after.minutes !== null &&
    lesson.end.getTime() + after.minutes * minute > after.start.getTime()
  )
    return false;
  return true;
}

/** The instructor's lessons just before and just after a time, on the same day, from a list of the day's lessons. */
export function neighboursOf<T extends { start: Date; end: Date }>(
  lesson: { start: Date; end: Date },
  dayLessons: readonly T[],
): { before: T | null; after: T | null } {
  let before: T | null = null;
  let after: T | null = null;
  for (const other of dayLessons) {
    if (other.end.getTime() <= lesson.start.getTime()) {
      if (!before || other.end > before.end) before = other;
    } else if (other.start.getTime() >= lesson.end.getTime()) {
      if (!after || other.start < after.start) after = other;
    }
  }
  return { before, after };
}

/** A map link for an address line; any maps app opens it. */
export const mapUrlFor = (address: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;

/**
 * The minutes a lesson adds to the instructor's day of driving: from the place before it (the lesson before, or home)
 * to the lesson, and on to the place after it (the next lesson, or home), less the drive it replaces between those two.
 * A side with no known place adds nothing; null when no side is known, or when both are and the drive between them is
 * not.
 */
export function addedDriveMinutes(drive: {
  toLesson: number | null;
  fromLesson: number | null;
  /** The drive the lesson replaces, before to after; null when either end is unknown. */
  direct: number | null;
}): number | null {
  if (drive.toLesson === null && drive.fromLesson === null) return null;
  const bothSides = drive.toLesson !== null && drive.fromLesson !== null;
  // Both legs known but not the drive they replace: what the stop adds cannot be told.
  if (bothSides && drive.direct === null) return null;
  const direct = bothSides ? (drive.direct ?? 0) : 0;
  return Math.max(0, (drive.toLesson ?? 0) + (drive.fromLesson ?? 0) - direct);
}

/** How close to the day's least added driving a time may be and still be a "Best fit", in minutes. */
export const BEST_FIT_SLACK_MINUTES = 5;

export interface DriveFit {
  id: string;
  /** The day the time is on (the business's day), to compare times of one day. */
  day: string;
  addedMinutes: number | null;
}

/**
 * The times marked "Best fit": those adding no more than BEST_FIT_SLACK_MINUTES over the least driving any time of
 * their day adds. Only on a day where the mark tells times apart: when every time adds about the same (one instructor
 * with an empty day), none is marked.
 */
export function bestFitIds(times: readonly DriveFit[]): Set<string> {
  const least = new Map<string, number>();
  const most = new Map<string, number>();
  for (const t of times)
    if (t.addedMinutes !== null) {
      least.set(t.day, Math.min(least.get(t.day) ?? Infinity, t.addedMinutes));
      most.set(t.day, Math.max(most.get(t.day) ?? -Infinity, t.addedMinutes));
    }
  const limit = (day: string) => (least.get(day) ?? Infinity) + BEST_FIT_SLACK_MINUTES;
  return new Set(
    times
      .filter(
        (t) =>
          t.addedMinutes !== null && t.addedMinutes <= limit(t.day) && (most.get(t.day) ?? 0) > limit(t.day),
      )
      .map((t) => t.id),
  );
}
