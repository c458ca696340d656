/**
 * Production build: the web app (Vite), pre-compressed assets, a build id, and the server bundle
 * beside its migrations. `npm start` runs the result.
 */
import { execSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build as viteBuild } from 'vite';
import { buildServer } from './build-server';

const root = process.cwd();
const dist = resolve(process.env.DIST_DIR ?? 'dist');
const webOut = join(dist, 'web');
const serverOut = join(dist, 'server');

function buildId(): string {
  let commit = 'local';
  try {
    commit = execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    // Not a git checkout: the timestamp alone identifies the build.
  }
  return `${commit}-${Date.now().toString(36)}`;
}

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

async function main() {
  const started = Date.now();
  await viteBuild({ configFile: join(root, 'vite.config.ts'), logLevel: 'warn' });
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
  writeFileSync(join(webOut, 'build-id.txt'), buildId());

  await buildServer(serverOut);
  console.log(`Built web and server in ${((Date.now() - started) / 1000).toFixed(1)} s`);
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
