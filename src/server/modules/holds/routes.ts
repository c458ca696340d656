import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { holdSlotsRequestSchema, holdSlotsResponseSchema } from '@core/api/bookings';
import { holdSlots } from './service';

export const holdRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/bookings/hold-slots',
    { schema: { body: holdSlotsRequestSchema, response: { 200: holdSlotsResponseSchema } } },
    async (request) => holdSlots(app.db, request.body),
  );
};
