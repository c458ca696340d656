import type { z } from 'zod';
import type { ConfirmBookingResponse, confirmBookingRequestSchema } from '@core/api/bookings';
import { api } from '@web/lib/api-client';

/** Asks the server to settle the booking: it asks the payment provider whether the money moved. */
export const confirmBooking = (body: z.input<typeof confirmBookingRequestSchema>) =>
  api.post<ConfirmBookingResponse>('/api/bookings/confirm', body);
