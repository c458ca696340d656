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
import { getTravelSettings, readRoad, venueTravelFee, type Road } from '../travel';
import type { CachedAnswer, createReadCache } from './read-cache';
import { isServed, type servedZips } from './fresh-reads';
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
    slotsOffered(db, query, road, now, { withDrive: true }),
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
  road: Road | undefined,
  now: Date,
  { withDrive }: { withDrive: boolean },
): Promise<SlotRow[]> {
  const rows: SlotRow[] = await findSlotsInRange(db, rangeOf(query));
  if (!query.zip || !road || !isServed(road.settings, query.zip)) return rows;
  const open = rows.filter((r) => r.status === 'available');
  // The day counts need only which times are reachable; the driving each adds is for the list of times.
  const homes = withDrive ? await instructorHomes(db) : new Map<string, string | null>();
  const onTheRoad = await reachableTimesWithDrive(road, db, { zip: query.zip }, open, homes);
  const offered = rows.filter((r) => r.status !== 'available' || onTheRoad.has(r.id));
  if (!withDrive) return offered;
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
  const rows = await slotsOffered(db, query, road, now, { withDrive: false });
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
