import type { FastifyInstance } from 'fastify';

/** A piece of background work run every `intervalMs` in each server process; claims work with SKIP LOCKED. */
export interface Job {
  name: string;
  intervalMs: number;
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
      const startedAt = performance.now();
      const run = job
        .run(app)
        .then(() => {
          status.lastError = null;
          onRunFinished?.(job.name, true, performance.now() - startedAt);
        })
        .catch((err: unknown) => {
          onRunFinished?.(job.name, false, performance.now() - startedAt);
          status.lastError = err instanceof Error ? err.message : String(err);
          app.log.error({ err, job: job.name }, 'background job failed');
        })
        .finally(() => {
          running = false;
          status.runs += 1;
          status.lastRunAt = new Date().toISOString();
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
