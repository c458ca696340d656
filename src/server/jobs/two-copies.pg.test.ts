/**
 * Two real server processes on one PostgreSQL: each job that must run once runs in one copy per period, claimed in
 * `job_runs`. Both copies start every job at once; hourly jobs must have run once between them, and the sign-in
 * link job (every second) no more often than once a second.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { jobRuns } from '../db/schema';
import {
  createSharedDatabase,
  startServerProcess,
  type ServerProcess,
  type SharedDatabase,
} from '../test/server-process';

describe('background jobs across two server processes', () => {
  let shared: SharedDatabase;
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    shared = await createSharedDatabase('job_claims');
  }, 60_000);

  afterAll(async () => {
    for (const s of servers) await s.stop();
    await shared?.drop();
  }, 60_000);

  test('each job runs once per period across both copies', async () => {
    const started = Date.now();
    servers.push(...(await Promise.all([0, 1].map(() => startServerProcess({ databaseUrl: shared.url })))));
    await new Promise((r) => setTimeout(r, 6_000));
    for (const s of servers.splice(0)) await s.stop();
    const elapsedSeconds = (Date.now() - started) / 1000;

    const rows = new Map((await shared.handle.db.select().from(jobRuns)).map((r) => [r.name, r]));
    // Hourly and daily jobs started in both copies, and ran once.
    for (const name of ['retention', 'family-cleanup', 'instructor-cleanup', 'outbox-link-secrets'])
      expect(rows.get(name), name).toMatchObject({ runs: 1, failures: 0 });
    // Every minute: once, in whichever copy claimed it.
    expect(rows.get('hold-sweeper')).toMatchObject({ runs: 1 });
    expect(rows.get('report-rollups')).toMatchObject({ runs: 1, failures: 0 });
    // Every second, in both copies: at most one run a second (with a tenth of slack), not two.
    const signInRuns = rows.get('family-sign-in-links')!.runs;
    expect(signInRuns).toBeGreaterThanOrEqual(2);
    expect(signInRuns).toBeLessThanOrEqual(Math.ceil(elapsedSeconds / 0.9) + 1);
    // The email sender runs in every copy and records each run.
    expect(rows.get('email-sender')!.runs).toBeGreaterThan(signInRuns);
  }, 120_000);
});
