import type { TravelSettings } from '@core/api/travel';
import type {
  AvailabilityQuery,
  AvailabilityResponse,
  SlotDetail,
  SlotDetailsQuery,
  SlotDetailsResponse,
  TimeSlot,
  TimeSlotsQuery,
  TimeSlotsResponse,
} from '@core/api/calendar';
import { isSlotBookable, nextNoticeEdge, spotsLeft, statusAt } from '@core/rules/slots';
import { bestFitIds } from '@core/rules/travel';
import { DEFAULT_TIME_ZONE } from '@core/catalog/time-zones';
import { dayKeyInZone, SIMPLE_CALENDAR_ZONE } from '@core/rules/timezones';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { reachableTimesWithDrive } from '../ledger';
import { describeZip, getTravelSettings, readRoad, venueTravelFee, type Road } from '../travel';
import { localSeatVersion, pooledSeatVersionReader } from '../../db/seat-version';
import { MAX_AGE_MS, type CachedAnswer, type createReadCache } from './read-cache';
import {
  findSlotDetails,
  findSlotsInRange,
  instructorHomes,
  listInstructors,
  listVenues,
  nextHoldExpiryInRange,
} from './repository';
import { serializeAvailability, serializeTimeSlots } from './serializers';

export type CalendarCache = ReturnType<typeof createReadCache>;

/**
 * How a reader learns the seat version: PostgreSQL may be written by other server copies, so it is asked for every
 * read, though readers that arrive together share one query (see `sharedFreshReads`); the embedded database is
 * written by this process alone, so its count is enough.
 */
export const seatVersionReader = (db: Database, kind: 'pglite' | 'postgres') =>
  kind === 'postgres' ? sharedFreshReads(pooledSeatVersionReader(db)) : async () => localSeatVersion();

/**
 * `read`, shared by its callers and never older than any of them: a read starts only after every caller it answers
 * has asked, so it sees every commit a caller could have seen answered before asking (a hold taken through another
 * copy). The callers of one turn of the event loop share a read that starts at `setImmediate`; while a read is on
 * its way, the callers asking meanwhile share the next one, which starts when it settles. Under load that is one
 * query at a time per copy, answering every request that arrived during the one before, instead of one query per
 * request (or per turn, each keeping a database process busy on a machine the server shares with it).
 */
export function sharedFreshReads<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<unknown> | undefined;
  let next: Promise<T> | undefined;
  return () => {
    next ??= new Promise<T>((resolve, reject) => {
      const start = () => {
        next = undefined; // callers from here on did not ask before this read: they share the one after it
        // A reader that throws instead of rejecting fails its callers the same way.
        const thisRead = Promise.resolve().then(read).then(resolve, reject);
        running = thisRead;
        void thisRead.then(() => {
          if (running === thisRead) running = undefined;
        });
      };
      setImmediate(() => (running ? void running.then(start) : start()));
    });
    return next;
  };
}

/**
 * Which ZIPs the calendar filters for, remembered per seat version (saving the travel settings moves it) and for
 * no longer than the read cache keeps an answer: a ZIP outside the area shares the unfiltered answer, so a stream
 * of made-up ZIPs does not fill the cache, and a ZIP asked again is judged without reading the travel settings.
 */
export function servedZips(db: Database, now: () => number = Date.now) {
  let version = '';
  let since = 0;
  let known = new Map<string, Promise<string | undefined>>();
  return (zip: string | undefined, atVersion: string): Promise<string | undefined> | undefined => {
    if (!zip) return undefined;
    if (atVersion !== version || now() - since > MAX_AGE_MS || known.size >= MAX_KNOWN_ZIPS) {
      version = atVersion;
      since = now();
      known = new Map();
    }
    let served = known.get(zip);
    if (!served) {
      const asked = filteringZip(db, zip);
      const remembered = known;
      asked.catch(() => remembered.delete(zip));
      known.set(zip, asked);
      served = asked;
    }
    return served;
  };
}
const MAX_KNOWN_ZIPS = 2_000;

export interface CachedCalendar {
  db: Database;
  travelTimes: FastifyInstance['travelTimes'];
  cache: CalendarCache;
  version: () => Promise<string>;
  servedZip: ReturnType<typeof servedZips>;
}

/** A time as the calendar reads it; with a served ZIP, an open time also says how it fits the instructor's route. */
type SlotRow = Awaited<ReturnType<typeof findSlotsInRange>>[number] & {
  addedDriveMinutes?: number;
  bestFit?: boolean;
};

