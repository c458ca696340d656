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
// The run's mail catcher: the site delivers to its SMTP port, tests read through its HTTP port (support/mail.ts).
process.env.E2E_SMTP_PORT ??= String(await freePort());
process.env.E2E_MAIL_PORT ??= String(await freePort());
const port = Number(process.env.E2E_PORT);
const distDir = process.env.DIST_DIR ?? 'dist';
export const baseURL = `http://127.0.0.1:${port}`;

const chromiumLaunch = { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS };
/** Specs that move the server's clock (support/clock.ts). */
const CLOCK_SPECS = /hold-expiry\.spec\.ts$/;
/** Walks of pages made for the phone that run at 390 px only (any part at 1280 px opens its own window). */
const PHONE_ONLY_SPECS = /\.phone\.spec\.ts$/;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Per-test durations as JSON too: `npm test` prints the slowest from it.
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ?? 'test-report/playwright.json' }],
  ],
  outputDir: process.env.DIST_DIR ? `${process.env.DIST_DIR}/test-results` : 'test-results',
  // Recording a trace costs a quarter of a walk's CPU; a failure keeps a screenshot and the error's context instead.
  use: { baseURL, trace: 'off', screenshot: 'only-on-failure', launchOptions: chromiumLaunch },
  projects: [
    // Tests of the server process itself, not of a page: run once, not per viewport.
    { name: 'server', testMatch: /server-.*\.spec\.ts$/ },
    {
      name: 'desktop',
      testIgnore: [/server-.*\.spec\.ts$/, CLOCK_SPECS, /phone-layout\.spec\.ts$/, PHONE_ONLY_SPECS],
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 900 },
        launchOptions: chromiumLaunch,
      },
    },
    // At 390 px: every page, dialog and wizard state (phone-layout.spec.ts), and the walks tagged @phone, where the
    // phone is the screen people really use or the layout changes behaviour (tests/e2e/README.md).
    {
      name: 'phone',
      testIgnore: [/server-.*\.spec\.ts$/, CLOCK_SPECS],
      grep: /@phone/,
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions: chromiumLaunch },
    },
    // Moving the server's clock ends every hold on it, so these run alone, after everything else.
    {
      name: 'clock',
      testMatch: CLOCK_SPECS,
      dependencies: ['desktop', 'phone'],
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 900 },
        launchOptions: chromiumLaunch,
      },
    },
  ],
  webServer: [
    {
      command: 'node --import tsx tests/e2e/support/mail-catcher.ts',
      url: `http://127.0.0.1:${process.env.E2E_MAIL_PORT}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { E2E_SMTP_PORT: process.env.E2E_SMTP_PORT, E2E_MAIL_PORT: process.env.E2E_MAIL_PORT },
    },
    {
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
        // And for the per-minute limit of each public write route (the wizard asks for the price on every change).
        ROUTE_CALLS_PER_ADDRESS: '100000',
        // A run's throwaway database needs no backups, and a long run must not write them into the working tree.
        BACKUP_SCHEDULE: 'off',
        // Every message goes to the run's mail catcher, where the specs read it.
        SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
        OWNER_EMAIL: 'owner@example.com',
        ADMIN_USERNAME: 'owner',
        ADMIN_PASSWORD: 'correct horse battery staple',
        // The hold-expiry tests move the clock instead of waiting out 15 minutes (the test gateway allows it).
        // E2E_TEST_CLOCK=false starts the server without it, to see those tests fail at once and say why.
        TEST_CLOCK: process.env.E2E_TEST_CLOCK ?? 'true',
      },
    },
  ],
});
