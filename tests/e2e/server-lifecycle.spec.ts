import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './support/test';

const dist = process.env.DIST_DIR ?? 'dist';

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => resolve(typeof a === 'object' && a ? a.port : 0));
    });
  });
}

test.setTimeout(180_000);

test('the server starts on a new embedded database, serves seeded slots, and stops cleanly on SIGTERM', async () => {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [join(dist, 'server/main.js')], {
    env: {
      ...process.env,
      // The embedded database, as the test says, even where DATABASE_URL names a PostgreSQL (CI).
      DATABASE_URL: '',
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'swim-life-')),
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: join(dist, 'web'),
    },
    stdio: 'ignore',
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  try {
    await expect
      .poll(async () => (await fetch(`${url}/healthz`).catch(() => undefined))?.status, { timeout: 90_000 })
      .toBe(200);
    const start = new Date().toISOString();
    const end = new Date(Date.now() + 30 * 86_400_000).toISOString();
    const slots = await (await fetch(`${url}/api/calendar/time-slots?start=${start}&end=${end}`)).json();
    expect(slots.timeSlots.length).toBeGreaterThan(50);
    expect(slots.instructors).toHaveLength(4);
    expect(slots.venues).toHaveLength(4);
  } finally {
    child.kill('SIGTERM');
  }
  expect(await exited).toBe(0);
});
