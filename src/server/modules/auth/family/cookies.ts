import type { FastifyReply } from 'fastify';
import type { Config } from '../../../config';
import { FAMILY_SESSION_DAYS } from './service';

/**
 * The family's session cookie, separate from the owner's. Over HTTPS it is Secure with the `__Host-` prefix (only this
 * exact host may set it). SameSite=Strict: no other site's page can make the browser send it, which with the origin
 * check is the defence against forged requests (docs/decisions/0101-family-sign-in.md).
 */
const isHttps = (config: Config) => config.publicUrl.startsWith('https:');

export const familyCookieName = (config: Config) => (isHttps(config) ? '__Host-swim_family' : 'swim_family');

const options = (config: Config) => ({
  path: '/',
  httpOnly: true,
  sameSite: 'strict' as const,
  secure: isHttps(config),
});

export function setFamilyCookie(reply: FastifyReply, config: Config, sessionId: string) {
  reply.setCookie(familyCookieName(config), sessionId, {
    ...options(config),
    maxAge: FAMILY_SESSION_DAYS * 86_400,
  });
}

export function clearFamilyCookie(reply: FastifyReply, config: Config) {
  reply.clearCookie(familyCookieName(config), options(config));
}
