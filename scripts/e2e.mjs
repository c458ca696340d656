// Runs the browser tests in Debian's Chromium. Without Chromium they cannot run: under CI that is a failure.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

if (!existsSync('/usr/bin/chromium')) {
  const message =
    'Chromium is missing at /usr/bin/chromium (apt-get install -y chromium): the browser tests cannot run.';
  if (process.env.CI) {
    console.error(message);
    process.exit(1);
  }
  console.warn(`${message} Skipping them outside CI.`);
  process.exit(0);
}
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(result.status ?? 1);
