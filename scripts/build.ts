/**
 * Production build: the web app (Vite), pre-compressed assets, the server bundle beside its migrations, and a build
 * id hashed from what was built. Everything is written to a staging folder first and moved into place at the end,
 * with the previous builds' assets kept (scripts/build-history.ts): a server still running the old build, and the
 * tabs it served, go on finding their files. `npm start` runs the result.
 */
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build as viteBuild } from 'vite';
import { BUILD_INFO_FILE, newestSourceMtime, readBuildInfo } from './build-freshness.mjs';
import { buildsToKeep, contentHash, keepPreviousAssets, listFiles, type BuildInfo } from './build-history';
import { buildServer } from './build-server';

const root = process.cwd();
const dist = resolve(process.env.DIST_DIR ?? 'dist');
const staging = join(dist, '.staging');
const webOut = join(staging, 'web');
const serverOut = join(staging, 'server');

function precompress(dir: string) {
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) {
      precompress(full);
    } else if (/\.(js|css|svg|json|txt|xml|webmanifest)$/.test(name) && statSync(full).size > 1024) {
      const data = readFileSync(full);
      writeFileSync(`${full}.gz`, gzipSync(data, { level: 9 }));
      writeFileSync(
        `${full}.br`,
        brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
    }
  }
}

/** Puts the staged `name` folder in place of the built one; the old one is gone only once the new one is there. */
function replace(name: string) {
  const old = join(dist, `.old-${name}`);
  rmSync(old, { recursive: true, force: true });
  if (existsSync(join(dist, name))) renameSync(join(dist, name), old);
  renameSync(join(staging, name), join(dist, name));
  rmSync(old, { recursive: true, force: true });
}

async function main() {
  const started = Date.now();
  // Taken first: a source saved while the build runs makes the next `npm start` build again.
  const sourcesNewestMs = newestSourceMtime(root);
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  await viteBuild({
    configFile: join(root, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir: webOut, emptyOutDir: true },
  });
  const prerender = join(root, 'scripts/prerender.ts');
  try {
    statSync(prerender);
    const { prerenderPages } = (await import(prerender)) as {
      prerenderPages: (dir: string) => Promise<void>;
    };
    await prerenderPages(webOut);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  precompress(webOut);
  await buildServer(serverOut);

  const buildId = contentHash([webOut, serverOut]);
  writeFileSync(join(webOut, 'build-id.txt'), buildId);
  const builtAt = new Date().toISOString();
  const oldAssets = join(dist, 'web/assets');
  const builds = buildsToKeep(readBuildInfo(dist) as BuildInfo | undefined, listFiles(oldAssets), {
    buildId,
    builtAt,
    assets: listFiles(join(webOut, 'assets')),
  });
  const kept = keepPreviousAssets(oldAssets, join(webOut, 'assets'), builds);

  // The stamp goes last: an interrupted build leaves none, and the next `npm start` builds again.
  rmSync(join(dist, BUILD_INFO_FILE), { force: true });
  replace('web');
  replace('server');
  rmSync(staging, { recursive: true, force: true });
  const info: BuildInfo = { buildId, builtAt, sourcesNewestMs, builds };
  writeFileSync(join(dist, BUILD_INFO_FILE), `${JSON.stringify(info, null, 2)}\n`);
  console.log(
    `Built ${buildId} (web and server) in ${((Date.now() - started) / 1000).toFixed(1)} s; ` +
      `kept ${kept} asset file(s) of ${builds.length - 1} earlier build(s)`,
  );
}

main().then(
  // Rendering pages leaves the app's timers behind (a query cache collects unused entries after five minutes);
  // a build has nothing left to wait for once it is written.
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
