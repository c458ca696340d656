import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ANALYTICS_PATH,
  analyticsBatchResponseSchema,
  analyticsBatchSchema,
  conversionRequestSchema,
  conversionResponseSchema,
  leadMagnetRequestSchema,
  leadMagnetResponseSchema,
} from '@core/api/growth';
import { perAddressRouteLimit } from '../limits';
import { seoRoutes } from './seo-routes';
import { recordConversion, requestLeadMagnet } from './service';
import { recordAnalytics } from './analytics';

// The lead magnet's stored leads (per client address, per recipient) are also limited by the service; the route limit
// counts every request, so asking again and again for the same email, which stores nothing new, is limited too.
export const CONVERSION_RATE_LIMIT = { max: 30, timeWindow: '1 minute' };
/**
 * A page sends a batch a few seconds after its first event and when it is hidden: a dozen a minute for a busy
 * visitor, so the limit is that of what a person does often (ROUTE_CALLS_PER_ADDRESS times three). A burst past it
 * is a 429 and stores nothing; each batch is at most 50 events and 64 KiB.
 */
export const ANALYTICS_ROUTE_CALLS = 'per-change' as const;

export const growthRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(seoRoutes);

  app.post(
    '/api/growth/lead-magnet',
    {
      schema: { body: leadMagnetRequestSchema, response: { 200: leadMagnetResponseSchema } },
      config: { rateLimit: perAddressRouteLimit('per-action') },
    },
    async (request) =>
      requestLeadMagnet(app.db, app.emails, request.body, {
        ip: request.ip,
        postsPerWindow: app.config.formPostsPerAddress,
      }),
  );

  app.post(
    '/api/growth/conversion',
    {
      config: { rateLimit: CONVERSION_RATE_LIMIT },
      schema: { body: conversionRequestSchema, response: { 200: conversionResponseSchema } },
    },
    async (request) => {
      await recordConversion(app.db, request.body);
      return { success: true as const };
    },
  );

  app.post(
    ANALYTICS_PATH,
    {
      bodyLimit: 64 * 1024,
      config: { rateLimit: perAddressRouteLimit(ANALYTICS_ROUTE_CALLS) },
      schema: { body: analyticsBatchSchema, response: { 202: analyticsBatchResponseSchema } },
    },
    async (request, reply) => {
      reply.code(202);
      return recordAnalytics(app.db, request.body, request.headers);
    },
  );
};
