import type { TimeSlot } from '@core/api/calendar';

/**
 * A day's times for a family who gave its ZIP: the ones adding the least driving to their instructor's day first
 * (the calendar marks the least of the day "Best fit"), then by start. Without a ZIP the times carry no driving and
 * stay in the order of the day.
 */
export function byLeastDriving(slots: readonly TimeSlot[]): TimeSlot[] {
  if (!slots.some((s) => s.addedDriveMinutes !== undefined)) return [...slots];
  const minutes = (s: TimeSlot) => s.addedDriveMinutes ?? Number.POSITIVE_INFINITY;
  return [...slots].sort(
    (a, b) => minutes(a) - minutes(b) || a.startTime.localeCompare(b.startTime) || a.id.localeCompare(b.id),
  );
}
