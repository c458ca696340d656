import type { TimeSlot, TimeSlotsResponse } from '@core/api/calendar';
import { lessonTypeLabel } from '@core/catalog/lesson-types';
import { seatRefusal } from '@core/rules/seats';
import { spotsLeft } from '@core/rules/slots';
import { dayKeyInZone, formatInZone, formatTimeRange, SIMPLE_CALENDAR_ZONE } from '@core/rules/timezones';

/** A slot as the page shows it: names instead of ids, its New York day and time range. */
export interface SlotView {
  id: string;
  dayKey: string;
  startTime: string;
  endTime: string;
  timeRange: string;
  startLabel: string;
  lessonType: TimeSlot['lessonType'];
  lessonTypeLabel: string;
  instructorName: string;
  venueName: string;
  spotsLeft: number;
  basePrice: number;
}

export const ZONE = SIMPLE_CALENDAR_ZONE;

/**
 * Whether the answer holds a time the calendar cannot place. The page then shows the safe list, which can display
 * such a slot, instead of letting the calendar throw: a render that throws under a deferred value may be retried
 * with the previous answer, and React then reports the recovered error as a page error.
 */
export function hasUnreadableTime(data: TimeSlotsResponse | undefined): boolean {
  return (data?.timeSlots ?? []).some(
    (s) => Number.isNaN(Date.parse(s.startTime)) || Number.isNaN(Date.parse(s.endTime)),
  );
}

/**
 * Turns the API answer into the page's slots. An unreadable time throws (RangeError); the page checks for one
 * first (hasUnreadableTime), and the calendar's error boundary shows the safe list for anything else that throws.
 */
export function toSlotViews(data: TimeSlotsResponse, slots: readonly TimeSlot[]): SlotView[] {
  const instructors = new Map(data.instructors.map((i) => [i.id, i.name]));
  const venues = new Map(data.venues.map((v) => [v.id, v.name]));
  return slots.map((s) => ({
    id: s.id,
    dayKey: dayKeyInZone(s.startTime, ZONE),
    startTime: s.startTime,
    endTime: s.endTime,
    timeRange: formatTimeRange(s.startTime, s.endTime, ZONE),
    startLabel: formatInZone(s.startTime, ZONE, 'h:mm a'),
    lessonType: s.lessonType,
    lessonTypeLabel: lessonTypeLabel(s.lessonType),
    instructorName: instructors.get(s.instructorId) ?? 'Instructor to be confirmed',
    venueName: venues.get(s.venueId) ?? 'Location to be confirmed',
    spotsLeft: spotsLeft(s),
    basePrice: s.basePrice,
  }));
}

/** Every slot of the answer as the page shows it, with whether it may be picked decided separately. */
export function allSlotViews(data: TimeSlotsResponse): { view: SlotView; slot: TimeSlot }[] {
  // Every slot goes through toSlotViews, so a slot with an unreadable time is noticed, not skipped.
  const views = toSlotViews(data, data.timeSlots);
  return views.map((view, i) => ({ view, slot: data.timeSlots[i]! })); // same index: toSlotViews maps one to one
}

/**
 * The times a day lists, grouped by their New York day, each day in start order: the bookable ones (spec section 5)
 * and the full ones, which offer "Join waitlist" instead of being picked. Times closed, cancelled or too soon are
 * left out: they have no waitlist.
 */
export function listedByDay(all: { view: SlotView; slot: TimeSlot }[], now: Date): Map<string, SlotView[]> {
  const days = new Map<string, SlotView[]>();
  for (const { view, slot } of all) {
    const refusal = seatRefusal({ ...slot, seatsTaken: slot.bookedCount }, 1, now);
    if (refusal !== null && refusal !== 'full') continue;
    const list = days.get(view.dayKey) ?? [];
    list.push(view);
    days.set(view.dayKey, list);
  }
  for (const list of days.values()) list.sort((a, b) => a.startTime.localeCompare(b.startTime));
  return days;
}

/** A listed time with no seat left: it can be waited for, not picked. */
export const isFull = (slot: Pick<SlotView, 'spotsLeft'>) => slot.spotsLeft === 0;

export type SlotSort = 'time' | 'price' | 'instructor';

export function sortSlots(slots: readonly SlotView[], by: SlotSort): SlotView[] {
  const list = [...slots];
  const byTime = (a: SlotView, b: SlotView) => Date.parse(a.startTime) - Date.parse(b.startTime);
  if (by === 'price') return list.sort((a, b) => a.basePrice - b.basePrice || byTime(a, b));
  if (by === 'instructor')
    return list.sort((a, b) => a.instructorName.localeCompare(b.instructorName) || byTime(a, b));
  return list.sort(byTime);
}

export function spotsLeftLabel(n: number): string {
  return `${n} ${n === 1 ? 'spot' : 'spots'} left`;
}
