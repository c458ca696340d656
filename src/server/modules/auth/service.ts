import type { FastifyInstance } from 'fastify';
import { secretToken, sha256 } from '../../lib/ids';
import { AppError } from '../../errors';
import { writeAudit } from '../audit';
import { verifyDecoy, verifyPassword } from './password';
import { countLoginAttempt, forgiveLoginAttempt, LOGIN_LIMITS } from './login-limits';
import {
  deleteSession,
  findAdminByUsername,
  findKnownDevice,
  insertSession,
  markLoggedIn,
  rememberDevice,
  touchLiveSession,
} from './repository';

export const IDLE_TIMEOUT_MINUTES = 30;
export const ABSOLUTE_TIMEOUT_HOURS = 12;

export const AUTH_FAILED = 'Authentication failed';

export interface LoginInput {
  username: string;
  password: string;
  ip: string;
  userAgent: string | null;
  /** The session cookie the browser sent, if any: it is ended so a planted id can never be promoted. */
  previousSessionId: string | undefined;
  /** The known-device cookie the browser sent, if any. */
  deviceId: string | undefined;
}

/** The device behind a known-device cookie, if it is still known. */
export async function knownDevice(app: FastifyInstance, deviceId: string | undefined) {
  if (!deviceId) return undefined;
  const device = await findKnownDevice(app.db, sha256(deviceId), LOGIN_LIMITS.knownDeviceDays);
  return device && { idHash: sha256(deviceId), ...device };
}

export async function login(app: FastifyInstance, input: LoginInput) {
  const device = await knownDevice(app, input.deviceId);
  const fromKnownDevice = device?.username.toLowerCase() === input.username.toLowerCase();
  const counted = await countLoginAttempt(app.db, {
    ip: input.ip,
    username: input.username,
    knownDeviceHash: fromKnownDevice ? device?.idHash : undefined,
  });

  const user = await findAdminByUsername(app.db, input.username);
  const ok = user
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyDecoy(input.password);
  if (!ok || !user) throw new AppError('AUTHENTICATION_FAILED', 401, AUTH_FAILED);
  await forgiveLoginAttempt(app.db, counted);

  // The browser keeps its device id; a new or unknown one gets a fresh id, so a planted id is never remembered.
  const deviceId = fromKnownDevice && input.deviceId ? input.deviceId : secretToken(32);
  await rememberDevice(app.db, sha256(deviceId), user.id);

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
  return {
    sessionId,
    csrfToken,
    deviceId,
    username: user.username,
    absoluteExpiresAt: session.absoluteExpiresAt,
  };
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
