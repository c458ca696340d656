import type { BookingRequestInput, BookingRequestResponse } from '@core/api/requests';
import { api } from '@web/lib/api-client';

/** `POST /api/booking-requests`; the key makes a retry of the same submission answer the stored request. */
export function createBookingRequest(
  body: BookingRequestInput,
  idempotencyKey: string,
): Promise<BookingRequestResponse> {
  return api.post<BookingRequestResponse>('/api/booking-requests', body, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}
