import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../errors';
import { originAllowed, readCookie, STATE_CHANGING } from '../auth/cookies';
import { familyCookieName } from './cookies';
import { resolveFamilySession } from './service';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireFamily` on routes it protects: the email the family session is scoped to. */
    familyEmail?: string;
  }
}

export const FAMILY_SIGN_IN_REQUIRED = 'Please sign in to see your lessons';

/** 403 for a state-changing call from another site. */
export function requireSameSite(request: FastifyRequest): void {
  if (STATE_CHANGING.has(request.method) && !originAllowed(request, request.server.config))
    throw new AppError('ORIGIN_NOT_ALLOWED', 403, 'Request origin not allowed');
}

/**
 * Hook for every signed-in family route: 401 without a live family session; on POST, PUT, PATCH and DELETE also 403
 * when the request comes from another site. Registered on `onRequest`, so a signed-out call is a 401 whatever it
 * sends, before its body is read.
 */
export async function requireFamily(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const app = request.server;
  const email = await resolveFamilySession(app.db, readCookie(request, familyCookieName(app.config)));
  if (!email) throw new AppError('UNAUTHENTICATED', 401, FAMILY_SIGN_IN_REQUIRED);
  requireSameSite(request);
  request.familyEmail = email;
}

/** The email of the family signed in on a request that passed `requireFamily`. */
export function currentFamilyEmail(request: FastifyRequest): string {
  if (!request.familyEmail) throw new AppError('UNAUTHENTICATED', 401, FAMILY_SIGN_IN_REQUIRED);
  return request.familyEmail;
}