/** A venue as the spec names it: `travelFee` is what a lesson there costs in travel, by the one rule prices use. */
function venueView<V extends { travelFee: number; zip: string | null }>(venue: V, settings: TravelSettings) {
  const { zip, ...view } = venue;
  return { ...view, travelFee: venueTravelFee({ zip, travelFeeCents: venue.travelFee }, settings) };
}

function toTimeSlot(r: SlotRow, now: Date): TimeSlot {
  return {
    ...r,
    startTime: r.startTime.toISOString(),
    endTime: r.endTime.toISOString(),
    lessonType: r.lessonType as TimeSlot['lessonType'],
    status: statusAt({ startTime: r.startTime, status: r.status as TimeSlot['status'] }, now),
  };
}

/**
 * Every slot in the range with its live seat count; the browser applies the bookable rule for display. With a ZIP
 * inside the service area, only the times whose instructor can reach it from the lesson before and on to the next.
 */
export async function getTimeSlots(
  db: Database,
  query: TimeSlotsQuery,
  travel?: Pick<FastifyInstance, 'travelTimes'>,
  now = new Date(),
): Promise<TimeSlotsResponse> {
  // The road is read once: the venues' fees and the ZIP filter judge by the same settings.
  const settings = await getTravelSettings(db);
  const road = travel && { settings, travelTimes: travel.travelTimes };
  const [rows, instructors, venueRows] = await Promise.all([
    slotsOffered(db, query, road),
    listInstructors(db),
    listVenues(db),
  ]);
  const venues = venueRows.map((v) => venueView(v, settings));
  return { timeSlots: rows.map((r) => toTimeSlot(r, now)), instructors, venues };
}

/**
 * The slots of the range offered to a visitor: with a ZIP inside the service area, the open times whose instructor
 * cannot reach it are left out, and the others say how many minutes of driving they add to the instructor's day and
 * whether they are a "Best fit" (`bestFitIds`). The time list and the day counts both read this, so a day never counts
 * a time its list leaves out.
 */
async function slotsOffered(
  db: Database,
  query: { start: string; end: string; lessonType?: string; zip?: string },
  road?: Road,
): Promise<SlotRow[]> {
  const rows: SlotRow[] = await findSlotsInRange(db, rangeOf(query));
  if (!query.zip || !road || !isServed(road.settings, query.zip)) return rows;
  const open = rows.filter((r) => r.status === 'available');
  const onTheRoad = await reachableTimesWithDrive(
    road,
    db,
    { zip: query.zip },
    open,
    await instructorHomes(db),
  );
  const offered = rows.filter((r) => r.status !== 'available' || onTheRoad.has(r.id));
  const now = new Date();
  const best = bestFitIds(
    offered.flatMap((r) => {
      const fit = onTheRoad.get(r.id);
      return fit && isSlotBookable(r, now)
        ? [{ id: r.id, day: dayKeyInZone(r.startTime, DEFAULT_TIME_ZONE), ...fit }]
        : [];
    }),
  );
  return offered.map((r) => {
    const fit = onTheRoad.get(r.id);
    if (!fit) return r;
    return { ...r, addedDriveMinutes: fit.addedMinutes ?? undefined, bestFit: best.has(r.id) };
  });
}

/**
 * Per calendar day (in the asked zone): how many slots can be picked now, and how many there are. With a ZIP inside
 * the service area, only the times `getTimeSlots` lists for it.
 */
export async function getAvailability(
  db: Database,
  query: AvailabilityQuery,
  travel?: Pick<FastifyInstance, 'travelTimes'>,
  now = new Date(),
): Promise<AvailabilityResponse> {
  return (await availabilityWithExpiry(db, query, travel, now)).answer;
}

async function availabilityWithExpiry(
  db: Database,
  query: AvailabilityQuery,
  travel: Pick<FastifyInstance, 'travelTimes'> | undefined,
  now: Date,
) {
  const timeZone = query.timeZone ?? SIMPLE_CALENDAR_ZONE;
  const road = travel && (await readRoad({ db, travelTimes: travel.travelTimes }));
  const rows = await slotsOffered(db, query, road);
  const days = new Map<string, { date: string; availableSlots: number; totalSlots: number }>();
  for (const row of rows) {
    const date = dayKeyInZone(row.startTime, timeZone);
    const day = days.get(date) ?? { date, availableSlots: 0, totalSlots: 0 };
    day.totalSlots++;
    if (isSlotBookable(row, now)) day.availableSlots++;
    days.set(date, day);
  }
  // The counts change with no write when a slot comes within the booking notice.
  const answer: AvailabilityResponse = { timeZone, days: [...days.values()] };
  return {
    answer,
    noticeEdge: nextNoticeEdge(
      rows.map((r) => r.startTime),
      now,
    ),
  };
}

