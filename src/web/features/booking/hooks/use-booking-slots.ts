/**
 * The lesson data behind the booking page: per-day counts of the viewed months for the calendar (the availability
 * call, a few hundred bytes), and every slot of the chosen days for the slot list. Both are asked with the same ZIP,
 * so a day's count and its list agree. Picks are always on chosen days (changing the days clears them), so the
 * chosen days' slots are all the page needs to know in detail.
 */
import { useQuery } from '@tanstack/react-query';
import type { Instructor, TimeSlot, Venue } from '@core/api/calendar';
import { seatRefusal } from '@core/rules/seats';
import { calendarFetchRange, dayKeyInZone } from '@core/rules/timezones';
import { availabilityQuery, timeSlotsQuery } from '../api/booking-api';
import { byLeastDriving } from '../lib/best-fit';
import { selectedDaysRange } from '@core/rules/calendar-days';

/**
 * The chosen days' times that can be picked, and the full ones (they offer "Join waitlist"), by day in `zone`; with a
 * ZIP, each day's times adding the least driving to their instructor's day first.
 */
function groupByDay(slots: TimeSlot[], zone: string, lessonType: string | null, now: Date) {
  const byDay = new Map<string, TimeSlot[]>();
  for (const slot of slots) {
    const refusal = seatRefusal({ ...slot, seatsTaken: slot.bookedCount }, 1, now);
    if ((refusal !== null && refusal !== 'full') || (lessonType && slot.lessonType !== lessonType)) continue;
    const day = dayKeyInZone(slot.startTime, zone);
    byDay.set(day, [...(byDay.get(day) ?? []), slot]);
  }
  for (const [day, list] of byDay) byDay.set(day, byLeastDriving(list));
  return byDay;
}

export function useBookingSlots(input: {
  anchor: string;
  zone: string;
  lessonType: string | null;
  days: string[];
  /** A ZIP inside the service area: only the times an instructor can reach there are listed. */
  zip?: string;
  /** False while the ZIP is being looked up: the chosen days' times wait for it. */
  zipReady?: boolean;
}) {
  const [y, m] = input.anchor.split('-').map(Number) as [number, number];
  const monthRange = calendarFetchRange({ year: y, month: m - 1 }, input.zone);
  // The counts wait for the ZIP as the times do, and are counted from the same travel-aware times.
  const month = useQuery({
    ...availabilityQuery(monthRange, input.lessonType, input.zone, input.zip),
    enabled: input.zipReady !== false,
  });
  const daysRange = selectedDaysRange(input.days);
  const chosen = useQuery({
    ...timeSlotsQuery(daysRange ?? monthRange, input.lessonType, input.zip),
    enabled: daysRange !== null && input.zipReady !== false,
  });
  const now = new Date();

  // The server counts with the same rule (isSlotBookable) in the same zone; days with nothing to pick stay out.
  const counts = new Map<string, number>();
  for (const day of month.data?.days ?? [])
    if (day.availableSlots > 0) counts.set(day.date, day.availableSlots);
  const slotsByDay = groupByDay(chosen.data?.timeSlots ?? [], input.zone, input.lessonType, now);

  const instructors = new Map<string, Instructor>();
  const venues = new Map<string, Venue>();
  const allSlots = new Map<string, TimeSlot>();
  chosen.data?.instructors.forEach((i) => instructors.set(i.id, i));
  chosen.data?.venues.forEach((v) => venues.set(v.id, v));
  chosen.data?.timeSlots.forEach((s) => allSlots.set(s.id, s));
  return {
    counts,
    slotsByDay,
    instructors,
    venues,
    allSlots,
    monthLoading: month.isLoading || input.zipReady === false,
    daysLoading: daysRange !== null && (chosen.isLoading || input.zipReady === false),
    error: month.error ?? chosen.error,
  };
}
