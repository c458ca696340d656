import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  familyCancellationPreviewSchema,
  familyCancellationRequestSchema,
  familyCancelRequestSchema,
  familyCancelResultSchema,
  familyLessonParamsSchema,
  familyOverviewSchema,
  familyProgressParamsSchema,
  familyProgressSchema,
  familySwimmerProgressSchema,
  lessonChangeParamsSchema,
  lessonChangeResultSchema,
  rescheduleOptionsSchema,
  rescheduleRequestSchema,
  rescheduleResultSchema,
  saveProgressRequestSchema,
} from '@core/api/family';
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
import { currentFamilyEmail, requireFamily } from '../auth';
import { familyProgress, saveProgress } from './service';
import { profileRoutes } from './profile-routes';
import { documentRoutes } from './document-routes';
import { noStore } from '../../lib/no-store';

/** Everything a signed-in family sees and changes: only bookings and requests made with the session's email. */
const signedInRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireFamily);
  await app.register(profileRoutes);
  await app.register(documentRoutes);

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
  // A family's lessons are personal: never kept by the browser or anything in between.
  app.addHook('onSend', noStore);
  await app.register(signedInRoutes);
};
