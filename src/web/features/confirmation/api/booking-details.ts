import { queryOptions } from '@tanstack/react-query';
import { BOOKING_TOKEN_HEADER, type BookingDetails } from '@core/api/bookings';
import { api } from '@web/lib/api-client';

/** A booking read back with the access token this browser kept for it; without one the server answers 404. */
export const bookingDetailsQuery = (bookingId: string, token: string | null) =>
  queryOptions({
    queryKey: ['booking', bookingId],
    queryFn: ({ signal }) =>
      api.get<BookingDetails>(`/api/bookings/${encodeURIComponent(bookingId)}`, {
        signal,
        headers: token ? { [BOOKING_TOKEN_HEADER]: token } : {},
      }),
    retry: false,
  });
