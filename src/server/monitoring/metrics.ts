import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { PoolUse } from '../db/client';
import type { ScrapeReading } from './scrape.repository';

/** What the server tells its metrics; every call is cheap enough for the hottest request. */
export interface Metrics {
  /** One finished request: its method, route pattern (never the URL), status and seconds taken. */
  requestFinished(method: string, route: string | undefined, status: number, seconds: number): void;
  /** One finished run of a background job. */
  jobRun(name: string, ok: boolean, ms: number): void;
  /** A payment that failed, where the payment path records it: the test card form, the provider's webhook. */
  paymentFailed(): void;
}

/** The metrics of an app that exposes none: every call does nothing. */
export const NO_METRICS: Metrics = {
  requestFinished: () => undefined,
  jobRun: () => undefined,
  paymentFailed: () => undefined,
};

export interface CollectedMetrics extends Metrics {
  registry: Registry;
  /** Sets the figures read at scrape time: the pool's connections and what the database holds. */
  refresh(pool: PoolUse, reading: ScrapeReading | undefined): void;
}

/** A registry of the app's own, so two apps in one process (the tests) never share a series. */
export function createMetrics(databaseKind: string): CollectedMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Requests by method, route pattern and status, and the seconds each took to answer',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers: [registry],
  });
  // The label lookup hashes its values on every call; a map of ready children keeps a request to one observe.
  const requestSeries = new Map<string, ReturnType<typeof requests.labels>>();
  const jobRuns = new Counter({
    name: 'job_runs_total',
    help: 'Finished runs of each background job',
    labelNames: ['job'] as const,
    registers: [registry],
  });
  const jobFailures = new Counter({
    name: 'job_failures_total',
    help: 'Runs of each background job that ended in an error',
    labelNames: ['job'] as const,
    registers: [registry],
  });
  const jobLastSuccess = new Gauge({
    name: 'job_last_success_timestamp_seconds',
    help: 'When each background job last finished without an error (Unix seconds; absent until it has)',
    labelNames: ['job'] as const,
    registers: [registry],
  });
  const jobLastDuration = new Gauge({
    name: 'job_last_duration_seconds',
    help: 'How long the last run of each background job took',
    labelNames: ['job'] as const,
    registers: [registry],
  });
  const paymentsFailed = new Counter({
    name: 'payments_failed_total',
    help: 'Payments recorded as failed or declined by this process since it started',
    registers: [registry],
  });
  const pool = new Gauge({
    name: 'db_pool_connections',
    help: `Database connections by state (total, idle, waiting for one, max); database: ${databaseKind}`,
    labelNames: ['state'] as const,
    registers: [registry],
  });
  const gauge = (name: string, help: string) => new Gauge({ name, help, registers: [registry] });
  const outboxBacklog = gauge('email_outbox_backlog', 'Emails waiting to be sent (pending in the outbox)');
  const outboxOldest = gauge(
    'email_outbox_oldest_unsent_age_seconds',
    'Age of the oldest email waiting to be sent (0 when none waits)',
  );
  const outboxParked = gauge('email_outbox_parked', 'Emails whose tries stopped after 48 hours of failures');
  const holdsOpen = gauge('holds_open', 'Holds on seats that are live now');
  const checkoutsOpen = gauge('checkouts_open', 'Bookings waiting for their payment');
  const databaseRead = gauge('metrics_database_read_ok', '1 when the last scrape read the database, else 0');

  return {
    registry,
    requestFinished(method, route, status, seconds) {
      const key = `${method} ${route ?? ''} ${status}`;
      let series = requestSeries.get(key);
      if (!series) {
        // A request that matched no route is one series, whatever its URL, so scanners cannot grow the label set.
        series = requests.labels(method, route ?? 'unmatched', String(status));
        requestSeries.set(key, series);
      }
      series.observe(seconds);
    },
    jobRun(name, ok, ms) {
      jobRuns.inc({ job: name });
      jobLastDuration.set({ job: name }, ms / 1000);
      if (ok) jobLastSuccess.set({ job: name }, Date.now() / 1000);
      else jobFailures.inc({ job: name });
    },
    paymentFailed: () => paymentsFailed.inc(),
    refresh(use, reading) {
      pool.set({ state: 'total' }, use.total);
      if (use.idle !== undefined) pool.set({ state: 'idle' }, use.idle);
      if (use.waiting !== undefined) pool.set({ state: 'waiting' }, use.waiting);
      if (use.max !== undefined) pool.set({ state: 'max' }, use.max);
      databaseRead.set(reading ? 1 : 0);
      if (!reading) return;
      outboxBacklog.set(reading.outboxBacklog);
      outboxOldest.set(reading.outboxOldestUnsentSeconds);
      outboxParked.set(reading.outboxParked);
      holdsOpen.set(reading.holdsOpen);
      checkoutsOpen.set(reading.checkoutsOpen);
    },
  };
}
