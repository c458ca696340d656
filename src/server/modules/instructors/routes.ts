import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  INSTRUCTOR_LINK_SENT_MESSAGE,
  attendanceRequestSchema,
  daySheetLessonSchema,
  daySheetQuerySchema,
  daySheetSchema,
  finishLessonResultSchema,
  instructorInviteResultSchema,
  instructorSignOutResultSchema,
  instructorLessonParamsSchema,
  instructorMessageSchema,
  instructorRouteSchema,
  instructorSessionRequestSchema,
  instructorSessionSchema,
  instructorSignInLinkRequestSchema,
  instructorSwimmerParamsSchema,
  signOffRequestSchema,
} from '@core/api/instructor';
import { idParamsSchema } from '@core/api/admin';
import { dayKey } from '@core/api/common';
import { adminUsername, requireAdmin } from '../auth';
import { readCookie } from '../auth';
import { requireSameSite } from '../auth';
import { perAddressRouteLimit } from '../limits';
import { clearInstructorCookie, instructorCookieName, setInstructorCookie } from './cookies';
import { daySheet } from './day-sheet';
import { currentInstructor, requireInstructor } from './guard';
import { finishLesson, recordAttendance, recordSignoffs } from './recording';
import { instructorRoute, inviteInstructor, signOutInstructor } from './service';
import {
  endInstructorSession,
  requestInstructorLink,
  resolveInstructorSession,
  startInstructorSession,
} from './sign-in';

/** Sign-in by emailed link, the day sheet and what the instructor records; another instructor's lesson is a 404. */
export const instructorRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  const noStore = async (_request: unknown, reply: { header: (k: string, v: string) => unknown }) => {
    reply.header('cache-control', 'no-store');
  };

  app.post(
    '/api/instructor/sign-in-link',
    {
      schema: { body: instructorSignInLinkRequestSchema, response: { 202: instructorMessageSchema } },
      config: { rateLimit: perAddressRouteLimit('per-action') },
    },
    async (request, reply) => {
      requireSameSite(request);
      await requestInstructorLink(app, { email: request.body.email, ip: request.ip });
      return reply.status(202).send({ message: INSTRUCTOR_LINK_SENT_MESSAGE });
    },
  );

  app.post(
    '/api/instructor/session',
    {
      schema: { body: instructorSessionRequestSchema, response: { 200: instructorSessionSchema } },
      config: { rateLimit: perAddressRouteLimit('per-action') },
    },
    async (request, reply) => {
      requireSameSite(request);
      const { sessionId, instructor } = await startInstructorSession(app, {
        token: request.body.token,
        ip: request.ip,
        previousSessionId: readCookie(request, instructorCookieName(config)),
      });
      setInstructorCookie(reply, config, sessionId);
      return instructor;
    },
  );

  app.get(
    '/api/instructor/session',
    { onRequest: requireInstructor, onSend: noStore, schema: { response: { 200: instructorSessionSchema } } },
    async (request) => currentInstructor(request),
  );

  app.delete(
    '/api/instructor/session',
    { config: { rateLimit: perAddressRouteLimit('per-action') } },
    async (request, reply) => {
      requireSameSite(request);
      const sessionId = readCookie(request, instructorCookieName(config));
      if (await resolveInstructorSession(app.db, sessionId)) await endInstructorSession(app.db, sessionId);
      clearInstructorCookie(reply, config);
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/instructor/day',
    {
      onRequest: requireInstructor,
      onSend: noStore,
      schema: { querystring: daySheetQuerySchema, response: { 200: daySheetSchema } },
    },
    async (request) => daySheet(app, currentInstructor(request).id, request.query.date),
  );

  app.put(
    '/api/instructor/lessons/:lessonId/swimmers/:swimmerId/attendance',
    {
      onRequest: requireInstructor,
      schema: {
        params: instructorSwimmerParamsSchema,
        body: attendanceRequestSchema,
        response: { 200: daySheetLessonSchema },
      },
      // A tap per swimmer, changed at will.
      config: { rateLimit: perAddressRouteLimit('per-change') },
    },
    async (request) =>
      recordAttendance(app, currentInstructor(request).id, {
        ...request.params,
        status: request.body.status,
      }),
  );

  app.put(
    '/api/instructor/lessons/:lessonId/swimmers/:swimmerId/milestones',
    {
      onRequest: requireInstructor,
      schema: {
        params: instructorSwimmerParamsSchema,
        body: signOffRequestSchema,
        response: { 200: daySheetLessonSchema },
      },
      config: { rateLimit: perAddressRouteLimit('per-change') },
    },
    async (request) =>
      recordSignoffs(app, currentInstructor(request).id, {
        ...request.params,
        milestoneIds: request.body.milestoneIds,
      }),
  );

  app.post(
    '/api/instructor/lessons/:lessonId/finish',
    {
      onRequest: requireInstructor,
      schema: { params: instructorLessonParamsSchema, response: { 200: finishLessonResultSchema } },
      config: { rateLimit: perAddressRouteLimit('per-action') },
    },
    async (request) => finishLesson(app, currentInstructor(request).id, request.params.lessonId),
  );

  // The owner's side: invitations and the day's route.
  app.post(
    '/api/admin/instructors/:id/invite',
    {
      onRequest: requireAdmin,
      onSend: noStore,
      schema: { params: idParamsSchema, response: { 200: instructorInviteResultSchema } },
    },
    async (request) => inviteInstructor(app, request.params.id, adminUsername(request)),
  );

  app.post(
    '/api/admin/instructors/:id/sign-out',
    {
      onRequest: requireAdmin,
      onSend: noStore,
      schema: { params: idParamsSchema, response: { 200: instructorSignOutResultSchema } },
    },
    async (request) => signOutInstructor(app, request.params.id, adminUsername(request)),
  );

  app.get(
    '/api/admin/instructors/:id/route',
    {
      onRequest: requireAdmin,
      onSend: noStore,
      schema: {
        params: idParamsSchema,
        querystring: z.object({ date: dayKey.optional() }),
        response: { 200: instructorRouteSchema },
      },
    },
    async (request) => instructorRoute(app, request.params.id, request.query.date),
  );
};
