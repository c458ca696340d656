/**
 * The server bundle beside its migrations: what `npm run build` ships and what the tests' server processes run,
 * so both start the same code the same way.
 */
import { cpSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build as esbuild } from 'esbuild';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));

export interface ServerBuildOptions {
  /** The `npm run admin`, `backup`, `restore` and `migrate` commands beside the server (default true). */
  admin?: boolean;
  /** Source maps for `node --enable-source-maps` (default true). */
  sourcemap?: boolean;
}

/** Bundles `src/server/main.ts` (and the owner's commands) into `outDir`, with `migrations/` beside them. */
export async function buildServer(
  outDir: string,
  { admin = true, sourcemap = true }: ServerBuildOptions = {},
): Promise<void> {
  await esbuild({
    absWorkingDir: root,
    entryPoints: {
      main: 'src/server/main.ts',
      ...(admin
        ? {
            admin: 'src/server/cli/admin.ts',
            backup: 'src/server/cli/backup.ts',
            restore: 'src/server/cli/restore.ts',
            migrate: 'src/server/cli/migrate.ts',
          }
        : {}),
    },
    outdir: outDir,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    // Pure-JS dependencies are bundled: one file parses faster than hundreds of modules resolved at start-up.
    // Kept outside: packages that load native binaries, WebAssembly or worker files relative to themselves.
    external: [
      '@electric-sql/pglite',
      '@node-rs/argon2',
      'pg',
      'pg-native',
      'pino',
      'thread-stream',
      'lighthouse',
    ],
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    sourcemap,
    logLevel: 'warning',
  });
  // The bundle finds its migrations beside itself (src/server/db/client.ts).
  cpSync(join(root, 'src/server/db/migrations'), join(outDir, 'migrations'), { recursive: true });
}