const earliest = (...dates: (Date | null)[]) =>
  dates.reduce<Date | null>((a, b) => (!b ? a : !a || b < a ? b : a), null);

const rangeOf = (q: { start: string; end: string; lessonType?: string }) => ({
  start: new Date(q.start),
  end: new Date(q.end),
  lessonType: q.lessonType,
});

/**
 * `getTimeSlots` as bytes, from the read cache: one query, serialization and compression per seat version. The key
 * is the query as asked (after validation), so a repeated read builds no dates; an answer ends as `Fill` says.
 */
export async function cachedTimeSlots(
  { db, cache, version, travelTimes, servedZip }: CachedCalendar,
  query: TimeSlotsQuery,
): Promise<CachedAnswer> {
  const atVersion = await version();
  const zip = await servedZip(query.zip, atVersion);
  const key = `time-slots|${query.start}|${query.end}|${query.lessonType ?? ''}|${zip ?? ''}`;
  return cache.read(key, atVersion, async () => {
    const range = rangeOf(query);
    const now = new Date();
    const [answer, holdEnds] = await Promise.all([
      getTimeSlots(db, { ...query, zip }, { travelTimes }, now),
      nextHoldExpiryInRange(db, range),
    ]);
    // A slot's status changes with no write when it comes within the booking notice: the answer ends then too.
    const noticeEdge = nextNoticeEdge(
      answer.timeSlots.map((s) => s.startTime),
      now,
    );
    return { json: serializeTimeSlots(answer), validUntil: earliest(noticeEdge, holdEnds) };
  });
}

/** `getAvailability` as bytes, from the read cache, keyed by the ZIP as `cachedTimeSlots` is. */
export async function cachedAvailability(
  { db, cache, version, travelTimes, servedZip }: CachedCalendar,
  query: AvailabilityQuery,
): Promise<CachedAnswer> {
  const zone = query.timeZone ?? SIMPLE_CALENDAR_ZONE;
  const atVersion = await version();
  const zip = await servedZip(query.zip, atVersion);
  const key = `availability|${query.start}|${query.end}|${query.lessonType ?? ''}|${zone}|${zip ?? ''}`;
  return cache.read(key, atVersion, async () => {
    const [{ answer, noticeEdge }, holdEnds] = await Promise.all([
      availabilityWithExpiry(db, { ...query, zip }, { travelTimes }, new Date()),
      nextHoldExpiryInRange(db, rangeOf(query)),
    ]);
    return { json: serializeAvailability(answer), validUntil: earliest(noticeEdge, holdEnds) };
  });
}

/** The named slots with instructor and venue; ids that name no slot are listed, not an error. */
export async function getSlotDetails(
  db: Database,
  query: SlotDetailsQuery,
  now = new Date(),
): Promise<SlotDetailsResponse> {
  const [rows, settings] = await Promise.all([findSlotDetails(db, query.ids), getTravelSettings(db)]);
  const slots = rows.map(({ instructor, venue, ...slot }): SlotDetail => ({
    ...toTimeSlot(slot, now),
    spotsLeft: spotsLeft(slot),
    bookable: isSlotBookable(slot, now),
    instructor,
    venue: venueView(venue, settings),
  }));
  const found = new Set(slots.map((s) => s.id));
  return { slots, notFound: query.ids.filter((id) => !found.has(id)) };
}

/** A ZIP we do not serve filters nothing: it shares the answer without one instead of filling the cache. */
async function filteringZip(db: Database, zip: string | undefined): Promise<string | undefined> {
  return zip && isServed(await getTravelSettings(db), zip) ? zip : undefined;
}

/** A ZIP the calendar filters for: known and inside the service area (elsewhere every time is shown, with a warning). */
function isServed(settings: TravelSettings, zip: string): boolean {
  try {
    return describeZip(settings, zip).inServiceArea;
  } catch {
    return false; // an unknown ZIP
  }
}
