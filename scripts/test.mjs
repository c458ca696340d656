// `npm test`: every check, in the order that costs least. Types, lint and build run side by side (nothing orders
// them); then the unit and API suites; then the browser tests against the build. Both runners write per-test
// durations as JSON under test-report/, and the run ends with the time of each phase and the slowest tests, which
// is how the next slowdown is found.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { failedTests, slowestTests, tally } from './test-report.mjs';

const REPORT_DIR = 'test-report';
const VITEST_JSON = join(REPORT_DIR, 'vitest.json');
const PLAYWRIGHT_JSON = join(REPORT_DIR, 'playwright.json');
const CHROMIUM = '/usr/bin/chromium';
const SLOWEST = 15;

const phases = [];
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** Runs a command; with `quiet`, its output is kept and printed in one piece when it ends, so parallel runs never interleave. */
function run(name, command, args, { quiet = false, env = {} } = {}) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
    });
    let output = '';
    if (quiet) {
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
    }
    child.on('close', (code) => {
      const ms = Date.now() - started;
      const ok = code === 0;
      phases.push({ name, ms, ok });
      if (quiet) process.stdout.write(`\n── ${name} (${seconds(ms)}, ${ok ? 'ok' : 'FAILED'})\n${output}`);
      resolve(ok);
    });
  });
}

/**
 * The browser tests drive Debian's Chromium. As root we install it (as CI and a fresh machine are); otherwise
 * we stop at once with the one command that fixes it, instead of failing a hundred browser tests later.
 */
function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  const command = 'apt-get update && apt-get install -y --no-install-recommends chromium';
  if (process.getuid?.() !== 0) {
    console.error(
      `The browser tests need Debian's Chromium at ${CHROMIUM}. Install it with:\n  sudo ${command}`,
    );
    process.exit(1);
  }
  console.log(`Installing Chromium for the browser tests: ${command}`);
  const started = Date.now();
  const apt = (args) =>
    spawnSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  const ok =
    apt(['update', '-qq']).status === 0 &&
    apt(['install', '-y', '-qq', '--no-install-recommends', 'chromium']).status === 0;
  phases.push({ name: 'install Chromium', ms: Date.now() - started, ok });
  if (!ok || !existsSync(CHROMIUM)) {
    console.error(`Installing Chromium failed. Run: ${command}`);
    process.exit(1);
  }
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

function summary() {
  const vitest = readJson(VITEST_JSON);
  const playwright = readJson(PLAYWRIGHT_JSON);
  console.log('\n── Time per phase');
  for (const phase of phases)
    console.log(`  ${phase.name.padEnd(22)} ${seconds(phase.ms).padStart(9)}  ${phase.ok ? 'ok' : 'FAILED'}`);
  console.log(`  ${'total'.padEnd(22)} ${seconds(Date.now() - startedAt).padStart(9)}`);
  const slow = slowestTests(vitest, playwright, SLOWEST);
  if (slow.length) {
    console.log(`\n── The ${slow.length} slowest tests (per-test durations in ${REPORT_DIR}/)`);
    for (const t of slow) console.log(`  ${seconds(t.ms).padStart(8)}  ${t.runner.padEnd(10)} ${t.name}`);
  }
  // Last, so that the end of the output, the part a CI page shows, names what failed.
  const failed = failedTests(vitest, playwright);
  if (failed.length) {
    console.log(`\n── Failed`);
    for (const t of failed) {
      console.log(`  ${t.runner.padEnd(10)} ${t.name}`);
      if (t.message) console.log(t.message.replace(/^/gm, '      '));
    }
  }
  const counts = tally(vitest, playwright);
  console.log(`\nTests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
}

const startedAt = Date.now();
rmSync(REPORT_DIR, { recursive: true, force: true });
mkdirSync(REPORT_DIR, { recursive: true });
ensureChromium();

const npx = (name, args, options) => run(name, 'npx', args, options);
const staticChecks = await Promise.all([
  npx('typecheck', ['tsc', '-p', '.'], { quiet: true }),
  npx('lint', ['eslint', '.'], { quiet: true }),
  npx('format', ['prettier', '--check', '--log-level', 'warn', '.'], { quiet: true }),
  run('build', 'npm', ['run', '--silent', 'build'], { quiet: true }),
]);
let ok = staticChecks.every(Boolean);
if (ok) {
  console.log('\n── unit and API tests (Vitest)');
  ok = await npx('vitest', [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${VITEST_JSON}`,
  ]);
  console.log('\n── browser tests (Playwright)');
  const e2e = await run('playwright', 'node', ['scripts/e2e.mjs'], {
    env: { PLAYWRIGHT_JSON_OUTPUT_FILE: PLAYWRIGHT_JSON },
  });
  ok = ok && e2e;
}
summary();
process.exit(ok ? 0 : 1);
