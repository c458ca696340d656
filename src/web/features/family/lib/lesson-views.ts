/**
 * How My Lessons arranges a family's bookings: every lesson under Upcoming or Past, grouped by its booking (which
 * carries what was paid and refunded), and the words its badges show.
 */
import type { FamilyBooking, FamilyLesson, RescheduleOption } from '@core/api/family';
import type { BookingState } from '@core/rules/booking-lifecycle';
import { dayKeyInZone, formatDayKey, formatInZone, formatTimeRange } from '@core/rules/timezones';
import { formatCents } from '@core/rules/money';

export interface BookingLessons {
  booking: FamilyBooking;
  lessons: FamilyLesson[];
}

/** Bookings that still hold seats; the others (cancelled, refunded, never paid) list their lessons as past. */
const LIVE_BOOKINGS: readonly BookingState[] = ['confirmed', 'pending_payment'];

export const isUpcoming = (booking: FamilyBooking, lesson: FamilyLesson) =>
  lesson.state === 'upcoming' && LIVE_BOOKINGS.includes(booking.status);

const startMs = (lesson: FamilyLesson) => Date.parse(lesson.startTime);

function grouped(bookings: readonly FamilyBooking[], upcoming: boolean): BookingLessons[] {
  const direction = upcoming ? 1 : -1;
  return bookings
    .map((booking) => ({
      booking,
      lessons: booking.lessons
        .filter((lesson) => isUpcoming(booking, lesson) === upcoming)
        .sort((a, b) => direction * (startMs(a) - startMs(b))),
    }))
    .filter((group) => group.lessons.length > 0)
    .sort((a, b) => direction * (startMs(a.lessons[0]!) - startMs(b.lessons[0]!))); // filtered to non-empty above
}

/**
 * Upcoming: lessons still ahead of a live booking, soonest first. Past: lessons that took place or were
 * cancelled, latest first. A booking appears in both when it has lessons of each.
 */
export function splitLessons(bookings: readonly FamilyBooking[]): {
  upcoming: BookingLessons[];
  past: BookingLessons[];
} {
  return { upcoming: grouped(bookings, true), past: grouped(bookings, false) };
}

/** The lessons a "Cancel all remaining lessons" would cancel: offered only when there are several. */
export const changeableLessons = (group: BookingLessons) => group.lessons.filter((l) => l.changeable);

export const LESSON_STATE_LABELS: Record<FamilyLesson['state'], string> = {
  upcoming: 'Upcoming',
  past: 'Past',
  cancelled: 'Cancelled',
};

/** The booking's own status, shown beside its lessons when it is not simply confirmed. */
export const BOOKING_STATUS_LABELS: Record<BookingState, string> = {
  confirmed: 'Confirmed',
  pending_payment: 'Payment pending',
  cancelled: 'Booking cancelled',
  refunded: 'Refunded',
  expired: 'Not paid in time',
  voided: 'Not completed',
};

export const REQUEST_STATUS_LABELS: Record<string, string> = {
  pending: 'Pending approval',
  pending_approval: 'Pending approval',
  approved: 'Approved',
  declined: 'Declined',
};

export const requestStatusLabel = (status: string) =>
  REQUEST_STATUS_LABELS[status] ?? status.charAt(0).toUpperCase() + status.slice(1).replace(/_/g, ' ');

/** "Saturday, June 6, 2026" and "9:00 AM - 9:30 AM", as the wall clock of the booking's zone shows them. */
export function lessonWhen(lesson: { startTime: string; endTime: string }, zone: string) {
  return {
    day: formatInZone(lesson.startTime, zone, 'EEEE, MMMM d, yyyy'),
    time: formatTimeRange(lesson.startTime, lesson.endTime, zone),
  };
}

export interface RescheduleDay {
  key: string;
  label: string;
  times: RescheduleOption[];
}

/** Reschedule options by calendar day in the booking's zone, days and times in order. */
export function rescheduleDays(times: readonly RescheduleOption[], zone: string): RescheduleDay[] {
  const days = new Map<string, RescheduleOption[]>();
  for (const option of [...times].sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime))) {
    const key = dayKeyInZone(option.startTime, zone);
    days.set(key, [...(days.get(key) ?? []), option]);
  }
  return [...days].map(([key, dayTimes]) => ({
    key,
    label: formatDayKey(key, 'EEEE, MMMM d'),
    times: dayTimes,
  }));
}

/** "+$12.00" to pay, "$8.00 back" to be refunded, nothing when the price is the same. */
export function priceDifferenceLabel(differenceCents: number): string | null {
  if (differenceCents > 0) return `+${formatCents(differenceCents)}`;
  if (differenceCents < 0) return `${formatCents(-differenceCents)} back`;
  return null;
}
