import type { z } from 'zod';
import type { cancelBookingResponseSchema, cancelBookingSchema } from '@core/api/admin';
import { adminSend } from './admin-client';

export type CancelAdminBookingInput = { id: string } & z.input<typeof cancelBookingSchema>;

/** Cancels the booking by the owner's policy; the refund, if any, is what the server decided. */
export const cancelAdminBooking = ({ id, ...body }: CancelAdminBookingInput) =>
  adminSend<z.infer<typeof cancelBookingResponseSchema>>(
    'POST',
    `/api/admin/bookings/${encodeURIComponent(id)}/cancel`,
    body,
  );
