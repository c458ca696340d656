import type { FastifyInstance } from 'fastify';
import { secretToken, sha256 } from '../../lib/ids';
import { AppError } from '../../errors';
import { writeAudit } from '../audit/service';
import { verifyDecoy, verifyPassword } from './password';
import {
  countFailures,
  deleteSession,
  findAdminByUsername,
  hasSignedInFrom,
  insertSession,
  markLoggedIn,
  recordLoginAttempt,
  touchLiveSession,
} from './repository';

export const IDLE_TIMEOUT_MINUTES = 30;
export const ABSOLUTE_TIMEOUT_HOURS = 12;

/**
 * Failed-login limits over a 15-minute window. One address may fail 10 times in all and 5 times per username.
 * Across all addresses a username may fail 30 times, but that limit never applies to an address that has signed in
 * as that user before, so an attacker guessing from elsewhere cannot lock the owner out of their own devices.
 */
export const LOGIN_LIMITS = {
  windowMinutes: 15,
  perIp: 10,
  perIpAndUsername: 5,
  perUsername: 30,
  knownDeviceDays: 30,
};

export const AUTH_FAILED = 'Authentication failed';

const tooManyAttempts = () =>
  new AppError(
    'TOO_MANY_ATTEMPTS',
    429,
    'Too many sign-in attempts. Please wait 15 minutes and try again.',
    undefined,
    {
      retryAfterSeconds: LOGIN_LIMITS.windowMinutes * 60,
    },
  );

async function assertNotRateLimited(app: FastifyInstance, ip: string, username: string) {
  const { windowMinutes: w } = LOGIN_LIMITS;
  const [byIp, byPair] = await Promise.all([
    countFailures(app.db, { ip }, w),
    countFailures(app.db, { ip, username }, w),
  ]);
  if (byIp >= LOGIN_LIMITS.perIp || byPair >= LOGIN_LIMITS.perIpAndUsername) throw tooManyAttempts();
  if ((await countFailures(app.db, { username }, w)) >= LOGIN_LIMITS.perUsername) {
    if (!(await hasSignedInFrom(app.db, username, ip, LOGIN_LIMITS.knownDeviceDays))) throw tooManyAttempts();
  }
}

export interface LoginInput {
  username: string;
  password: string;
  ip: string;
  userAgent: string | null;
  /** The session cookie the browser sent, if any: it is ended so a planted id can never be promoted. */
  previousSessionId: string | undefined;
}

export async function login(app: FastifyInstance, input: LoginInput) {
  // Rate-limit keys fold case, so "Owner" and "owner" share one budget.
  const limitKey = input.username.toLowerCase();
  await assertNotRateLimited(app, input.ip, limitKey);

  const user = await findAdminByUsername(app.db, input.username);
  const ok = user
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyDecoy(input.password);
  await recordLoginAttempt(app.db, { ip: input.ip, username: limitKey, succeeded: ok && !!user });
  if (!ok || !user) throw new AppError('AUTHENTICATION_FAILED', 401, AUTH_FAILED);

  if (input.previousSessionId) await deleteSession(app.db, sha256(input.previousSessionId));
  const sessionId = secretToken(32);
  const csrfToken = secretToken(32);
  const session = await insertSession(app.db, {
    idHash: sha256(sessionId),
    userId: user.id,
    csrfToken,
    absoluteHours: ABSOLUTE_TIMEOUT_HOURS,
    ip: input.ip,
    userAgent: input.userAgent?.slice(0, 300) ?? null,
  });
  await markLoggedIn(app.db, user.id);
  await writeAudit(app.db, { actor: user.username, action: 'admin.login', details: { ip: input.ip } });
  return { sessionId, csrfToken, username: user.username, absoluteExpiresAt: session.absoluteExpiresAt };
}

export interface AdminPrincipal {
  userId: string;
  username: string;
  sessionIdHash: string;
  csrfToken: string;
  idleExpiresAt: Date;
  absoluteExpiresAt: Date;
}

/** The signed-in admin behind a session id, or undefined when the session is unknown or expired. */
export async function resolveSession(
  app: FastifyInstance,
  sessionId: string | undefined,
): Promise<AdminPrincipal | undefined> {
  if (!sessionId) return undefined;
  const session = await touchLiveSession(app.db, sha256(sessionId), IDLE_TIMEOUT_MINUTES);
  if (!session) return undefined;
  return {
    userId: session.userId,
    username: session.username,
    sessionIdHash: session.idHash,
    csrfToken: session.csrfToken,
    idleExpiresAt: new Date(session.lastSeenAt.getTime() + IDLE_TIMEOUT_MINUTES * 60_000),
    absoluteExpiresAt: session.absoluteExpiresAt,
  };
}

export async function logout(app: FastifyInstance, admin: AdminPrincipal) {
  await deleteSession(app.db, admin.sessionIdHash);
  await writeAudit(app.db, { actor: admin.username, action: 'admin.logout' });
}
