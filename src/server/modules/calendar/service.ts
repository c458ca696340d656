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
import { isSlotBookable, spotsLeft } from '@core/rules/slots';
import { dayKeyInZone, SIMPLE_CALENDAR_ZONE } from '@core/rules/timezones';
import type { Database } from '../../db/client';
import { findSlotDetails, findSlotPrices, findSlotsInRange, listInstructors, listVenues } from './repository';

type SlotRow = Awaited<ReturnType<typeof findSlotsInRange>>[number];

function toTimeSlot(r: SlotRow): TimeSlot {
  return {
    ...r,
    startTime: r.startTime.toISOString(),
    endTime: r.endTime.toISOString(),
    lessonType: r.lessonType as TimeSlot['lessonType'],
    status: r.status as TimeSlot['status'],
  };
}

/** Every slot in the range with its live seat count; the browser applies the bookable rule for display. */
export async function getTimeSlots(db: Database, query: TimeSlotsQuery): Promise<TimeSlotsResponse> {
  const [rows, instructors, venues] = await Promise.all([
    findSlotsInRange(db, {
      start: new Date(query.start),
      end: new Date(query.end),
      lessonType: query.lessonType,
    }),
    listInstructors(db),
    listVenues(db),
  ]);
  return { timeSlots: rows.map(toTimeSlot), instructors, venues };
}

/** Per calendar day (in the asked zone): how many slots can be picked now, and how many there are. */
export async function getAvailability(
  db: Database,
  query: AvailabilityQuery,
  now = new Date(),
): Promise<AvailabilityResponse> {
  const timeZone = query.timeZone ?? SIMPLE_CALENDAR_ZONE;
  const rows = await findSlotsInRange(db, {
    start: new Date(query.start),
    end: new Date(query.end),
    lessonType: query.lessonType,
  });
  const days = new Map<string, { date: string; availableSlots: number; totalSlots: number }>();
  for (const row of rows) {
    const date = dayKeyInZone(row.startTime, timeZone);
    const day = days.get(date) ?? { date, availableSlots: 0, totalSlots: 0 };
    day.totalSlots++;
    if (isSlotBookable(row, now)) day.availableSlots++;
    days.set(date, day);
  }
  return { timeZone, days: [...days.values()] };
}

/** The named slots with instructor and venue; ids that name no slot are listed, not an error. */
export async function getSlotDetails(
  db: Database,
  query: SlotDetailsQuery,
  now = new Date(),
): Promise<SlotDetailsResponse> {
  const rows = await findSlotDetails(db, query.ids);
  const slots = rows.map(({ instructor, venue, ...slot }): SlotDetail => ({
    ...toTimeSlot(slot),
    spotsLeft: spotsLeft(slot),
    bookable: isSlotBookable(slot, now),
    instructor,
    venue,
  }));
  const found = new Set(slots.map((s) => s.id));
  return { slots, notFound: query.ids.filter((id) => !found.has(id)) };
}

/** What each slot costs and where it is, in start order: the facts every price is worked out from. */
export const slotPrices = (db: Database, slotIds: readonly string[]) => findSlotPrices(db, slotIds);
