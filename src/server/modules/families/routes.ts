import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  FAMILY_LINK_SENT_MESSAGE,
  familyCancellationPreviewSchema,
  familyCancellationRequestSchema,
  familyCancelRequestSchema,
  familyCancelResultSchema,
  familyLessonParamsSchema,
  familyMessageSchema,
  familyOverviewSchema,
  familyProgressParamsSchema,
  familyProgressSchema,
  familySessionPreviewRequestSchema,
  familySessionPreviewSchema,
  familySessionRequestSchema,
  familySessionSchema,
  familySignInLinkRequestSchema,
  familySwimmerProgressSchema,
  lessonChangeParamsSchema,
  lessonChangeResultSchema,
  rescheduleOptionsSchema,
  rescheduleRequestSchema,
  rescheduleResultSchema,
  saveProgressRequestSchema,
} from '@core/api/family';
import { AppError } from '../../errors';
import { readCookie } from '../auth';
import {
  cancelFamilyLessons,
  confirmLessonChange,
  getBusinessPolicies,
  listFamilyBookings,
  previewFamilyCancellation,
  rescheduleLesson,
  rescheduleOptions,
} from '../ledger';
import { perAddressRouteLimit } from '../limits';
import { listRequestsFor } from '../requests';
import { offerFreedSeatsSoon } from '../waitlist';
import { clearFamilyCookie, familyCookieName, setFamilyCookie } from './cookies';
import { currentFamilyEmail, requireSameSite } from '../auth';
import { requireFamily } from './guard';
import {
  endSession,
  familyProgress,
  requestSignInLink,
  resolveFamilySession,
  saveProgress,
  previewSession,
  startSession,
} from './service';

/** A limit's 429 also says when to come back, in the header browsers and proxies read. */
function withRetryAfter(reply: FastifyReply) {
  return (err: unknown): never => {
    const wait = err instanceof AppError ? err.details?.retryAfterSeconds : undefined;
    if (typeof wait === 'number') reply.header('retry-after', String(wait));
    throw err;
  };
}

/** Sign-in by emailed link and the family's session. */
const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;

  app.post(
    '/api/family/sign-in-link',
    {
      schema: { body: familySignInLinkRequestSchema, response: { 202: familyMessageSchema } },
      config: { rateLimit: perAddressRouteLimit('per-action') },
    },
    async (request, reply) => {
      requireSameSite(request);
      await requestSignInLink(app, { email: request.body.email, ip: request.ip }).catch(
        withRetryAfter(reply),
      );
      return reply.status(202).send({ message: FAMILY_LINK_SENT_MESSAGE });
    },
  );

  app.post(
    '/api/family/session',
    {
      schema: { body: familySessionRequestSchema, response: { 200: familySessionSchema } },
      config: { rateLimit: perAddressRouteLimit('per-action') },
    },
    async (request, reply) => {
      requireSameSite(request);
      const { sessionId, email } = await startSession(app, {
        ...request.body,
        ip: request.ip,
        previousSessionId: readCookie(request, familyCookieName(config)),
      }).catch(withRetryAfter(reply));
      setFamilyCookie(reply, config, sessionId);
      return { email };
    },
  );

  app.post(
    '/api/family/session/preview',
    {
      schema: { body: familySessionPreviewRequestSchema, response: { 200: familySessionPreviewSchema } },
      config: { rateLimit: perAddressRouteLimit('per-action') },
    },
    async (request, reply) => {
      requireSameSite(request);
      return previewSession(app, {
        token: request.body.token,
        ip: request.ip,
        currentSessionId: readCookie(request, familyCookieName(config)),
      }).catch(withRetryAfter(reply));
    },
  );

  app.get(
    '/api/family/session',
    { onRequest: requireFamily, schema: { response: { 200: familySessionSchema } } },
    async (request) => ({ email: currentFamilyEmail(request) }),
  );

  // Signing out always works and always clears the cookie, even one whose session already ended.
  app.delete(
    '/api/family/session',
    { config: { rateLimit: perAddressRouteLimit('per-action') } },
    async (request, reply) => {
      requireSameSite(request);
      const sessionId = readCookie(request, familyCookieName(config));
      if (await resolveFamilySession(app.db, sessionId)) await endSession(app.db, sessionId);
      clearFamilyCookie(reply, config);
      return reply.status(204).send();
    },
  );
};

