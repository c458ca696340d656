/**
 * Jobs claimed through the database: one copy of the server at a time runs each period of a job, whatever the
 * number of copies. A claim lasts the job's period, and at least `RUN_LEASE_MS` while the run goes on; a copy that
 * dies mid-run leaves the job to the next copy when the lease ends.
 */
import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import type { Database } from '../db/client';
import { claimJob, recordJobRun } from './job-runs.repository';
import type { Job, JobClaims } from './scheduler';

/** The least time a claim keeps its job while it runs: longer than a run of any job normally takes. */
const RUN_LEASE_MS = 2 * 60_000;

/** Names this server process in `job_runs.claimed_by`: which copy holds a job. */
export const thisCopy = (): string => `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

/**
 * A copy's timer fires on its own schedule, a moment before or after the last run's period ends; a claim this near
 * the end counts as the next period, so one copy alone still runs a job every period.
 */
const slackFor = (job: Job) => Math.min(job.intervalMs / 10, 5_000);

export function databaseJobClaims(db: Database, copy: string): JobClaims {
  const started = new Map<string, Date>();
  return {
    async claim(job) {
      if (job.everyCopy) return true;
      const at = await claimJob(db, job.name, copy, Math.max(job.intervalMs, RUN_LEASE_MS), slackFor(job));
      if (at) started.set(job.name, at);
      return at !== undefined;
    },
    async finish(job, error) {
      const at = started.get(job.name);
      started.delete(job.name);
      const nextAt = !job.everyCopy && at ? new Date(at.getTime() + job.intervalMs) : undefined;
      await recordJobRun(db, { name: job.name, copy, error, nextAt });
    },
  };
}
