import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { startJobs, type Job, type RunningJobs } from './scheduler';

const app = { log: { error: () => undefined } } as unknown as FastifyInstance;
const HOUR = 3_600_000;

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

// The scheduler's timers run on a fake clock: time passes as fast as the jobs run, with nothing left to chance.
const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await vi.advanceTimersByTimeAsync(5);
  expect(check()).toBe(true);
};
/** Lets `ms` go by on the fake clock, running whatever falls due. */
const wait = (ms: number) => vi.advanceTimersByTimeAsync(ms);

let running: RunningJobs | undefined;
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(async () => {
  await running?.stop();
  running = undefined;
  vi.useRealTimers();
});

describe('startJobs', () => {
  test('runs each job once at start, then only on its timer', async () => {
    let runs = 0;
    running = startJobs(app, [{ name: 'slow', intervalMs: HOUR, run: async () => void runs++ }]);
    await until(() => runs === 1);
    running.afterWrite(); // not marked runAfterWrites
    await wait(30);
    expect(runs).toBe(1);
  });

  test('a job marked runAfterWrites runs right after a write, not an hour later', async () => {
    let runs = 0;
    running = startJobs(app, [
      { name: 'sender', intervalMs: HOUR, runAfterWrites: true, run: async () => void runs++ },
    ]);
    await until(() => runs === 1);
    running.afterWrite();
    await until(() => runs === 2 && running!.status()[0]!.runs === 2);
    expect(running.status()[0]).toMatchObject({ name: 'sender', runs: 2, lastError: null });
  });

  test('a write during a run makes one more run after it, never two at once', async () => {
    const gates = [deferred(), deferred()];
    let active = 0;
    let maxActive = 0;
    let runs = 0;
    const job: Job = {
      name: 'sender',
      intervalMs: HOUR,
      runAfterWrites: true,
      run: async () => {
        active++;
        maxActive = Math.max(maxActive, active);
        await gates[runs]?.promise;
        runs++;
        active--;
      },
    };
    running = startJobs(app, [job]);
    await until(() => active === 1);
    running.afterWrite();
    running.afterWrite(); // several writes during one run fold into one more run
    gates[0]!.resolve();
    await until(() => active === 1 && runs === 1);
    gates[1]!.resolve();
    await until(() => runs === 2);
    await wait(30);
    expect(runs).toBe(2);
    expect(maxActive).toBe(1);
  });
});
