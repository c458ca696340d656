import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminWaitlistMoveRequestSchema,
  adminWaitlistOfferRequestSchema,
  adminWaitlistOfferResponseSchema,
  adminWaitlistSchema,
  familyWaitlistSchema,
  waitlistClaimResponseSchema,
  waitlistEntryParamsSchema,
  waitlistJoinRequestSchema,
  waitlistJoinResponseSchema,
  waitlistMessageSchema,
  waitlistPreferenceRequestSchema,
  waitlistPreferenceResponseSchema,
  waitlistTokenRequestSchema,
} from '@core/api/waitlist';
import { adminUsername, requireAdmin } from '../auth';
import { currentFamilyEmail } from '../auth';
import { setHoldCookie } from '../ledger';
import { perAddressRouteLimit } from '../limits';
import { adminWaitlist, moveInLine, offerByHand, removeEntry } from './admin';
import { familyWaitlist, joinWaitlist, leaveAsFamily, savePreference } from './service';
import { claimOffer, declineOffer, leaveByToken } from './offer-links';
import { noStore } from '../../lib/no-store';

/** A link's token is 32 random bytes; the limit only stops a flood. */
const tokenRoute = {
  schema: { body: waitlistTokenRequestSchema, response: { 200: waitlistMessageSchema } },
  config: { rateLimit: { max: 30, timeWindow: 60_000 } },
};

/** The public forms and the links in the waitlist's emails. */
const publicRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', noStore);
  app.post(
    '/api/waitlist',
    {
      schema: { body: waitlistJoinRequestSchema, response: { 201: waitlistJoinResponseSchema } },
      config: { rateLimit: perAddressRouteLimit('per-action') },
    },
    async (request, reply) =>
      reply.status(201).send(await joinWaitlist(app, request.body, { ip: request.ip })),
  );
  app.post(
    '/api/waitlist/preferences',
    {
      schema: { body: waitlistPreferenceRequestSchema, response: { 201: waitlistPreferenceResponseSchema } },
      config: { rateLimit: perAddressRouteLimit('per-action') },
    },
    async (request, reply) =>
      reply.status(201).send(await savePreference(app, request.body, { ip: request.ip })),
  );
  app.post('/api/waitlist/leave', tokenRoute, async (request) => leaveByToken(app, request.body.token));
  app.post(
    '/api/waitlist/offers/claim',
    { ...tokenRoute, schema: { ...tokenRoute.schema, response: { 200: waitlistClaimResponseSchema } } },
    async (request, reply) => {
      const claim = await claimOffer(app, request.body.token);
      // The wizard's next hold-slots and checkout find the offer's hold by this cookie, until the hold ends.
      const seconds = Math.ceil((Date.parse(claim.holdExpiresAt) - Date.now()) / 1000);
      setHoldCookie(reply, app.config, claim, Math.max(1, seconds));
      return claim;
    },
  );
  app.post('/api/waitlist/offers/decline', tokenRoute, async (request) =>
    declineOffer(app, request.body.token),
  );
};

/** A signed-in family's own entries: another family's id is a 404. */
const familyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', noStore);
  app.addHook('onRequest', app.requireFamily);
  app.get('/api/family/waitlist', { schema: { response: { 200: familyWaitlistSchema } } }, async (request) =>
    familyWaitlist(app, currentFamilyEmail(request)),
  );
  app.delete(
    '/api/family/waitlist/:entryId',
    {
      schema: { params: waitlistEntryParamsSchema, response: { 200: waitlistMessageSchema } },
      config: { rateLimit: perAddressRouteLimit('per-action') },
    },
    async (request) => leaveAsFamily(app, currentFamilyEmail(request), request.params.entryId),
  );
};

/** The owner's waitlist. */
const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', noStore);
  app.addHook('onRequest', requireAdmin);
  app.get('/api/admin/waitlist', { schema: { response: { 200: adminWaitlistSchema } } }, async () =>
    adminWaitlist(app),
  );
  app.post(
    '/api/admin/waitlist/:entryId/offer',
    {
      schema: {
        params: waitlistEntryParamsSchema,
        body: adminWaitlistOfferRequestSchema,
        response: { 201: adminWaitlistOfferResponseSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await offerByHand(app, request.params.entryId, request.body, adminUsername(request))),
  );
  app.post(
    '/api/admin/waitlist/:entryId/move',
    {
      schema: {
        params: waitlistEntryParamsSchema,
        body: adminWaitlistMoveRequestSchema,
        response: { 200: waitlistMessageSchema },
      },
    },
    async (request) =>
      moveInLine(app, request.params.entryId, request.body.direction, adminUsername(request)),
  );
  app.delete(
    '/api/admin/waitlist/:entryId',
    { schema: { params: waitlistEntryParamsSchema, response: { 200: waitlistMessageSchema } } },
    async (request) => removeEntry(app, request.params.entryId, adminUsername(request)),
  );
};

export const waitlistRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(publicRoutes);
  await app.register(familyRoutes);
  await app.register(adminRoutes);
};
