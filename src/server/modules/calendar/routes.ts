import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  availabilityQuerySchema,
  availabilityResponseSchema,
  slotDetailsQuerySchema,
  slotDetailsResponseSchema,
  timeSlotsQuerySchema,
  timeSlotsResponseSchema,
} from '@core/api/calendar';
import { getAvailability, getSlotDetails, getTimeSlots } from './service';

// Seat counts change by the second: never let a browser or proxy reuse an answer.
export const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/calendar/time-slots',
    { schema: { querystring: timeSlotsQuerySchema, response: { 200: timeSlotsResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return getTimeSlots(app.db, request.query);
    },
  );

  app.get(
    '/api/calendar/availability',
    { schema: { querystring: availabilityQuerySchema, response: { 200: availabilityResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return getAvailability(app.db, request.query);
    },
  );

  app.get(
    '/api/calendar/slot-details',
    { schema: { querystring: slotDetailsQuerySchema, response: { 200: slotDetailsResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return getSlotDetails(app.db, request.query);
    },
  );
};
