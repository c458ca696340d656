/**
 * A server process started through tsx spends seconds compiling TypeScript before it does anything. The server
 * suites' global setup bundles the server once, as `npm run build` does, and every test that starts a server
 * process runs that bundle with plain node.
 */
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { buildServer } from '../../../scripts/build-server';

declare module 'vitest' {
  export interface ProvidedContext {
    serverBundle: string;
  }
}

const root = fileURLToPath(new URL('../../../', import.meta.url));

interface SharedBundle {
  dir: Promise<string>;
  users: number;
}
// Global setups of both server projects run in one process, each with its own copy of this module:
// the bundle is built once and removed when the last project is done with it.
const store = globalThis as { swimServerBundle?: SharedBundle };

async function build(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'swim-server-bundle-'));
  // The bundle leaves packages with native or WebAssembly parts outside; it resolves them from here.
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
  await buildServer(dir, { admin: false, sourcemap: false });
  return dir;
}

export default async function setup(project: TestProject) {
  const shared = (store.swimServerBundle ??= { dir: build(), users: 0 });
  shared.users += 1;
  project.provide('serverBundle', await shared.dir);
  return async () => {
    shared.users -= 1;
    if (shared.users > 0) return;
    delete store.swimServerBundle;
    rmSync(await shared.dir, { recursive: true, force: true });
  };
}
