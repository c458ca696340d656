import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  familyContactRequestSchema,
  familyPlaceParamsSchema,
  familyProfileSchema,
  familySwimmerParamsSchema,
  profileDeletedResponseSchema,
  savedPlaceInputSchema,
  savedPlaceSchema,
  savedSwimmerInputSchema,
  savedSwimmerSchema,
} from '@core/api/family-profile';
import { currentFamilyEmail } from '../auth';
import { creditAccount, getBusinessPolicies, listFamilyBookings } from '../ledger';
import { perAddressRouteLimit } from '../limits';
import { listRequestsFor } from '../requests';
import { familyWaitlist } from '../waitlist';
import { familySignatures } from '../documents';
import {
  addPlace,
  addSwimmer,
  changeSwimmer,
  deleteFamilyProfile,
  familyProfile,
  removePlace,
  removeSwimmer,
  saveFamilyContact,
} from './profile';
import { familyProgress } from './service';

/** The family's profile, its saved swimmers and places, its data to take away and its deletion (signed in only). */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const change = { rateLimit: perAddressRouteLimit('per-action') };
  const notesDays = app.config.retention.swimmerNotesDays;

  app.get('/api/family/profile', { schema: { response: { 200: familyProfileSchema } } }, async (request) =>
    familyProfile(app.db, currentFamilyEmail(request), notesDays),
  );

  app.put(
    '/api/family/profile',
    { schema: { body: familyContactRequestSchema, response: { 200: familyProfileSchema } }, config: change },
    async (request) => saveFamilyContact(app.db, currentFamilyEmail(request), request.body, notesDays),
  );

  app.delete(
    '/api/family/profile',
    { schema: { response: { 200: profileDeletedResponseSchema } }, config: change },
    async (request) => deleteFamilyProfile(app.db, currentFamilyEmail(request), notesDays),
  );

  app.post(
    '/api/family/swimmers',
    { schema: { body: savedSwimmerInputSchema, response: { 201: savedSwimmerSchema } }, config: change },
    async (request, reply) => {
      reply.code(201);
      return addSwimmer(app.db, currentFamilyEmail(request), request.body);
    },
  );

  app.put(
    '/api/family/swimmers/:swimmerId',
    {
      schema: {
        params: familySwimmerParamsSchema,
        body: savedSwimmerInputSchema,
        response: { 200: savedSwimmerSchema },
      },
      config: change,
    },
    async (request) =>
      changeSwimmer(app.db, currentFamilyEmail(request), request.params.swimmerId, request.body),
  );

  app.delete(
    '/api/family/swimmers/:swimmerId',
    { schema: { params: familySwimmerParamsSchema }, config: change },
    async (request, reply) => {
      await removeSwimmer(app.db, currentFamilyEmail(request), request.params.swimmerId);
      return reply.code(204).send();
    },
  );

  app.post(
    '/api/family/places',
    { schema: { body: savedPlaceInputSchema, response: { 201: savedPlaceSchema } }, config: change },
    async (request, reply) => {
      reply.code(201);
      return addPlace(app.db, currentFamilyEmail(request), request.body);
    },
  );

  app.delete(
    '/api/family/places/:placeId',
    { schema: { params: familyPlaceParamsSchema }, config: change },
    async (request, reply) => {
      await removePlace(app.db, currentFamilyEmail(request), request.params.placeId);
      return reply.code(204).send();
    },
  );

  // Everything held about the family, as one JSON file it can keep: a person asks for it now and then.
  app.get(
    '/api/family/data-export',
    { config: { rateLimit: { max: 5, timeWindow: 60_000 } } },
    async (request, reply) => {
      const email = currentFamilyEmail(request);
      const [profile, bookings, requests, progress, waitlist, credits, policies, signatures] =
        await Promise.all([
          familyProfile(app.db, email, notesDays),
          listFamilyBookings(app.db, email),
          listRequestsFor(app.db, email),
          familyProgress(app.db, email),
          familyWaitlist(app, email),
          creditAccount(app.db, email),
          getBusinessPolicies(app.db),
          familySignatures(app.db, email),
        ]);
      reply.header('content-disposition', 'attachment; filename="my-swim-lessons-data.json"');
      return {
        exportedAt: new Date().toISOString(),
        email,
        profile,
        bookings,
        lessonRequests: requests,
        milestoneChecklists: progress,
        waitlist,
        credits,
        signedDocuments: signatures,
        retention: {
          swimmerNotesDays: app.config.retention.swimmerNotesDays,
          cancelNoticeHours: policies.cancelNoticeHours,
        },
      };
    },
  );
};
