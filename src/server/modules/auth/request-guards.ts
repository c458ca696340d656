/**
 * The checks every signed-in route shares, whoever is signed in: a state-changing call must come from this site, and
 * a family route reads the family's email its guard found. The family guard itself is `family/guard.ts`, beside the
 * family sign-in; the app also decorates it as `app.requireFamily` for the ledger's credits and the waitlist's routes.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../errors';
import { originAllowed, STATE_CHANGING } from './cookies';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `app.requireFamily` on routes it protects: the email the family session is scoped to. */
    familyEmail?: string;
  }
  interface FastifyInstance {
    /** onRequest hook for signed-in family routes: 401 without a live family session, 403 from another site. */
    requireFamily: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

export const FAMILY_SIGN_IN_REQUIRED = 'Please sign in to see your lessons';

/** 403 for a state-changing call from another site. */
export function requireSameSite(request: FastifyRequest): void {
  if (STATE_CHANGING.has(request.method) && !originAllowed(request, request.server.config))
    throw new AppError('ORIGIN_NOT_ALLOWED', 403, 'Request origin not allowed');
}

/** The email of the family signed in on a request that passed `app.requireFamily`. */
export function currentFamilyEmail(request: FastifyRequest): string {
  if (!request.familyEmail) throw new AppError('UNAUTHENTICATED', 401, FAMILY_SIGN_IN_REQUIRED);
  return request.familyEmail;
}
