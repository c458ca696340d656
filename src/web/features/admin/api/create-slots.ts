import type { z } from 'zod';
import type { createSlotsResponseSchema, createSlotsSchema } from '@core/api/admin';
import { adminSend } from './admin-client';

export type CreateSlotsRequest = z.input<typeof createSlotsSchema>;
export type CreateSlotsResult = z.infer<typeof createSlotsResponseSchema>;

/** `POST /api/admin/slots`: publishes each start time, weekly for the given weeks; times the instructor teaches are skipped. */
export const createSlots = (request: CreateSlotsRequest) =>
  adminSend<CreateSlotsResult>('POST', '/api/admin/slots', request);
