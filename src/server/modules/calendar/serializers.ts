/**
 * Calendar answers serialized by functions compiled once from their zod contracts (fast-json-stringify, the
 * serializer Fastify itself uses), instead of a per-request schema parse of hundreds of objects. Keys the contract
 * does not name are dropped, as the parse did.
 */
import fastJson from 'fast-json-stringify';
import { z } from 'zod';
import {
  availabilityResponseSchema,
  timeSlotsResponseSchema,
  type AvailabilityResponse,
  type TimeSlotsResponse,
} from '@core/api/calendar';

const compile = <T>(schema: z.ZodType<T>) =>
  fastJson(z.toJSONSchema(schema, { target: 'draft-7', io: 'output' }) as Parameters<typeof fastJson>[0]) as (
    value: T,
  ) => string;

export const serializeTimeSlots = compile<TimeSlotsResponse>(timeSlotsResponseSchema);
export const serializeAvailability = compile<AvailabilityResponse>(availabilityResponseSchema);
