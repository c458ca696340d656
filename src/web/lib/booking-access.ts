/**
 * The access token of a booking this browser made: the hold's secret, which also opens the booking's confirmation
 * later. Kept in local storage so the confirmation survives a reload, and forgotten after BROWSER_KEEP_DAYS.
 */
import { bookingAccessStorageKey } from '@core/api/booking-access';
import { forgetExpiredEntries, readExpiring, storeExpiring } from './expiring-storage';

export function rememberBookingAccess(bookingId: string, token: string, now = new Date()): void {
  storeExpiring(bookingAccessStorageKey(bookingId), token, now);
}

/** The booking's token, or null when this browser has none (never had it, or forgot it after the period). */
export function recallBookingAccess(bookingId: string | null, now = new Date()): string | null {
  return bookingId ? readExpiring(bookingAccessStorageKey(bookingId), now) : null;
}

/** Forgets every booking token past the keeping period, whether or not its confirmation is opened again. */
export function forgetExpiredBookingAccess(now = new Date()): number {
  return forgetExpiredEntries(bookingAccessStorageKey(''), now);
}
