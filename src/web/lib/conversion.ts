/**
 * A booking conversion: the spec's POST /api/growth/conversion (section 7; a failure is ignored) and the
 * conversion marker that keeps the lead magnet's time trigger quiet for this visitor from now on (section 4).
 * Shared by the Thank You page and the booking confirmation, so one booking is counted once, wherever it lands.
 */
import type { ConversionRequest } from '@core/api/growth';
import { currentSession, markConversion, trackEvent } from './analytics';
import { api } from './api-client';

export const REPORTED_BOOKINGS_KEY = 'swim.conversion.bookings';
const KEEP_REPORTED = 20;

// Reported in this page load: the Thank You page (no booking id) once, each booking once even without storage.
const reportedHere = new Set<string>();

function reportedBookings(): string[] {
  try {
    const list: unknown = JSON.parse(window.localStorage.getItem(REPORTED_BOOKINGS_KEY) ?? '[]');
    return Array.isArray(list) ? list.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

function rememberReported(bookingId: string) {
  try {
    const list = [...reportedBookings(), bookingId].slice(-KEEP_REPORTED);
    window.localStorage.setItem(REPORTED_BOOKINGS_KEY, JSON.stringify(list));
  } catch {
    // Storage refused: the in-page record still stops a second report while the page is open.
  }
}

/** Records a completed booking; `bookingId` makes a reload of its confirmation count nothing more. */
export function reportBookingConversion(bookingId?: string): void {
  const key = bookingId ?? 'thank-you';
  if (reportedHere.has(key) || (bookingId && reportedBookings().includes(bookingId))) return;
  reportedHere.add(key);
  if (bookingId) rememberReported(bookingId);
  markConversion();
  trackEvent('conversion', { type: 'booking_complete', value: 25 });
  const body: ConversionRequest = {
    type: 'booking_complete',
    value: 25,
    sessionId: currentSession().id,
    timestamp: Date.now(),
  };
  api.post('/api/growth/conversion', body).catch(() => undefined);
}
