import type { z } from 'zod';
import type { TimeSlotsResponse, timeSlotsQuerySchema } from '@core/api/calendar';
import { adminGet, queryString } from './admin-client';

export type OpenTimeSlotsQuery = z.input<typeof timeSlotsQuerySchema>;

/**
 * `GET /api/calendar/time-slots?start&end[&lessonType]`: the booking calendar's open times, which the owner offers a
 * waitlist preference from.
 */
export const getOpenTimeSlots = (query: OpenTimeSlotsQuery) =>
  adminGet<TimeSlotsResponse>(`/api/calendar/time-slots${queryString(query)}`);
