import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  paymentResultSchema,
  testAuthenticationRequestSchema,
  testCardPaymentRequestSchema,
  webhookResponseSchema,
} from '@core/api/payments';
import { perAddressRouteLimit } from '../limits';
import { authenticateTestPayment, handleWebhook, payWithTestCard } from './service';

export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  // The webhook needs the exact bytes that were signed, so in this scope JSON is kept as text.
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: 512 * 1024 },
      (_request, body, done) => done(null, body),
    );
    scope.post(
      '/api/payments/webhook',
      {
        schema: { response: { 200: webhookResponseSchema } },
        // The provider delivers from a few addresses, in bursts after an outage; a 429 only delays a delivery (Stripe
        // retries for days, and the checkout's own confirm settles the booking meanwhile).
        config: { rateLimit: perAddressRouteLimit('per-change') },
      },
      async (request) => {
        const signature = request.headers['stripe-signature'];
        return handleWebhook(
          app,
          typeof request.body === 'string' ? request.body : '',
          typeof signature === 'string' ? signature : undefined,
        );
      },
    );
  });

  app.post(
    '/api/payments/test/pay',
    {
      schema: { body: testCardPaymentRequestSchema, response: { 200: paymentResultSchema } },
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
    },
    async (request) => payWithTestCard(app, request.body),
  );
  app.post(
    '/api/payments/test/authenticate',
    {
      schema: { body: testAuthenticationRequestSchema, response: { 200: paymentResultSchema } },
      config: { rateLimit: perAddressRouteLimit('per-action') },
    },
    async (request) => authenticateTestPayment(app, request.body),
  );
};
