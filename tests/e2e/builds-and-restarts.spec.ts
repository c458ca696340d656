import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { BUILD_INPUTS } from '../../scripts/build-freshness.mjs';
import { markOfferSeen } from './marketing-visitor';
import { expect, test, type Page } from './support/test';

/**
 * An open tab across `npm start` restarts: on the same build it sees nothing happen; after a build from changed
 * sources it is told a new version is there, and the pages it has not opened yet still load (their code comes
 * from the previous build's files, which the new build keeps). This test's own server runs a copy of the suite's
 * build, so restarting and rebuilding it touches nothing the other tests use.
 */

const repo = process.cwd();
/** How often an open tab asks for the build id (VERSION_POLL_MS in the web's version banner). */
const VERSION_POLL_MS = 10 * 60_000;
const suiteDist = resolve(process.env.DIST_DIR ?? 'dist');

async function freePort(): Promise<number> {
  return new Promise((done) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => done(typeof a === 'object' && a ? a.port : 0));
    });
  });
}

interface Running {
  child: ChildProcess;
  output: () => string;
}

/** `npm start` as a person runs it (scripts/start.mjs in `cwd`), on this test's build folder and database. */
async function npmStart(cwd: string, dist: string, dataDir: string, port: number): Promise<Running> {
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd,
    env: {
      ...process.env,
      // The embedded database, also where DATABASE_URL (inherited) names a PostgreSQL.
      DATABASE_URL: '',
      DIST_DIR: dist,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  await expect
    .poll(async () => (await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => undefined))?.status, {
      timeout: 120_000,
    })
    .toBe(200);
  return { child, output: () => output };
}

async function stop({ child }: Running) {
  const exited = new Promise((done) => child.once('exit', done));
  child.kill('SIGTERM');
  await exited;
}

/** A copy of the build's inputs with one change that alters the built code, and the repository's packages. */
function changedSources(): string {
  const copy = mkdtempSync(join(tmpdir(), 'swim-changed-sources-'));
  for (const input of [...BUILD_INPUTS, 'scripts/start.mjs'])
    cpSync(join(repo, input), join(copy, input), { recursive: true });
  symlinkSync(realpathSync(join(repo, 'node_modules')), join(copy, 'node_modules'), 'dir');
  const main = join(copy, 'src/web/main.tsx');
  writeFileSync(
    main,
    `${readFileSync(main, 'utf8')}\ndocument.documentElement.dataset.sourcesChanged = '';\n`,
  );
  return copy;
}

async function build(cwd: string, dist: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], {
    cwd,
    env: { ...process.env, DIST_DIR: dist },
    stdio: 'inherit',
  });
  expect(await new Promise((done) => child.once('exit', done))).toBe(0);
}

/** Lets the tab's clock reach its next version check and waits for the answer. */
async function nextVersionCheck(page: Page) {
  const answered = page.waitForResponse('**/__version');
  await page.clock.runFor(VERSION_POLL_MS);
  expect((await answered).status()).toBe(200);
}

test.setTimeout(300_000);

test('an open tab goes on working across restarts and sees a new version only after a real rebuild', async ({
  page,
}) => {
  const work = mkdtempSync(join(tmpdir(), 'swim-restarts-'));
  const dist = join(work, 'dist');
  const dataDir = join(work, 'data');
  cpSync(suiteDist, dist, { recursive: true });
  // The copied server bundle finds its packages and its "type": "module" from here.
  symlinkSync(realpathSync(join(repo, 'node_modules')), join(work, 'node_modules'), 'dir');
  cpSync(join(repo, 'package.json'), join(work, 'package.json'));
  const port = await freePort();
  const servers: Running[] = [];
  let sources: string | undefined;
  try {
    servers.push(await npmStart(repo, dist, dataDir, port));
    const crash = page.getByRole('heading', { name: 'Something went wrong...' });
    const banner = page.getByText('New version available');
    const missingFiles: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/assets/') && response.status() >= 400) missingFiles.push(response.url());
    });
    // Ten minutes of the tab's clock pass at each check: the checklist offer would open over the page by then.
    await markOfferSeen(page);
    await page.clock.install();
    await page.goto(`http://127.0.0.1:${port}/`);
    await expect(page.locator('main h1').first()).toBeVisible();

    // Restart on the same sources: no build, the same id, every file still there.
    await stop(servers.pop()!);
    const restarted = await npmStart(repo, dist, dataDir, port);
    servers.push(restarted);
    expect(restarted.output()).toContain('The build is current');
    await nextVersionCheck(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Booking' }).click();
    await expect(page).toHaveURL(/\/booking$/);
    await expect(page.locator('main h1').first()).toBeVisible();
    await expect(crash).toHaveCount(0);
    await expect(banner).toHaveCount(0);

    // A build from changed sources while the server runs, then a restart: a new id, and the banner says so.
    const firstBuild = JSON.parse(readFileSync(join(dist, 'build-info.json'), 'utf8')) as { buildId: string };
    sources = changedSources();
    await build(sources, dist);
    const info = JSON.parse(readFileSync(join(dist, 'build-info.json'), 'utf8')) as {
      buildId: string;
      builds: { buildId: string }[];
    };
    expect(info.buildId).not.toBe(firstBuild.buildId);
    expect(info.builds.map((b) => b.buildId).slice(0, 2)).toEqual([info.buildId, firstBuild.buildId]);
    await stop(servers.pop()!);
    servers.push(await npmStart(sources, dist, dataDir, port));
    await nextVersionCheck(page);
    await expect(banner).toBeVisible();

    // The old tab opens a page it has not loaded yet: its code is the previous build's, kept by the new one.
    // Through the footer: the banner sits over the top of the page.
    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click({ timeout: 20_000 });
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.locator('main h1').first()).toBeVisible();
    await expect(crash).toHaveCount(0);
    expect(missingFiles).toEqual([]);
  } finally {
    for (const server of servers) await stop(server);
    rmSync(work, { recursive: true, force: true });
    if (sources) rmSync(sources, { recursive: true, force: true });
  }
});
