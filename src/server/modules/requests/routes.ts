import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bookingRequestHeadersSchema,
  bookingRequestResponseSchema,
  bookingRequestSchema,
} from '@core/api/requests';
import { perAddressRouteLimit } from '../limits';
import { createLessonRequest } from './service';

export const requestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/booking-requests',
    {
      schema: {
        headers: bookingRequestHeadersSchema,
        body: bookingRequestSchema,
        response: { 200: bookingRequestResponseSchema, 201: bookingRequestResponseSchema },
      },
      // Counts every request, also a replay of the same submission (answered 200 without storing it again).
      config: { rateLimit: perAddressRouteLimit('per-action') },
    },
    async (request, reply) => {
      const stored = await createLessonRequest(
        app.db,
        app.emails,
        request.body,
        request.headers['idempotency-key'],
        { ip: request.ip, postsPerWindow: app.config.formPostsPerAddress },
      );
      // 201 when this call stored the request, 200 when it answers the same earlier submission.
      return reply.status(stored.created ? 201 : 200).send(stored.body);
    },
  );
};
