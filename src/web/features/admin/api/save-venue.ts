import type { z } from 'zod';
import type { AdminVenue, venueInputSchema } from '@core/api/admin';
import { adminSend } from './admin-client';

export type VenueInput = z.input<typeof venueInputSchema>;

/** `POST /api/admin/venues` (a new venue) or `PUT /api/admin/venues/:id` (changes to one). */
export const saveVenue = (id: string | null, input: VenueInput) =>
  id
    ? adminSend<AdminVenue>('PUT', `/api/admin/venues/${encodeURIComponent(id)}`, input)
    : adminSend<AdminVenue>('POST', '/api/admin/venues', input);
