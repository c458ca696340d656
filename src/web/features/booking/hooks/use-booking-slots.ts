/** The lesson data behind the booking page: the viewed months for the calendar, the chosen days for the slot list. */
import { useQuery } from '@tanstack/react-query';
import type { Instructor, TimeSlot, Venue } from '@core/api/calendar';
import { isSlotBookable } from '@core/rules/slots';
import { calendarFetchRange, dayKeyInZone } from '@core/rules/timezones';
import { timeSlotsQuery } from '../api/booking-api';
import { selectedDaysRange } from '../lib/days';

function groupByDay(slots: TimeSlot[], zone: string, lessonType: string | null, now: Date) {
  const byDay = new Map<string, TimeSlot[]>();
  for (const slot of slots) {
    if (!isSlotBookable(slot, now) || (lessonType && slot.lessonType !== lessonType)) continue;
    const day = dayKeyInZone(slot.startTime, zone);
    byDay.set(day, [...(byDay.get(day) ?? []), slot]);
  }
  return byDay;
}

export function useBookingSlots(input: {
  anchor: string;
  zone: string;
  lessonType: string | null;
  days: string[];
}) {
  const [y, m] = input.anchor.split('-').map(Number) as [number, number];
  const monthRange = calendarFetchRange({ year: y, month: m - 1 }, input.zone);
  const month = useQuery(timeSlotsQuery(monthRange, input.lessonType));
  const daysRange = selectedDaysRange(input.days);
  const chosen = useQuery({
    ...timeSlotsQuery(daysRange ?? monthRange, input.lessonType),
    enabled: daysRange !== null,
  });
  const now = new Date();

  const counts = new Map<string, number>();
  for (const [day, list] of groupByDay(month.data?.timeSlots ?? [], input.zone, input.lessonType, now))
    counts.set(day, list.length);
  const slotsByDay = groupByDay(chosen.data?.timeSlots ?? [], input.zone, input.lessonType, now);

  const instructors = new Map<string, Instructor>();
  const venues = new Map<string, Venue>();
  const allSlots = new Map<string, TimeSlot>();
  for (const data of [month.data, chosen.data]) {
    data?.instructors.forEach((i) => instructors.set(i.id, i));
    data?.venues.forEach((v) => venues.set(v.id, v));
    data?.timeSlots.forEach((s) => allSlots.set(s.id, s));
  }
  return {
    counts,
    slotsByDay,
    instructors,
    venues,
    allSlots,
    monthLoading: month.isLoading,
    daysLoading: chosen.isLoading && daysRange !== null,
    error: month.error ?? chosen.error,
  };
}
