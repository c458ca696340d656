/**
 * The `job_runs` table: one row per job, shared by every copy of the server. A copy runs a job's period only when
 * its claim wins (one statement: the row's claimed_until has passed), and records every run there, so the admin
 * dashboard sees every copy's runs.
 */
import { asc, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { jobRuns } from '../db/schema';

/** What the dashboard shows of a job, from every copy. */
export interface StoredJobStatus {
  name: string;
  lastRunAt: string | null;
  lastError: string | null;
  runs: number;
}

/**
 * Claims the job for `copy` until `leaseMs` from now, when no copy holds it; the claim's start (the database's
 * clock), or undefined when another copy holds the job. `slackMs` lets a copy whose timer fires a moment early
 * take its own next period.
 */
export async function claimJob(
  db: Database,
  name: string,
  copy: string,
  leaseMs: number,
  slackMs: number,
): Promise<Date | undefined> {
  const result = (await db.execute(sql`
    INSERT INTO job_runs (name, claimed_by, claimed_until)
    VALUES (${name}, ${copy}, now() + ${leaseMs} * interval '1 millisecond')
    ON CONFLICT (name) DO UPDATE
      SET claimed_by = excluded.claimed_by, claimed_until = excluded.claimed_until
      WHERE job_runs.claimed_until <= now() + ${slackMs} * interval '1 millisecond'
    RETURNING now() AS started`)) as unknown as { rows: { started: string | Date }[] };
  const row = result.rows[0];
  return row ? new Date(row.started) : undefined;
}

/**
 * Records a finished run. A claimed run keeps its job until `nextAt` (the start of its next period), so no copy
 * runs it again sooner; a run of a job every copy runs (`nextAt` undefined) leaves the claim alone.
 */
export async function recordJobRun(
  db: Database,
  run: { name: string; copy: string; error: string | null; nextAt?: Date },
): Promise<void> {
  const failed = run.error !== null;
  const nextAt = run.nextAt?.toISOString() ?? null;
  await db.execute(sql`
    INSERT INTO job_runs (name, claimed_by, last_run_at, last_success_at, last_error, last_error_at, runs, failures)
    VALUES (${run.name}, ${run.copy}, now(), ${failed ? null : sql`now()`}, ${run.error},
      ${failed ? sql`now()` : null}, 1, ${failed ? 1 : 0})
    ON CONFLICT (name) DO UPDATE SET
      claimed_until = CASE
        WHEN ${nextAt}::timestamptz IS NOT NULL AND job_runs.claimed_by = ${run.copy} THEN ${nextAt}::timestamptz
        ELSE job_runs.claimed_until END,
      last_run_at = now(),
      last_success_at = ${failed ? sql`job_runs.last_success_at` : sql`now()`},
      last_error = ${run.error},
      last_error_at = ${failed ? sql`now()` : sql`job_runs.last_error_at`},
      runs = job_runs.runs + 1,
      failures = job_runs.failures + ${failed ? 1 : 0}`);
}

/** Every job's runs across all copies, by name. */
export async function listJobRuns(db: Database): Promise<StoredJobStatus[]> {
  const rows = await db.select().from(jobRuns).orderBy(asc(jobRuns.name));
  return rows.map((r) => ({
    name: r.name,
    lastRunAt: r.lastRunAt?.toISOString() ?? null,
    lastError: r.lastError,
    runs: r.runs,
  }));
}
