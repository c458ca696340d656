import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { validateCouponRequestSchema, validateCouponResponseSchema } from '@core/api/coupons';
import { validateCoupon } from './service';

export const couponRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/coupons/validate',
    {
      schema: { body: validateCouponRequestSchema, response: { 200: validateCouponResponseSchema } },
      // Guessing codes should be slow work.
      config: { rateLimit: { max: 60, timeWindow: 60_000 } },
    },
    async (request) => validateCoupon(app.db, request.body),
  );
};
