import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, test } from 'vitest';
import { serverMain } from '../test/server-main';
import { LOCK_FILE } from './data-dir-lock';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'swim-data-dir-'));
const lockPath = join(dataDir, LOCK_FILE);
const started: ChildProcess[] = [];

interface Server {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** The bundled server on the embedded database in `dataDir`, on a port of its choosing. */
function startServer(): Server {
  let output = '';
  const child = spawn(process.execPath, [serverMain()], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      PUBLIC_URL: 'http://127.0.0.1',
      WEB_DIST_DIR: '/nonexistent-web-build',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/** 'serving' once the server listens, or the exit code it stopped with. */
async function outcome(server: Server): Promise<'serving' | number | null> {
  const deadline = Date.now() + 60_000;
  while (!server.output().includes('Serving ')) {
    if (server.child.exitCode !== null) return server.child.exitCode;
    if (Date.now() > deadline) throw new Error(`the server did not start in 60 s:\n${server.output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return 'serving';
}

afterAll(() => {
  for (const child of started) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('one process per embedded data directory', () => {
  test('a second server on the same DATA_DIR stops with a message naming the first; a killed first one does not block the next start', async () => {
    const first = startServer();
    expect(await outcome(first)).toBe('serving');

    const second = startServer();
    expect(await outcome(second)).toBe(1);
    expect(second.output()).toContain(
      `The data directory ${dataDir} is in use by another server process (pid ${first.child.pid} on `,
    );
    expect(second.output()).toContain('give this one its own DATA_DIR');
    expect(second.output()).not.toMatch(/^\s+at /m); // a message, not a stack trace
    expect(first.child.exitCode).toBeNull();
    expect(JSON.parse(readFileSync(lockPath, 'utf8'))).toMatchObject({ pid: first.child.pid });

    // Killed without a chance to clean up: the lock stays, naming a process that is gone.
    first.child.kill('SIGKILL');
    await first.exited;
    expect(existsSync(lockPath)).toBe(true);

    const third = startServer();
    expect(await outcome(third)).toBe('serving');
    expect(JSON.parse(readFileSync(lockPath, 'utf8'))).toMatchObject({ pid: third.child.pid });
    third.child.kill('SIGTERM');
    expect(await third.exited).toBe(0);
    expect(existsSync(lockPath)).toBe(false);
  }, 120_000);
});
