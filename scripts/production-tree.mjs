// The file tree the Dockerfile's runtime stage makes, made without Docker: the same paths copied into a temporary
// folder, production dependencies only, then the server started there on the embedded database and asked for
// /healthz. Catches a runtime import of a dev dependency or a file the runtime stage does not copy.
//   node scripts/production-tree.mjs            production packages hard-linked from node_modules (seconds)
//   node scripts/production-tree.mjs --install  `npm ci --omit=dev --ignore-scripts` as the image runs it (a minute)
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { reasonToBuild } from './build-freshness.mjs';

/** What the runtime stage copies from the build context (the Dockerfile's COPY without --from). */
export const RUNTIME_CONTEXT_PATHS = ['package.json', 'package-lock.json'];
/** What it copies from the build stage (COPY --from=build), relative to the build stage's working folder. */
export const RUNTIME_BUILD_PATHS = ['dist'];
/** The runtime stage's install command. */
export const RUNTIME_INSTALL = ['ci', '--omit=dev', '--ignore-scripts', '--no-audit', '--no-fund'];

const STARTUP_LIMIT_MS = 120_000;
const { fetch } = globalThis;

/** The top-level packages `npm ci --omit=dev` installs, read from the lockfile. */
export function productionPackages(lock) {
  return Object.entries(lock.packages ?? {})
    .filter(([path, entry]) => /^node_modules\/(@[^/]+\/)?[^/]+$/.test(path) && !entry.dev)
    .map(([path, entry]) => ({ name: path.slice('node_modules/'.length), optional: !!entry.optional }));
}

/** Hard links (copies across file systems) of the production packages of `from` in `to`. */
function linkProductionModules(root, to) {
  const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8'));
  for (const { name, optional } of productionPackages(lock)) {
    const source = join(root, 'node_modules', name);
    if (!existsSync(source)) {
      if (optional) continue; // another platform's binary
      throw new Error(`${name} is a production dependency but is not installed: run npm ci`);
    }
    mkdirSync(dirname(join(to, name)), { recursive: true });
    const linked = spawnSync('cp', ['-al', source, join(to, name)], { stdio: 'ignore' });
    if (linked.status !== 0) cpSync(source, join(to, name), { recursive: true, verbatimSymlinks: true });
  }
}

function freePort() {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });
}

async function healthy(url, child) {
  const deadline = Date.now() + STARTUP_LIMIT_MS;
  while (Date.now() < deadline && child.exitCode === null) {
    const status = await fetch(`${url}/healthz`).then(
      (response) => response.status,
      () => undefined,
    );
    if (status === 200) return true;
    await sleep(250);
  }
  return false;
}

async function main() {
  const started = Date.now();
  const root = process.cwd();
  const dist = resolve(process.env.DIST_DIR ?? 'dist');
  const reason = reasonToBuild(root, dist);
  if (reason) {
    console.log(`Building first: ${reason}.`);
    if (spawnSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' }).status !== 0) process.exit(1);
  }
  const tree = mkdtempSync(join(tmpdir(), 'swim-production-tree-'));
  let child;
  try {
    for (const path of RUNTIME_CONTEXT_PATHS) cpSync(join(root, path), join(tree, path));
    // The build stage builds into /app/dist; here the local build stands in for it.
    for (const path of RUNTIME_BUILD_PATHS)
      cpSync(path === 'dist' ? dist : join(root, path), join(tree, path), { recursive: true });
    if (process.argv.includes('--install')) {
      const install = spawnSync('npm', [...RUNTIME_INSTALL, '--prefer-offline'], {
        cwd: tree,
        stdio: 'inherit',
      });
      if (install.status !== 0) throw new Error('npm ci --omit=dev failed');
    } else {
      linkProductionModules(root, join(tree, 'node_modules'));
    }
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    // Only what the image sets: nothing of this shell's environment (a DATABASE_URL, a .env) reaches the server.
    child = spawn(process.execPath, ['--enable-source-maps', 'dist/server/main.js'], {
      cwd: tree,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        PUBLIC_URL: url,
        DATA_DIR: join(tree, 'data'),
        LOG_LEVEL: 'warn',
        // Demo data would add seconds and no code path: the seeding is in the same bundle either way.
        SEED_DEMO: 'false',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const exited = new Promise((done) => child.once('exit', (code) => done(code)));
    const ok = (await healthy(url, child)) && (await fetch(url)).status === 200;
    child.kill('SIGTERM');
    const code = await exited;
    if (!ok || code !== 0) {
      console.error(output);
      throw new Error(
        ok ? `the server exited with ${code} on SIGTERM` : 'the server did not answer /healthz',
      );
    }
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(`Production tree: /healthz answered 200 with production dependencies only (${seconds} s)`);
  } finally {
    if (child && child.exitCode === null) child.kill('SIGKILL');
    rmSync(tree, { recursive: true, force: true });
  }
}

// Run as a command; imported (the Dockerfile test reads the paths above), it does nothing.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((err) => {
    console.error(`Production tree check failed: ${err.message}`);
    process.exit(1);
  });
}