/** Everything a signed-in family sees and changes: only bookings and requests made with the session's email. */
const signedInRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireFamily);

  app.get('/api/family/lessons', { schema: { response: { 200: familyOverviewSchema } } }, async (request) => {
    const email = currentFamilyEmail(request);
    const [bookings, requests, policies] = await Promise.all([
      listFamilyBookings(app.db, email),
      listRequestsFor(app.db, email),
      getBusinessPolicies(app.db),
    ]);
    return {
      email,
      cancelNoticeHours: policies.cancelNoticeHours,
      cancelRefundAs: policies.cancelRefundAs,
      bookings,
      requests,
    };
  });

  app.post(
    '/api/family/cancellation-preview',
    {
      schema: { body: familyCancellationRequestSchema, response: { 200: familyCancellationPreviewSchema } },
      config: { rateLimit: perAddressRouteLimit('per-action') },
    },
    async (request) => previewFamilyCancellation(app, currentFamilyEmail(request), request.body),
  );

  app.post(
    '/api/family/cancellations',
    {
      schema: { body: familyCancelRequestSchema, response: { 200: familyCancelResultSchema } },
      config: { rateLimit: perAddressRouteLimit('per-action') },
    },
    async (request) => {
      const cancelled = await cancelFamilyLessons(app, currentFamilyEmail(request), request.body);
      offerFreedSeatsSoon(app); // the freed seats go to the waitlist within seconds
      return cancelled;
    },
  );

  app.get(
    '/api/family/lessons/:lessonId/reschedule-options',
    { schema: { params: familyLessonParamsSchema, response: { 200: rescheduleOptionsSchema } } },
    async (request) => rescheduleOptions(app, currentFamilyEmail(request), request.params.lessonId),
  );

  app.post(
    '/api/family/lessons/:lessonId/reschedule',
    {
      schema: {
        params: familyLessonParamsSchema,
        body: rescheduleRequestSchema,
        response: { 200: rescheduleResultSchema },
      },
      // Each call to a dearer time opens a payment: a person picks a time a few times, a script many.
      config: { rateLimit: { max: 10, timeWindow: 60_000 } },
    },
    async (request) => {
      const moved = await rescheduleLesson(
        app,
        currentFamilyEmail(request),
        request.params.lessonId,
        request.body,
        { address: request.ip },
      );
      offerFreedSeatsSoon(app); // the seat left behind goes to the waitlist within seconds
      return moved;
    },
  );

  app.post(
    '/api/family/lesson-changes/:changeId/confirm',
    {
      schema: { params: lessonChangeParamsSchema, response: { 200: lessonChangeResultSchema } },
      config: { rateLimit: perAddressRouteLimit('per-action') },
    },
    async (request) => confirmLessonChange(app, currentFamilyEmail(request), request.params.changeId),
  );

  app.get(
    '/api/family/progress',
    { schema: { response: { 200: familyProgressSchema } } },
    async (request) => ({
      swimmers: await familyProgress(app.db, currentFamilyEmail(request)),
    }),
  );

  app.put(
    '/api/family/progress/:swimmerKey',
    {
      schema: {
        params: familyProgressParamsSchema,
        body: saveProgressRequestSchema,
        response: { 200: familySwimmerProgressSchema },
      },
      // Saved a moment after the last tick, per swimmer.
      config: { rateLimit: perAddressRouteLimit('per-change') },
    },
    async (request) =>
      saveProgress(app.db, currentFamilyEmail(request), request.params.swimmerKey, request.body.milestones),
  );
};

export const familyRoutes: FastifyPluginAsyncZod = async (app) => {
  // A family's lessons and session are personal: never kept by the browser or anything in between.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  await app.register(sessionRoutes);
  await app.register(signedInRoutes);
};
