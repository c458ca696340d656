import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { timeSlotsQuerySchema, timeSlotsResponseSchema } from '@core/api/calendar';
import { getTimeSlots } from './service';

export const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/calendar/time-slots',
    { schema: { querystring: timeSlotsQuerySchema, response: { 200: timeSlotsResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return getTimeSlots(app.db, request.query);
    },
  );
};
