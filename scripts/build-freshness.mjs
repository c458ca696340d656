// Whether the build in dist/ was made from the sources as they are now. `npm start` asks this before building, and
// scripts/build.ts records what it saw, so a restart on unchanged sources starts at once on the same build.
import { existsSync, lstatSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What the build reads: a change to any file or folder here (a folder changes when a file is added or removed).
 * Of scripts/, only the build's own files: editing a test runner does not make a new build.
 */
export const BUILD_INPUTS = [
  'src',
  'scripts/build.ts',
  'scripts/build-server.ts',
  'scripts/build-history.ts',
  'scripts/page-weight.ts',
  'scripts/start-after-paint.ts',
  'scripts/build-freshness.mjs',
  'scripts/prerender.ts',
  'scripts/prerender-entry.tsx',
  'package.json',
  'package-lock.json',
  'vite.config.ts',
  'tsconfig.json',
];

/** The build's stamp, beside web/ and server/ in the build folder; written last, so a broken build has none. */
export const BUILD_INFO_FILE = 'build-info.json';

function newestUnder(path) {
  let stat;
  try {
    stat = lstatSync(path);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of readdirSync(path)) newest = Math.max(newest, newestUnder(join(path, name)));
  return newest;
}

/** The newest modification time (ms) among the build's inputs under `root`. */
export function newestSourceMtime(root) {
  return Math.max(0, ...BUILD_INPUTS.map((input) => newestUnder(join(root, input))));
}

/** The stamp the last complete build wrote in `distDir`, or undefined. */
export function readBuildInfo(distDir) {
  try {
    return JSON.parse(readFileSync(join(distDir, BUILD_INFO_FILE), 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * Why `distDir` needs a new build from the sources under `root`, or undefined when it is current: the web app and
 * the server are both there, and no input changed after the newest change the build saw when it started.
 */
export function reasonToBuild(root, distDir) {
  const info = readBuildInfo(distDir);
  if (!info || typeof info.sourcesNewestMs !== 'number') return 'no complete build yet';
  if (!existsSync(join(distDir, 'web/index.html')) || !existsSync(join(distDir, 'server/main.js')))
    return 'the build is incomplete';
  if (newestSourceMtime(root) > info.sourcesNewestMs) return 'sources changed since the last build';
  return undefined;
}
