import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BOOKING_TOKEN_HEADER,
  bookingDetailsSchema,
  bookingParamsSchema,
  calculatePriceRequestSchema,
  calculatePriceResponseSchema,
  confirmBookingRequestSchema,
  confirmBookingResponseSchema,
  createPaymentIntentRequestSchema,
  createPaymentIntentResponseSchema,
  holdSlotsRequestSchema,
  holdSlotsResponseSchema,
} from '@core/api/bookings';
import { confirmBooking, createPaymentIntent, getBookingForCustomer, holdSlots, priceDraft } from './service';

export const ledgerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/bookings/hold-slots',
    { schema: { body: holdSlotsRequestSchema, response: { 200: holdSlotsResponseSchema } } },
    async (request) => holdSlots(app, request.body),
  );

  app.post(
    '/api/bookings/calculate-price',
    { schema: { body: calculatePriceRequestSchema, response: { 200: calculatePriceResponseSchema } } },
    async (request) => {
      const body = request.body;
      const { breakdown, coupon } = await priceDraft(app.db, app.config, {
        slotIds: [...new Set(body.slots)],
        lessonType: body.lessonType,
        swimmersCount: body.swimmersCount,
        addOns: body.addOns,
        couponCode: body.couponCode,
        email: body.email,
      });
      return { ...breakdown, couponError: coupon && !coupon.valid ? coupon.error : null };
    },
  );

  app.post(
    '/api/bookings/create-payment-intent',
    {
      schema: {
        body: createPaymentIntentRequestSchema,
        response: { 200: createPaymentIntentResponseSchema },
      },
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
    },
    async (request) => createPaymentIntent(app, request.body),
  );

  app.post(
    '/api/bookings/confirm',
    { schema: { body: confirmBookingRequestSchema, response: { 200: confirmBookingResponseSchema } } },
    async (request) => confirmBooking(app, request.body.bookingId),
  );

  app.get(
    '/api/bookings/:id',
    { schema: { params: bookingParamsSchema, response: { 200: bookingDetailsSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const header = request.headers[BOOKING_TOKEN_HEADER];
      return getBookingForCustomer(
        app.db,
        request.params.id,
        typeof header === 'string' ? header : undefined,
      );
    },
  );
};
