import { BOOKING_TOKEN_HEADER, type BookingDetails } from '@core/api/bookings';
import { api } from '@web/lib/api-client';

/** A booking read back with the access token this browser kept for it; without one the server answers 404. */
export const fetchBookingDetails = (bookingId: string, token: string, signal?: AbortSignal) =>
  api.get<BookingDetails>(`/api/bookings/${encodeURIComponent(bookingId)}`, {
    signal,
    headers: { [BOOKING_TOKEN_HEADER]: token },
  });
