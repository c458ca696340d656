import type { TimeSlot } from '@core/api/calendar';
import { spotsLeft } from '@core/rules/slots';

/**
 * A day's times for a family who gave its ZIP: the ones adding the least driving to their instructor's day first
 * (the calendar marks the least of the day "Best fit"), then by start. Without a ZIP the times carry no driving and
 * stay in the order of the day. A full time (only its waitlist is offered) adds no driving to anyone: it goes last.
 */
export function byLeastDriving(slots: readonly TimeSlot[]): TimeSlot[] {
  // The calendar marks every reachable time (best fit or not) once a served ZIP is given.
  if (!slots.some((s) => s.bestFit !== undefined)) return [...slots];
  const full = (s: TimeSlot) => (spotsLeft(s) === 0 ? 1 : 0);
  const minutes = (s: TimeSlot) => s.addedDriveMinutes ?? Number.MAX_SAFE_INTEGER;
  return [...slots].sort(
    (a, b) =>
      full(a) - full(b) ||
      minutes(a) - minutes(b) ||
      a.startTime.localeCompare(b.startTime) ||
      a.id.localeCompare(b.id),
  );
}
