import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './tests/e2e/support/chromium';

/** A port nobody is using right now, so test runs never collide with a running site. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

// Playwright loads this file in every worker; the first load picks the port and the others inherit it.
process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'swim-e2e-'));
const port = Number(process.env.E2E_PORT);
const distDir = process.env.DIST_DIR ?? 'dist';
export const baseURL = `http://127.0.0.1:${port}`;

const chromiumLaunch = { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS };

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: process.env.DIST_DIR ? `${process.env.DIST_DIR}/test-results` : 'test-results',
  use: { baseURL, trace: 'retain-on-failure', launchOptions: chromiumLaunch },
  projects: [
    // Tests of the server process itself, not of a page: run once, not per viewport.
    { name: 'server', testMatch: /server-.*\.spec\.ts$/ },
    {
      name: 'desktop',
      testIgnore: /server-.*\.spec\.ts$/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 900 },
        launchOptions: chromiumLaunch,
      },
    },
    {
      name: 'phone',
      testIgnore: /server-.*\.spec\.ts$/,
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions: chromiumLaunch },
    },
  ],
  webServer: {
    command: `node ${distDir}/server/main.js`,
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    // A first start creates, migrates and seeds the embedded database; give a busy machine room.
    timeout: 180_000,
    env: {
      NODE_ENV: 'production',
      PORT: String(port),
      WEB_DIST_DIR: `${distDir}/web`,
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      PUBLIC_URL: baseURL,
      SEED_DEMO: 'true',
      // The browser tests pay with the test card form, also when DATABASE_URL (inherited) names a PostgreSQL.
      PAYMENT_GATEWAY: 'test',
      LOG_LEVEL: 'warn',
      // Every browser of the run shares 127.0.0.1, unlike real visitors: the per-address hold limit has its own tests.
      HOLD_TIMES_PER_ADDRESS: '100000',
      // Likewise for the public forms' per-address limit (lesson requests, contact, checklist).
      FORM_POSTS_PER_ADDRESS: '100000',
      ADMIN_USERNAME: 'owner',
      ADMIN_PASSWORD: 'correct horse battery staple',
    },
  },
});
