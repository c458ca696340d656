import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../errors';
import {
  csrfHeader,
  originAllowed,
  readCookie,
  sameSecret,
  sessionCookieName,
  STATE_CHANGING,
} from './cookies';
import { resolveSession, type AdminPrincipal } from './service';

export type { AdminPrincipal } from './service';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireAdmin` on routes it protects. */
    admin?: AdminPrincipal;
  }
}

/**
 * Fastify preHandler for every admin endpoint: 401 without a live session; on POST, PUT, PATCH and DELETE also
 * 403 when the request comes from another site or lacks the session's request-forgery token.
 *
 *   app.post('/api/admin/things', { preHandler: requireAdmin }, async (request) => { adminUsername(request) ... })
 */
export async function requireAdmin(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const app = request.server;
  const admin = await resolveSession(app, readCookie(request, sessionCookieName(app.config)));
  if (!admin) throw new AppError('UNAUTHENTICATED', 401, 'Authentication required');
  if (STATE_CHANGING.has(request.method)) {
    if (!originAllowed(request, app.config))
      throw new AppError('ORIGIN_NOT_ALLOWED', 403, 'Request origin not allowed');
    const token = csrfHeader(request);
    if (!token) throw new AppError('CSRF_TOKEN_MISSING', 403, 'Security token required');
    if (!sameSecret(token, admin.csrfToken)) {
      throw new AppError(
        'CSRF_TOKEN_INVALID',
        403,
        'Security token is not valid. Refresh the page and try again.',
      );
    }
  }
  request.admin = admin;
}

/** The signed-in admin of a request that passed `requireAdmin`. */
export function currentAdmin(request: FastifyRequest): AdminPrincipal {
  if (!request.admin) throw new AppError('UNAUTHENTICATED', 401, 'Authentication required');
  return request.admin;
}

/** Who did it, for the audit log. */
export function adminUsername(request: FastifyRequest): string {
  return currentAdmin(request).username;
}
