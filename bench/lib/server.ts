/** Starting the built server and a throwaway PostgreSQL for benchmarks. */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';

export const DIST = resolve(process.env.DIST_DIR ?? 'dist');

export async function freePort(): Promise<number> {
  return new Promise((res, rej) => {
    const s = createServer();
    s.once('error', rej);
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => res(typeof a === 'object' && a ? a.port : 0));
    });
  });
}

export interface RunningServer {
  url: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/** Waits until GET {url}/healthz answers 200; returns the milliseconds it took. */
export async function waitForHealthy(
  url: string,
  since = performance.now(),
  timeoutMs = 60_000,
): Promise<number> {
  for (;;) {
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) return performance.now() - since;
    } catch {
      // not listening yet
    }
    if (performance.now() - since > timeoutMs) throw new Error(`server at ${url} did not become healthy`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

export async function startServer(
  env: Record<string, string>,
  dist = DIST,
): Promise<RunningServer & { startupMs: number }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, [join(dist, 'server/main.js')], {
    env: {
      ...process.env,
      // The embedded database unless the run names a PostgreSQL; either way the test gateway, on purpose.
      DATABASE_URL: '',
      PAYMENT_GATEWAY: 'test',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      PUBLIC_URL: url,
      WEB_DIST_DIR: join(dist, 'web'),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const startupMs = await waitForHealthy(url, started);
  return {
    url,
    process: child,
    startupMs,
    stop: () =>
      new Promise<void>((res) => {
        child.once('exit', () => res());
        child.kill('SIGTERM');
      }),
  };
}

export function tempDataDir(): string {
  return mkdtempSync(join(tmpdir(), 'swim-bench-'));
}

/** A PostgreSQL for the run: DATABASE_URL if given, else a throwaway cluster started here. */
export async function benchPostgres(): Promise<{ url: string; stop(): Promise<void> }> {
  let adminUrl = process.env.DATABASE_URL;
  let stopCluster = () => {};
  if (!adminUrl) {
    const dir = mkdtempSync(join(tmpdir(), 'swim-bench-pg-'));
    const port = String(await freePort());
    adminUrl = execFileSync('scripts/throwaway-postgres.sh', ['start', dir, port])
      .toString()
      .trim()
      .split('\n')
      .pop()!; // the script prints the URL last
    stopCluster = () => execFileSync('scripts/throwaway-postgres.sh', ['stop', dir]);
  }
  const name = `bench_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async stop() {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
      stopCluster();
    },
  };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2; // non-empty: callers pass samples
}
