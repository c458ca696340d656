/**
 * Real server processes for fault tests: the server bundle built by the suite's global setup, on a PostgreSQL
 * database of its own that the test process also writes to, exactly as in production with several servers behind
 * a load balancer. Each server listens on a port the OS hands out, never on one picked by hand, so test files
 * running side by side cannot collide.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port';
import { serverMain } from './server-main';
import { createScratchPostgres, type ScratchPostgres } from './test-database';

const root = fileURLToPath(new URL('../../../', import.meta.url));

/** A fresh, migrated database on the PostgreSQL named by DATABASE_URL, shared by the test and its servers. */
export type SharedDatabase = ScratchPostgres;

export const createSharedDatabase = (prefix = 'processes', options: { migrate?: boolean } = {}) =>
  createScratchPostgres(prefix, options);

export interface ServerProcess {
  port: number;
  /** `http://127.0.0.1:<port>`: the server's address, and the origin its same-site checks expect. */
  origin: string;
  child: ChildProcess;
  output: () => string;
  /** SIGKILL: no graceful shutdown, as when a machine dies. */
  kill(): Promise<void>;
  stop(): Promise<void>;
}

export interface ServerProcessOptions {
  databaseUrl: string;
  /** Where the server sends email; without it messages are stored only. */
  smtpUrl?: string;
  extra?: Record<string, string>;
}

// A test worker that dies mid-test must not leave servers running on the shared PostgreSQL.
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

class PortTaken extends Error {}

/** Starts a server on a free port and waits until it answers `/healthz`. */
export async function startServerProcess(options: ServerProcessOptions): Promise<ServerProcess> {
  // Another program may take the free port between the probe and the server's listen: then try another one.
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOn(await freePort(), options);
    } catch (err) {
      if (!(err instanceof PortTaken) || attempt === 3) throw err;
    }
  }
}

async function startOn(port: number, env: ServerProcessOptions): Promise<ServerProcess> {
  let output = '';
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [serverMain()], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: env.databaseUrl,
      // PostgreSQL means production unless told otherwise: these servers run the test gateway on purpose.
      PAYMENT_GATEWAY: 'test',
      SEED_DEMO: 'false',
      ...(env.smtpUrl ? { SMTP_URL: env.smtpUrl } : {}),
      OWNER_EMAIL: 'owner@example.com',
      PUBLIC_URL: origin,
      WEB_DIST_DIR: '/nonexistent-web-build',
      ...env.extra,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const alive = () => child.exitCode === null && child.signalCode === null;
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      running.delete(child);
      resolve();
    }),
  );
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (!alive()) {
      if (output.includes('EADDRINUSE')) throw new PortTaken(`port ${port} was taken`);
      throw new Error(`server exited during start-up:\n${output}`);
    }
    try {
      const res = await fetch(`${origin}/healthz`);
      if (res.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not start in 60 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    port,
    origin,
    child,
    output: () => output,
    async kill() {
      if (alive()) child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (alive()) child.kill('SIGTERM');
      await exited;
    },
  };
}
