/**
 * The wizard's side of a booking left to prove the email (see web/lib/booking-to-finish.ts): its draft, its step, the
 * times and the hold on them. The emailed sign-in link brings the family back (`/booking?resume=1`) to the same step
 * with the same seats held, now signed in, so its lesson credits can pay. A visit without `resume` starts on the
 * calendar, as the spec asks.
 */
import type { Instructor, TimeSlot, Venue } from '@core/api/calendar';
import type { LevelId } from '@core/catalog/levels';
import {
  forgetBookingToFinish,
  readBookingToFinish,
  storeBookingToFinish,
  type BookingToFinish,
} from '@web/lib/booking-to-finish';
import type { BookingDraftState } from './draft';

export interface SavedBooking extends BookingToFinish {
  hold: { holdId: string; holdToken: string };
  slots: TimeSlot[];
  instructors: Instructor[];
  venues: Venue[];
  timeZone: string;
  level: LevelId | null;
  draft: BookingDraftState;
  step: number;
}

export const saveBooking = (saved: SavedBooking) => storeBookingToFinish(saved);
export const forgetSavedBooking = forgetBookingToFinish;

const isSaved = (value: Record<string, unknown>): value is SavedBooking & Record<string, unknown> => {
  const v = value as Partial<SavedBooking>;
  return (
    typeof v.hold?.holdId === 'string' &&
    typeof v.hold.holdToken === 'string' &&
    Array.isArray(v.slots) &&
    v.slots.length > 0 &&
    Array.isArray(v.instructors) &&
    Array.isArray(v.venues) &&
    typeof v.timeZone === 'string' &&
    typeof v.step === 'number' &&
    Array.isArray(v.draft?.swimmers)
  );
};

/** The saved booking while its hold lasts; one that is not the wizard's shape is removed. */
export function readSavedBooking(now = new Date()): SavedBooking | null {
  const stored = readBookingToFinish(now);
  if (!stored) return null;
  if (isSaved(stored)) return stored;
  forgetBookingToFinish();
  return null;
}
