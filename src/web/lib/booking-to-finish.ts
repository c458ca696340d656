/**
 * A booking the family left to prove its email (to pay with its lesson credits): the booking feature keeps its
 * draft here until the hold on its times ends, and the sign-in page, once the link is used, sends the family back
 * to it (`RESUME_BOOKING_PATH`). Only the booking feature reads what is inside; this module knows its email and when
 * it ends, so nothing outlives the hold on a shared device.
 */
const KEY = 'swim.booking.toFinish';

export const RESUME_BOOKING_PARAM = 'resume';
export const RESUME_BOOKING_PATH = `/booking?${RESUME_BOOKING_PARAM}=1`;

/** What every saved booking carries: when its hold ends, and the email the sign-in link was asked for. */
export interface BookingToFinish {
  expiresAt: string;
  email: string;
}

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

export function storeBookingToFinish(value: BookingToFinish): void {
  try {
    storage()?.setItem(KEY, JSON.stringify({ ...value, email: value.email.trim().toLowerCase() }));
  } catch {
    // Full or blocked storage: the link still signs the family in; the times are chosen again.
  }
}

export function forgetBookingToFinish(): void {
  try {
    storage()?.removeItem(KEY);
  } catch {
    // Nothing stored.
  }
}

/** The stored booking while its hold lasts, unchecked beyond its email and end; an ended one is removed. */
export function readBookingToFinish(now = new Date()): (BookingToFinish & Record<string, unknown>) | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage()?.getItem(KEY) ?? 'null');
  } catch {
    parsed = null;
  }
  const v = parsed as Partial<BookingToFinish> | null;
  if (
    v &&
    typeof v.email === 'string' &&
    typeof v.expiresAt === 'string' &&
    Date.parse(v.expiresAt) > now.getTime()
  )
    return v as BookingToFinish & Record<string, unknown>;
  forgetBookingToFinish();
  return null;
}

/** Whether the family just signed in as `email` left a booking to finish on this browser. */
export const hasBookingToFinish = (email: string, now = new Date()) =>
  readBookingToFinish(now)?.email === email.trim().toLowerCase();
