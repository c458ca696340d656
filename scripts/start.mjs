// `npm start`: builds only when the build is missing or older than its sources (scripts/build-freshness.mjs), then
// runs the server in this process. Restarting on unchanged sources keeps the build, its id and its files, so open
// tabs go on working and see no "New version available".
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { reasonToBuild } from './build-freshness.mjs';

const root = process.cwd();
const dist = resolve(process.env.DIST_DIR ?? 'dist');

const reason = reasonToBuild(root, dist);
if (reason) {
  console.log(`Building: ${reason}.`);
  const build = spawnSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
} else {
  console.log('The build is current: starting it without rebuilding (npm run build forces a new one).');
}

process.env.NODE_ENV = 'production';
process.env.WEB_DIST_DIR ??= resolve(dist, 'web');
process.setSourceMapsEnabled(true);
await import(pathToFileURL(resolve(dist, 'server/main.js')).href);
