/**
 * The waitlist's background work, in every server copy: every 15 seconds it ends offers whose hold ended (claimed or
 * lapsed), closes entries for times that were cancelled or have started, and runs the offer pass when seats may have
 * freed up: an offer lapsed, the seat version moved (a cancellation, an expired hold, capacity raised, a new time),
 * or a minute went by (seats held by a visitor free up with no write at all).
 */
import type { FastifyInstance } from 'fastify';
import { readSeatVersion } from '../../db/seat-version';
import type { Job } from '../../jobs/scheduler';
import { endFinishedOffers, offerFreedSeats } from './offers';
import * as repo from './repository';

export const WAITLIST_JOB_INTERVAL_MS = 15_000;
/** The pass runs at least this often, whatever moved. */
export const FULL_PASS_EVERY_MS = 60_000;

interface JobState {
  seatVersion?: string;
  lastPassAt: number;
}
// Per app: the job is one object shared by every app a process builds (the tests build several).
const states = new WeakMap<FastifyInstance, JobState>();

/** One run of the job; returns how many offers the pass made (none when it did not run). */
export async function runWaitlistJob(app: FastifyInstance): Promise<number> {
  const state = states.get(app) ?? { lastPassAt: 0 };
  states.set(app, state);
  const ended = await endFinishedOffers(app);
  await repo.closeEntriesOnGoneTimes(app.db);
  // Read before the pass: a change made while it runs moves the version again and gets the next run.
  const version = await readSeatVersion(app.db);
  const due = Date.now() - state.lastPassAt >= FULL_PASS_EVERY_MS;
  if (!ended && !due && version === state.seatVersion) return 0;
  state.seatVersion = version;
  state.lastPassAt = Date.now();
  return offerFreedSeats(app);
}

export const waitlistJob: Job = {
  name: 'waitlist-offers',
  intervalMs: WAITLIST_JOB_INTERVAL_MS,
  run: async (app) => {
    await runWaitlistJob(app);
  },
};
