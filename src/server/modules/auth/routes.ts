import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  authCheckResponseSchema,
  csrfTokenResponseSchema,
  loginRequestSchema,
  loginResponseSchema,
  logoutResponseSchema,
} from '@core/api/auth';
import { AppError } from '../../errors';
import { secretToken } from '../../lib/ids';
import {
  clearSessionCookie,
  csrfCookieName,
  csrfHeader,
  deviceCookieName,
  originAllowed,
  readCookie,
  sameSecret,
  sessionCookieName,
  setCsrfCookie,
  setDeviceCookie,
  setSessionCookie,
} from './cookies';
import { currentAdmin, requireAdmin } from './guard';
import { LOGIN_LIMITS } from './login-limits';
import { ABSOLUTE_TIMEOUT_HOURS, knownDevice, login, logout, resolveSession } from './service';

/** In front of the login route, before anything is parsed: a flood from one address is turned away cheaply. */
export const LOGIN_ROUTE_RATE_LIMIT = { max: 30, timeWindow: 60_000 };

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;

  // Admin answers are never cached by the browser or anything in between.
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/admin') || request.url.startsWith('/api/csrf-token'))
      reply.header('cache-control', 'no-store');
  });

  /**
   * Signed in: the session's own token. Otherwise a token kept in an HttpOnly cookie (double submit), which the
   * login call must echo in its header.
   */
  app.get(
    '/api/csrf-token',
    { schema: { response: { 200: csrfTokenResponseSchema } } },
    async (request, reply) => {
      const admin = await resolveSession(app, readCookie(request, sessionCookieName(config)));
      if (admin) return { token: admin.csrfToken };
      let token = readCookie(request, csrfCookieName(config));
      if (!token) {
        token = secretToken(32);
        setCsrfCookie(reply, config, token);
      }
      return { token };
    },
  );

  app.post(
    '/api/admin/login',
    {
      config: {
        rateLimit: {
          ...LOGIN_ROUTE_RATE_LIMIT,
          // The owner's own browser is never turned away by what others sent from the same address.
          allowList: async (request) =>
            !!(await knownDevice(app, readCookie(request, deviceCookieName(config)))),
        },
      },
      schema: { body: loginRequestSchema, response: { 200: loginResponseSchema } },
    },
    async (request, reply) => {
      if (!originAllowed(request, config))
        throw new AppError('ORIGIN_NOT_ALLOWED', 403, 'Request origin not allowed');
      const header = csrfHeader(request);
      if (!header) throw new AppError('CSRF_TOKEN_MISSING', 403, 'Security token required');
      const previousSessionId = readCookie(request, sessionCookieName(config));
      const live = await resolveSession(app, previousSessionId);
      if (
        !sameSecret(header, readCookie(request, csrfCookieName(config))) &&
        !sameSecret(header, live?.csrfToken)
      ) {
        throw new AppError(
          'CSRF_TOKEN_INVALID',
          403,
          'Security token is not valid. Refresh the page and try again.',
        );
      }
      const result = await login(app, {
        username: request.body.username,
        password: request.body.password,
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
        previousSessionId,
        deviceId: readCookie(request, deviceCookieName(config)),
      }).catch((err: unknown) => {
        const wait = err instanceof AppError ? err.details?.retryAfterSeconds : undefined;
        if (typeof wait === 'number') reply.header('retry-after', String(wait));
        throw err;
      });
      setSessionCookie(reply, config, result.sessionId, ABSOLUTE_TIMEOUT_HOURS * 3600);
      setDeviceCookie(reply, config, result.deviceId, LOGIN_LIMITS.knownDeviceDays * 86_400);
      return { success: true as const, username: result.username, csrfToken: result.csrfToken };
    },
  );

  app.get(
    '/api/admin/auth/check',
    { preHandler: requireAdmin, schema: { response: { 200: authCheckResponseSchema } } },
    async (request) => {
      const admin = currentAdmin(request);
      return {
        authenticated: true as const,
        username: admin.username,
        idleExpiresAt: admin.idleExpiresAt.toISOString(),
        absoluteExpiresAt: admin.absoluteExpiresAt.toISOString(),
      };
    },
  );

  app.post(
    '/api/admin/logout',
    { preHandler: requireAdmin, schema: { response: { 200: logoutResponseSchema } } },
    async (request, reply) => {
      await logout(app, currentAdmin(request));
      clearSessionCookie(reply, config);
      return { success: true as const };
    },
  );
};
