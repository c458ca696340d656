/** Routes of repeat business: weekly series, lesson credits, packages bought, and weather cancellations. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  creditAccountSchema,
  creditAdjustmentSchema,
  creditEmailParamsSchema,
  creditFamiliesSchema,
  creditQuoteRequestSchema,
  creditQuoteSchema,
  packageCheckoutRequestSchema,
  packageCheckoutSchema,
  packageParamsSchema,
  packagePurchaseParamsSchema,
  packagePurchaseResultSchema,
  payWithCreditsRequestSchema,
  payWithCreditsResultSchema,
  weatherCancelRequestSchema,
  weatherCancelResultSchema,
  weatherPreviewSchema,
  weatherWindowSchema,
} from '@core/api/credits';
import { seriesPlanRequestSchema, seriesPlanSchema } from '@core/api/series';
import { adminUsername, requireAdmin } from '../../auth';
import { currentFamilyEmail } from '../../auth';
import { perAddressRouteLimit } from '../../limits';
import { holdProofOf, requireHoldProof } from '../holds/hold-cookie';
import { adjustCredits, creditAccount, creditFamilies } from '../money/credits';
import { creditQuote, payWithCredits } from '../checkout/credit-checkout';
import { checkoutPackage, confirmPackagePurchase } from '../money/package-purchases';
import { planSeries } from '../seats/series';
import { cancelForWeather, previewWeather } from '../changes/weather';
import { noStore } from '../../../lib/no-store';

const publicRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/bookings/series-plan',
    {
      schema: { body: seriesPlanRequestSchema, response: { 200: seriesPlanSchema } },
      // Asked again whenever the weeks or the swimmers change.
      config: { rateLimit: perAddressRouteLimit('per-change') },
    },
    async (request) => planSeries(app.db, request.body, holdProofOf(request, app.config, {})?.holdId),
  );
  app.post(
    '/api/packages/:id/checkout',
    {
      schema: {
        params: packageParamsSchema,
        body: packageCheckoutRequestSchema,
        response: { 200: packageCheckoutSchema },
      },
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
    },
    async (request) => checkoutPackage(app, request.params.id, request.body),
  );
  app.post(
    '/api/packages/purchases/:id/confirm',
    {
      schema: { params: packagePurchaseParamsSchema, response: { 200: packagePurchaseResultSchema } },
      // The package page asks up to 8 times, 1.5 s apart, after a payment.
      config: { rateLimit: perAddressRouteLimit('per-action') },
    },
    async (request) => confirmPackagePurchase(app, request.params.id),
  );
};

/** Spending credits needs the family's own session. */
const familyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', noStore);
  app.addHook('onRequest', app.requireFamily);
  app.get('/api/family/credits', { schema: { response: { 200: creditAccountSchema } } }, async (request) =>
    creditAccount(app.db, currentFamilyEmail(request)),
  );
  app.post(
    '/api/bookings/credit-quote',
    {
      schema: { body: creditQuoteRequestSchema, response: { 200: creditQuoteSchema } },
      // Asked again whenever the times or the swimmers change.
      config: { rateLimit: perAddressRouteLimit('per-change') },
    },
    async (request) => creditQuote(app.db, currentFamilyEmail(request), request.body),
  );
  app.post(
    '/api/bookings/pay-with-credits',
    {
      schema: { body: payWithCreditsRequestSchema, response: { 200: payWithCreditsResultSchema } },
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
    },
    async (request) => {
      const proof = requireHoldProof(request, app.config, request.body);
      return payWithCredits(app, currentFamilyEmail(request), {
        ...request.body,
        ...proof,
        networkAddress: request.ip,
      });
    },
  );
};

const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', noStore);
  app.addHook('onRequest', requireAdmin);
  app.get('/api/admin/credits', { schema: { response: { 200: creditFamiliesSchema } } }, async () => ({
    families: await creditFamilies(app.db),
  }));
  app.get(
    '/api/admin/credits/:email',
    { schema: { params: creditEmailParamsSchema, response: { 200: creditAccountSchema } } },
    async (request) => creditAccount(app.db, request.params.email),
  );
  app.post(
    '/api/admin/credits/adjustments',
    { schema: { body: creditAdjustmentSchema, response: { 200: creditAccountSchema } } },
    async (request) => adjustCredits(app, request.body, adminUsername(request)),
  );
  app.post(
    '/api/admin/weather/preview',
    { schema: { body: weatherWindowSchema, response: { 200: weatherPreviewSchema } } },
    async (request) => previewWeather(app.db, request.body),
  );
  app.post(
    '/api/admin/weather/cancel',
    { schema: { body: weatherCancelRequestSchema, response: { 200: weatherCancelResultSchema } } },
    async (request) => cancelForWeather(app, request.body, adminUsername(request)),
  );
};

export const creditRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(publicRoutes);
  await app.register(familyRoutes);
  await app.register(adminRoutes);
};
