/**
 * Sign-in links asked for and handled after the answer (docs/decisions/0152). Whether an email belongs to a family or
 * an instructor must not show in the answer to "email me a sign-in link", nor in how long it takes: the endpoint only
 * stores the request (one insert, the same for every email) and answers 202. A job then looks the email up and, when
 * it is known, stores the link and queues its email; nothing of that runs while the visitor waits.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { Job } from '../../jobs/scheduler';
import * as repo from './repository';

export type { SignInAudience } from './repository';

/** At most this many requests per run and audience, so one run never keeps the job busy for long. */
const REQUESTS_PER_RUN = 50;
/** A request is kept at most this long: handled ones go at once, one that keeps failing goes unanswered after it. */
export const SIGN_IN_REQUEST_KEEP_MINUTES = 24 * 60;
/** Seconds before a failed request is tried again: 5, 10, 20 ... up to 10 minutes. */
const retryDelaySeconds = (attempts: number) => Math.min(600, 5 * 2 ** attempts);

/** Stores a sign-in link request (email trimmed and lower-cased by the caller) before the visitor is answered. */
export const storeSignInRequest = (db: Database, audience: repo.SignInAudience, email: string) =>
  repo.insertRequest(db, audience, email);

/**
 * Handles the audience's due requests, oldest first, each in a transaction of its own: `handle` looks the email up
 * and writes whatever it sends (the link, its outbox row) through `tx`, and the request is deleted in that same
 * transaction. The request row is claimed with FOR UPDATE SKIP LOCKED, so however many server copies run this at
 * once, each request is handled once. A failure rolls its transaction back and tries the request again later.
 * Returns how many requests were handled.
 */
export async function handleSignInRequests(
  db: Database,
  audience: repo.SignInAudience,
  handle: (tx: Database, email: string) => Promise<void>,
  log?: Pick<FastifyBaseLogger, 'error'>,
): Promise<number> {
  let handled = 0;
  while (handled < REQUESTS_PER_RUN) {
    let claimed: repo.SignInRequestRow | undefined;
    try {
      const found = await repo.inTransaction(db, async (tx) => {
        claimed = await repo.claimDueRequest(tx, audience);
        if (!claimed) return false;
        await handle(tx, claimed.email);
        await repo.deleteRequest(tx, claimed.id);
        return true;
      });
      if (!found) return handled;
      handled += 1;
    } catch (err) {
      if (!claimed) throw err; // the queue itself could not be read: the job reports it
      // The request's email stays out of the log: its id is enough to find it.
      log?.error({ err, audience, requestId: claimed.id }, 'sign-in link request failed; trying again later');
      await repo.postponeRequest(db, claimed.id, retryDelaySeconds(claimed.attempts));
    }
  }
  return handled;
}

/** Deletes requests older than a day: handled ones are already gone, so only ones that kept failing remain. */
export const pruneSignInRequests = (db: Database) => repo.deleteOlderThan(db, SIGN_IN_REQUEST_KEEP_MINUTES);

export const signInRequestsCleanupJob: Job = {
  name: 'sign-in-requests-cleanup',
  intervalMs: 60 * 60_000,
  run: async (app) => {
    const dropped = await pruneSignInRequests(app.db);
    if (dropped > 0) app.log.warn({ dropped }, 'sign-in link requests dropped after failing for a day');
  },
};
