/**
 * Real server processes for fault tests: the server bundle built by the suite's global setup, on a PostgreSQL
 * database of its own that the test process also writes to, exactly as in production with several servers behind
 * a load balancer.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { serverMain } from './server-main';
import { createScratchPostgres, type ScratchPostgres } from './test-database';

const root = fileURLToPath(new URL('../../../', import.meta.url));

/** A fresh, migrated database on the PostgreSQL named by DATABASE_URL, shared by the test and its servers. */
export type SharedDatabase = ScratchPostgres;

export const createSharedDatabase = (prefix = 'processes'): Promise<SharedDatabase> =>
  createScratchPostgres(prefix);

export interface ServerProcess {
  port: number;
  child: ChildProcess;
  output: () => string;
  /** SIGKILL: no graceful shutdown, as when a machine dies. */
  kill(): Promise<void>;
  stop(): Promise<void>;
}

export async function startServerProcess(env: {
  databaseUrl: string;
  port: number;
  /** Where the server sends email; without it messages are stored only. */
  smtpUrl?: string;
  extra?: Record<string, string>;
}): Promise<ServerProcess> {
  let output = '';
  const child = spawn(process.execPath, [serverMain()], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(env.port),
      DATABASE_URL: env.databaseUrl,
      // PostgreSQL means production unless told otherwise: these servers run the test gateway on purpose.
      PAYMENT_GATEWAY: 'test',
      SEED_DEMO: 'false',
      ...(env.smtpUrl ? { SMTP_URL: env.smtpUrl } : {}),
      OWNER_EMAIL: 'owner@example.com',
      PUBLIC_URL: `http://127.0.0.1:${env.port}`,
      WEB_DIST_DIR: '/nonexistent-web-build',
      ...env.extra,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited during start-up:\n${output}`);
    try {
      const res = await fetch(`http://127.0.0.1:${env.port}/healthz`);
      if (res.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`server did not start in 60 s:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    port: env.port,
    child,
    output: () => output,
    async kill() {
      if (child.exitCode === null) child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Server processes on one fresh database, for races across copies as behind a load balancer. */
export async function startServersOnSharedDatabase(
  prefix: string,
  ports: readonly number[],
  extra: Record<string, string> = {},
): Promise<{ shared: SharedDatabase; servers: ServerProcess[]; close(): Promise<void> }> {
  const shared = await createSharedDatabase(prefix);
  const servers: ServerProcess[] = [];
  for (const port of ports) servers.push(await startServerProcess({ databaseUrl: shared.url, port, extra }));
  return {
    shared,
    servers,
    async close() {
      for (const s of servers) await s.stop();
      await shared.drop();
    },
  };
}
