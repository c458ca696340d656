import type { FastifyInstance } from 'fastify';

/**
 * A piece of background work run every `intervalMs`. With several server copies on one database, one copy at a time
 * runs each period (the `job_runs` claim), unless the job is marked `everyCopy`.
 */
export interface Job {
  name: string;
  intervalMs: number;
  /** Runs in every copy, each period: a queue worker that claims its own rows with SKIP LOCKED (the email sender). */
  everyCopy?: boolean;
  /** Also run right after a request that changed data, instead of waiting up to `intervalMs` for the timer. */
  runAfterWrites?: boolean;
  run(app: FastifyInstance): Promise<void>;
}

export interface JobStatus {
  name: string;
  lastRunAt: string | null;
  lastError: string | null;
  runs: number;
}

/** Decides which copy runs a job's period and records runs for every copy to see (jobs/job-claims.ts). */
export interface JobClaims {
  /** Whether this copy won the job's current period; a job marked `everyCopy` is not claimed. */
  claim(job: Job): Promise<boolean>;
  /** Records a run that `claim` let through (or an `everyCopy` job's run). */
  finish(job: Job, error: string | null): Promise<void>;
}

export interface RunningJobs {
  stop: () => Promise<void>;
  status: () => JobStatus[];
  /** Runs the jobs marked `runAfterWrites` now (or once more after the run in flight, which may have missed the write). */
  afterWrite: () => void;
}

/**
 * Runs each job on its own timer, never overlapping with itself. `stop` stops the timers and waits for runs
 * in flight.
 */
export function startJobs(
  app: FastifyInstance,
  jobs: readonly Job[],
  /** Who may run each period across the copies of the server; without it, this process runs every period. */
  claims?: JobClaims,
  /** Told of every finished run (the metrics' job counters). */
  onRunFinished?: (name: string, ok: boolean, ms: number) => void,
): RunningJobs {
  const state = new Map<string, JobStatus>(
    jobs.map((j) => [j.name, { name: j.name, lastRunAt: null, lastError: null, runs: 0 }]),
  );
  const inFlight = new Set<Promise<void>>();
  let stopped = false;
  const wakeAfterWrite: (() => void)[] = [];
  const timers = jobs.map((job) => {
    let running = false;
    let runAgain = false;
    const tick = () => {
      if (stopped) return;
      if (running) {
        runAgain = true;
        return;
      }
      running = true;
      runAgain = false;
      const status = state.get(job.name)!; // every job has a status entry, created above
      let ran = false;
      const run = (claims ? claims.claim(job) : Promise.resolve(true))
        .then(async (won) => {
          if (!won) return; // another copy has this period
          ran = true;
          const startedAt = performance.now();
          try {
            await job.run(app);
            status.lastError = null;
            onRunFinished?.(job.name, true, performance.now() - startedAt);
          } catch (err) {
            onRunFinished?.(job.name, false, performance.now() - startedAt);
            status.lastError = err instanceof Error ? err.message : String(err);
            app.log.error({ err, job: job.name }, 'background job failed');
          }
          await claims?.finish(job, status.lastError);
        })
        .catch((err: unknown) => app.log.error({ err, job: job.name }, 'could not claim or record a job run'))
        .finally(() => {
          running = false;
          if (ran) {
            status.runs += 1;
            status.lastRunAt = new Date().toISOString();
          }
          inFlight.delete(run);
          if (runAgain) setImmediate(tick);
        });
      inFlight.add(run);
    };
    if (job.runAfterWrites) wakeAfterWrite.push(tick);
    const timer = setInterval(tick, job.intervalMs);
    timer.unref();
    setImmediate(tick);
    return timer;
  });
  return {
    status: () => [...state.values()].map((s) => ({ ...s })),
    afterWrite: () => wakeAfterWrite.forEach((tick) => tick()),
    async stop() {
      stopped = true;
      for (const t of timers) clearInterval(t);
      await Promise.allSettled([...inFlight]);
    },
  };
}
