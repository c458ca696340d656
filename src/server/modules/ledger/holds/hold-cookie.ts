/**
 * The hold cookie: proof that this browser owns its hold, so the spec's calls work without the browser keeping the
 * hold's id and secret itself. HttpOnly (scripts cannot read it) and SameSite=Strict (another site's form cannot
 * spend it); over HTTPS it is Secure with the `__Host-` prefix. The body's holdId and holdToken stay accepted.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../../config';
import { HOLD_MINUTES } from '@core/rules/slots';
import { AppError } from '../../../errors';
import { MAX_HOLD_EXTENSIONS } from './holds';

const isHttps = (config: Config) => config.publicUrl.startsWith('https:');
export const holdCookieName = (config: Config) => (isHttps(config) ? '__Host-swim_hold' : 'swim_hold');

// A hold lives at most its first 15 minutes plus one extension; the cookie outlives neither.
export const MAX_HOLD_COOKIE_SECONDS = HOLD_MINUTES * 60 * (1 + MAX_HOLD_EXTENSIONS);
const COOKIE_VALUE = /^([0-9a-f-]{36})\.([A-Za-z0-9_-]{20,100})$/;

export interface HoldProof {
  holdId: string;
  holdToken: string;
}

const cookieOptions = (config: Config) => ({
  path: '/',
  httpOnly: true,
  sameSite: 'strict' as const,
  secure: isHttps(config),
});

/** `maxAgeSeconds`: a hold made for a waitlist offer lasts the offer window, longer than a visitor's hold. */
export function setHoldCookie(
  reply: FastifyReply,
  config: Config,
  proof: HoldProof,
  maxAgeSeconds = MAX_HOLD_COOKIE_SECONDS,
) {
  reply.setCookie(holdCookieName(config), `${proof.holdId}.${proof.holdToken}`, {
    ...cookieOptions(config),
    maxAge: maxAgeSeconds,
  });
}

export function clearHoldCookie(reply: FastifyReply, config: Config) {
  reply.clearCookie(holdCookieName(config), cookieOptions(config));
}

/** The hold named by the request's body, else by its hold cookie; undefined when neither names one. */
export function holdProofOf(
  request: FastifyRequest,
  config: Config,
  body: { holdId?: string; holdToken?: string },
): HoldProof | undefined {
  if (body.holdId && body.holdToken) return { holdId: body.holdId, holdToken: body.holdToken };
  const match = COOKIE_VALUE.exec(request.cookies[holdCookieName(config)] ?? '');
  return match ? { holdId: match[1]!, holdToken: match[2]! } : undefined; // both groups are required by the pattern
}

/** The hold a checkout pays for, from the body or the hold cookie; 409 when the browser has none. */
export function requireHoldProof(
  request: FastifyRequest,
  config: Config,
  body: { holdId?: string; holdToken?: string },
): HoldProof {
  const proof = holdProofOf(request, config, body);
  if (!proof)
    throw new AppError(
      'HOLD_NOT_FOUND',
      409,
      'Your hold on these times could not be found. Please choose your times again.',
    );
  return proof;
}
