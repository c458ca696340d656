import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  INSTRUCTOR_LINK_SENT_MESSAGE,
  instructorInviteResultSchema,
  instructorMessageSchema,
  instructorSessionRequestSchema,
  instructorSessionSchema,
  instructorSignInLinkRequestSchema,
  instructorSignOutResultSchema,
} from '@core/api/instructor';
import { idParamsSchema } from '@core/api/admin';
import { perAddressRouteLimit } from '../../limits';
import { readCookie } from '../cookies';
import { adminUsername, requireAdmin } from '../guard';
import { requireSameSite } from '../request-guards';
import { clearInstructorCookie, instructorCookieName, setInstructorCookie } from './cookies';
import { currentInstructor, requireInstructor } from './guard';
import {
  endInstructorSession,
  inviteInstructor,
  requestInstructorLink,
  resolveInstructorSession,
  signOutInstructor,
  startInstructorSession,
} from './sign-in';
import { noStore } from '../../../lib/no-store';

/** The instructor's sign-in by emailed link and sign-out, and the owner's invitations and signing her out. */
export const instructorSessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
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
      if (await resolveInstructorSession(app, sessionId)) await endInstructorSession(app.db, sessionId);
      clearInstructorCookie(reply, config);
      return reply.status(204).send();
    },
  );

  // The owner's side: invitations and signing an instructor out on every phone.
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
};
