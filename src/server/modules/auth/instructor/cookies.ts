import type { FastifyReply } from 'fastify';
import type { Config } from '../../../config';
import { INSTRUCTOR_SESSION_DAYS } from './sign-in';

/** The instructor's session cookie: its own name, beside the owner's and the family's (docs/decisions/0130). */
const isHttps = (config: Config) => config.publicUrl.startsWith('https:');

export const instructorCookieName = (config: Config) =>
  isHttps(config) ? '__Host-swim_instructor' : 'swim_instructor';

const options = (config: Config) => ({
  path: '/',
  httpOnly: true,
  sameSite: 'strict' as const,
  secure: isHttps(config),
});

export function setInstructorCookie(reply: FastifyReply, config: Config, sessionId: string) {
  reply.setCookie(instructorCookieName(config), sessionId, {
    ...options(config),
    maxAge: INSTRUCTOR_SESSION_DAYS * 86_400,
  });
}

export function clearInstructorCookie(reply: FastifyReply, config: Config) {
  reply.clearCookie(instructorCookieName(config), options(config));
}
