/**
 * How many sign-in attempts are checked. An attempt is counted before its password is checked, in the one statement
 * that also reads the count (`takeHit`), so attempts arriving together each see the ones before them and no more than
 * the budget ever reach the password check. A correct password gives its attempt back: the budgets are for failures.
 *
 * From a device the owner signed in from before (the known-device cookie), an attempt spends only that device's own
 * budget. From anywhere else it spends the address's budget and the address-and-username budget, both of which lock
 * for the rest of the window, and the username's, which never locks but slows: past its free attempts, strangers
 * together get one attempt per interval. So guessing from anywhere cannot lock the owner out of their own browser.
 */
import { normalizeIP } from '@fastify/rate-limit';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { sha256 } from '../../lib/ids';
import { releaseHit, takeHit, type Limit } from '../limits';

export const LOGIN_LIMITS = {
  windowMinutes: 15,
  /** Attempts from one address (an IPv6 address counts with its /64), at any username. */
  perAddress: 10,
  /** Attempts from one address at one username. */
  perAddressAndUsername: 5,
  /** Attempts at one username from devices it does not know, before they are slowed... */
  perUsernameBeforeSlowing: 10,
  /** ...to one attempt per this many seconds, from all of them together. */
  slowedIntervalSeconds: 15,
  /** Attempts from one known device: a budget only that browser can spend. */
  perKnownDevice: 10,
  /** A device not used to sign in for this long is a stranger again. */
  knownDeviceDays: 180,
};

const WINDOW_MS = LOGIN_LIMITS.windowMinutes * 60_000;
const within = (max: number): Limit => ({ max, windowMs: WINDOW_MS });

export interface LoginAttempt {
  /** The client address the request came from, as Fastify resolved it under TRUST_PROXY. */
  ip: string;
  username: string;
  /** sha256 of a known-device cookie issued to this username, when the browser sent one. */
  knownDeviceHash: string | undefined;
}

/** The counts an attempt was taken from, to give back when its password proves right. */
export type CountedAttempt = { bucket: string; limit: Limit }[];

const tooManyAttempts = (retryAfterSeconds: number, message: string) =>
  new AppError('TOO_MANY_ATTEMPTS', 429, message, undefined, { retryAfterSeconds });

const LOCKED = 'Too many sign-in attempts. Please wait 15 minutes and try again.';
const SLOWED = 'Too many sign-in attempts for this account. Please wait a few seconds and try again.';

/** Counts the attempt, or throws the 429 the client sees when its budget is spent; then the password is checked. */
export async function countLoginAttempt(db: Database, attempt: LoginAttempt): Promise<CountedAttempt> {
  // Usernames fold case ("Owner" and "owner" share a budget) and are hashed, so any text makes a valid key.
  const user = sha256(attempt.username.toLowerCase()).slice(0, 32);
  const counted: CountedAttempt = [];
  const spend = async (bucket: string, limit: Limit) => {
    const outcome = await takeHit(db, bucket, limit);
    if (!outcome.allowed) throw tooManyAttempts(LOGIN_LIMITS.windowMinutes * 60, LOCKED);
    counted.push({ bucket, limit });
  };

  if (attempt.knownDeviceHash) {
    await spend(`login:device:${attempt.knownDeviceHash}`, within(LOGIN_LIMITS.perKnownDevice));
    return counted;
  }
  const address = normalizeIP(attempt.ip);
  await spend(`login:address:${address}`, within(LOGIN_LIMITS.perAddress));
  await spend(`login:address-user:${address}:${user}`, within(LOGIN_LIMITS.perAddressAndUsername));

  const perUser = within(LOGIN_LIMITS.perUsernameBeforeSlowing);
  const tried = await takeHit(db, `login:user:${user}`, perUser);
  counted.push({ bucket: `login:user:${user}`, limit: perUser });
  if (!tried.allowed) {
    const interval = { max: 1, windowMs: LOGIN_LIMITS.slowedIntervalSeconds * 1000 };
    const paced = await takeHit(db, `login:user-paced:${user}`, interval);
    if (!paced.allowed) throw tooManyAttempts(Math.max(1, Math.ceil(paced.retryAfterMs / 1000)), SLOWED);
  }
  return counted;
}

/** Gives back the attempt of a correct password. */
export async function forgiveLoginAttempt(db: Database, counted: CountedAttempt): Promise<void> {
  for (const { bucket, limit } of counted) await releaseHit(db, bucket, limit);
}
