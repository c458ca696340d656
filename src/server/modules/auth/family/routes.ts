/** The family's sign-in routes: asking for a link, opening it into a session, reading and ending the session. */
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  FAMILY_LINK_SENT_MESSAGE,
  familyMessageSchema,
  familySessionPreviewRequestSchema,
  familySessionPreviewSchema,
  familySessionRequestSchema,
  familySessionSchema,
  familySignInLinkRequestSchema,
} from '@core/api/family';
import { AppError } from '../../../errors';
import { perAddressRouteLimit } from '../../limits';
import { readCookie } from '../cookies';
import { currentFamilyEmail, requireSameSite } from '../request-guards';
import { clearFamilyCookie, familyCookieName, setFamilyCookie } from './cookies';
import { requireFamily } from './guard';
import { endSession, previewSession, requestSignInLink, resolveFamilySession, startSession } from './service';
import { noStore } from '../../../lib/no-store';

/** A limit's 429 also says when to come back, in the header browsers and proxies read. */
function withRetryAfter(reply: FastifyReply) {
  return (err: unknown): never => {
    const wait = err instanceof AppError ? err.details?.retryAfterSeconds : undefined;
    if (typeof wait === 'number') reply.header('retry-after', String(wait));
    throw err;
  };
}

/** Sign-in by emailed link and the family's session. */
export const familySessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  // A family's session is personal: never kept by the browser or anything in between.
  app.addHook('onSend', noStore);

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
