import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../../errors';
import { originAllowed, readCookie } from '../cookies';
import { FAMILY_SIGN_IN_REQUIRED, requireSameSite } from '../request-guards';
import { familyCookieName } from './cookies';
import { resolveFamilySession } from './service';

/**
 * Hook for every signed-in family route: 401 without a live family session; on POST, PUT, PATCH and DELETE also 403
 * when the request comes from another site. Registered on `onRequest`, so a signed-out call is a 401 whatever it
 * sends, before its body is read. The app decorates it as `app.requireFamily` for the other modules' family routes.
 */
export async function requireFamily(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const app = request.server;
  const email = await resolveFamilySession(app.db, readCookie(request, familyCookieName(app.config)));
  if (!email) throw new AppError('UNAUTHENTICATED', 401, FAMILY_SIGN_IN_REQUIRED);
  requireSameSite(request);
  request.familyEmail = email;
}

/**
 * The family a public request is signed in as, or null: for routes anyone may call that trust a proven email more
 * (a checkout counts the family's earlier signatures only then). A request from another site counts as signed out.
 */
export async function signedInFamilyEmail(request: FastifyRequest): Promise<string | null> {
  const app = request.server;
  if (!originAllowed(request, app.config)) return null;
  return (await resolveFamilySession(app.db, readCookie(request, familyCookieName(app.config)))) ?? null;
}
