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
import { idempotencyHeadersSchema } from '@core/api/common';
import { AppError } from '../../errors';
import { perAddressRouteLimit } from '../limits';
import { signedInFamilyEmail } from '../auth';
import { creditRoutes } from './http/credit-routes';
import { getTravelSettings } from '../travel';
import { publicPolicyRoutes } from './http/policy-routes';
import {
  clearHoldCookie,
  holdProofOf,
  requireHoldProof,
  MAX_HOLD_COOKIE_SECONDS,
  setHoldCookie,
} from './holds/hold-cookie';
import { confirmBooking, createPaymentIntent } from './checkout/checkout';
import { getBookingForCustomer } from './views/read';
import { holdSlots } from './holds/holds';
import { priceDraft } from './checkout/pricing-service';
import { resolveLessonPlace } from './checkout/lesson-place';

/** One key from the header or the body; two different ones are a mistake the client should hear about. */
function checkoutKey(header: string | undefined, body: string | undefined): string | undefined {
  if (header && body && header !== body)
    throw new AppError(
      'IDEMPOTENCY_KEY_MISMATCH',
      400,
      'The Idempotency-Key header and idempotencyKey differ',
      {
        idempotencyKey: 'Must match the Idempotency-Key header',
      },
    );
  return header ?? body;
}

export const ledgerRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(creditRoutes);
  await app.register(publicPolicyRoutes);
  app.post(
    '/api/bookings/hold-slots',
    {
      schema: { body: holdSlotsRequestSchema, response: { 200: holdSlotsResponseSchema } },
      // Asked again whenever the times, the swimmers or the pool change; what one address may hold is limited apart.
      config: { rateLimit: perAddressRouteLimit('per-change') },
    },
    async (request, reply) => {
      const proof = holdProofOf(request, app.config, request.body);
      try {
        const held = await holdSlots(app, { ...request.body, ...proof }, { address: request.ip });
        // The cookie lasts as long as the hold can: a visitor's hold, or a longer one made for a waitlist offer.
        const left = Math.ceil((Date.parse(held.expiresAt) - Date.now()) / 1000);
        setHoldCookie(reply, app.config, held, Math.max(left + 60, MAX_HOLD_COOKIE_SECONDS));
        return held;
      } catch (err) {
        // A lineage that cannot be renewed again is forgotten, so choosing times again starts a new hold.
        if (err instanceof AppError && err.code === 'HOLD_RENEWALS_USED') clearHoldCookie(reply, app.config);
        throw err;
      }
    },
  );

  app.post(
    '/api/bookings/calculate-price',
    {
      schema: { body: calculatePriceRequestSchema, response: { 200: calculatePriceResponseSchema } },
      // The wizard asks on every change (each keystroke of the email once it has an @).
      config: { rateLimit: perAddressRouteLimit('per-change') },
    },
    async (request) => {
      const body = request.body;
      const travelSettings = await getTravelSettings(app.db);
      const { breakdown, coupon } = await priceDraft(app.db, app.config, {
        slotIds: [...new Set(body.slots)],
        lessonType: body.lessonType,
        swimmersCount: body.swimmersCount,
        addOns: body.addOns,
        couponCode: body.couponCode,
        email: body.email,
        place: body.pool ? await resolveLessonPlace(app.db, body.pool, travelSettings) : null,
        travelSettings,
      });
      return { ...breakdown, couponError: coupon && !coupon.valid ? coupon.error : null };
    },
  );

  app.post(
    '/api/bookings/create-payment-intent',
    {
      schema: {
        headers: idempotencyHeadersSchema,
        body: createPaymentIntentRequestSchema,
        response: { 200: createPaymentIntentResponseSchema },
      },
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
    },
    async (request) => {
      const proof = requireHoldProof(request, app.config, request.body);
      const key = checkoutKey(request.headers['idempotency-key'], request.body.idempotencyKey);
      return createPaymentIntent(app, {
        ...request.body,
        ...proof,
        idempotencyKey: key,
        networkAddress: request.ip,
        familyEmail: await signedInFamilyEmail(request),
      });
    },
  );

  app.post(
    '/api/bookings/confirm',
    {
      schema: { body: confirmBookingRequestSchema, response: { 200: confirmBookingResponseSchema } },
      // Once per visit to the confirmation page and per "check again" (the page then polls GET /api/bookings/:id).
      config: { rateLimit: perAddressRouteLimit('per-action') },
    },
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
