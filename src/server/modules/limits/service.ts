/**
 * Limits shared by every server copy: counters live in the database (`rate_limit_hits`), one row per bucket and
 * fixed window. Callers name a bucket for what they limit: `lesson-request:ip:<address>`, `email-to:<address>`, ...
 */
import { normalizeIP } from '@fastify/rate-limit';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import type { Job } from '../../jobs/scheduler';
import * as repo from './repository';

export interface Limit {
  /** How many hits a window allows. */
  max: number;
  windowMs: number;
}

export interface LimitOutcome {
  allowed: boolean;
  hits: number;
  retryAfterMs: number;
}

/** Counts a hit against the limit and says whether it is within it. */
export async function takeHit(db: Database, bucket: string, limit: Limit, weight = 1): Promise<LimitOutcome> {
  const { hits, resetInMs } = await repo.countHit(db, bucket, limit.windowMs, weight);
  return { allowed: hits <= limit.max, hits, retryAfterMs: resetInMs };
}

/** Whether the bucket has room for `weight` more hits, without counting anything. */
export async function hasRoom(db: Database, bucket: string, limit: Limit, weight = 1): Promise<boolean> {
  return (await repo.currentHits(db, bucket, limit.windowMs)) + weight <= limit.max;
}

/**
 * Takes back a hit counted in the current window, for limits that count attempts before their outcome is known and
 * spare the ones that went well.
 */
export async function releaseHit(db: Database, bucket: string, limit: Limit): Promise<void> {
  await repo.uncountHit(db, bucket, limit.windowMs);
}

/** Counts a hit and throws the 429 a visitor sees when the limit is used up. */
export async function requireHit(
  db: Database,
  bucket: string,
  limit: Limit,
  message = 'Too many requests. Please wait a moment and try again.',
): Promise<void> {
  const outcome = await takeHit(db, bucket, limit);
  if (!outcome.allowed)
    throw new AppError('RATE_LIMITED', 429, message, undefined, {
      retryAfterSeconds: Math.ceil(outcome.retryAfterMs / 1000),
    });
}

/** The window of the public forms' per-address limits. */
export const FORM_WINDOW_MS = 15 * 60 * 1000;

/** A public form's bucket for one client address; an IPv6 client counts by its /64, as every other limit does. */
export const formAddressBucket = (form: string, ip: string) => `${form}:ip:${normalizeIP(ip)}`;

/** Counts one submission of a public form from this client and throws the form's 429 past its budget. */
export function requireFormPost(
  db: Database,
  form: string,
  client: { ip: string; postsPerWindow: number },
  message: string,
): Promise<void> {
  return requireHit(
    db,
    formAddressBucket(form, client.ip),
    { max: client.postsPerWindow, windowMs: FORM_WINDOW_MS },
    message,
  );
}

/** Keeps the counter table small: windows that ended over a day ago go. */
export const limitsCleanupJob: Job = {
  name: 'limits-cleanup',
  intervalMs: 3_600_000,
  run: async (app) => {
    await repo.deleteOldWindows(app.db, 86_400_000);
  },
};
