import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';

/**
 * Over HTTPS the cookies are Secure and carry the `__Host-` prefix, which browsers only accept from this exact
 * host over HTTPS with path `/`: a sibling subdomain cannot plant or overwrite them.
 */
const isHttps = (config: Config) => config.publicUrl.startsWith('https:');

export const sessionCookieName = (config: Config) => (isHttps(config) ? '__Host-swim_admin' : 'swim_admin');
export const csrfCookieName = (config: Config) => (isHttps(config) ? '__Host-swim_csrf' : 'swim_csrf');
export const deviceCookieName = (config: Config) => (isHttps(config) ? '__Host-swim_device' : 'swim_device');

const baseOptions = (config: Config) => ({
  path: '/',
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: isHttps(config),
});

export function setSessionCookie(
  reply: FastifyReply,
  config: Config,
  sessionId: string,
  maxAgeSeconds: number,
) {
  reply.setCookie(sessionCookieName(config), sessionId, { ...baseOptions(config), maxAge: maxAgeSeconds });
}

export function clearSessionCookie(reply: FastifyReply, config: Config) {
  reply.clearCookie(sessionCookieName(config), baseOptions(config));
}

export function setCsrfCookie(reply: FastifyReply, config: Config, token: string) {
  reply.setCookie(csrfCookieName(config), token, baseOptions(config));
}

/**
 * The known-device cookie: a random id (stored hashed) that marks a browser the owner signed in from. It outlives
 * sessions and sign-outs, and is sent only with same-site requests.
 */
export function setDeviceCookie(
  reply: FastifyReply,
  config: Config,
  deviceId: string,
  maxAgeSeconds: number,
) {
  reply.setCookie(deviceCookieName(config), deviceId, {
    ...baseOptions(config),
    sameSite: 'strict',
    maxAge: maxAgeSeconds,
  });
}

export function readCookie(request: FastifyRequest, name: string): string | undefined {
  const value = request.cookies[name];
  // Tokens are base64url of 32 random bytes; anything else is not ours.
  return value && /^[A-Za-z0-9_-]{20,100}$/.test(value) ? value : undefined;
}

/** Compares two secrets in time that does not depend on where they differ. */
export function sameSecret(a: string | undefined, b: string | undefined): boolean {
  if (!a || !b) return false;
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export function csrfHeader(request: FastifyRequest): string | undefined {
  const value = request.headers['x-csrf-token'];
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

/**
 * A state-changing request must come from this site: its Origin (or, without one, its Referer) must be the public
 * URL's origin or the origin the request was addressed to. Requests with neither header (non-browser clients)
 * still need the token. `Sec-Fetch-Site: cross-site` is refused outright.
 */
export function originAllowed(request: FastifyRequest, config: Config): boolean {
  if (request.headers['sec-fetch-site'] === 'cross-site') return false;
  const origin = request.headers.origin ?? refererOrigin(request.headers.referer);
  if (origin === undefined) return true;
  const allowed = new Set([new URL(config.publicUrl).origin, `${request.protocol}://${request.host}`]);
  return allowed.has(origin);
}

function refererOrigin(referer: string | undefined): string | undefined {
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return 'invalid';
  }
}

export const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
