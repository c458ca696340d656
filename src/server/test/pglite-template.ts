/**
 * Starting an empty embedded database (PGlite's initdb in WebAssembly) takes seconds; loading a dump of one takes a
 * fraction of that. The server suite's global setup migrates one database and dumps it, and every test file starts
 * from a copy: the same fresh, migrated database, sooner.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'swim-pglite-template-'));
  const file = join(dir, 'migrated.tar');
  const handle = await openDatabase({});
  await handle.migrate();
  // The handle's client is PGlite; its dump is a tarball of the data directory.
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  // Every start sets up its shared buffers, 128 MB by default: a fifth of the start's CPU, for databases of a few
  // hundred kilobytes. Written into the data directory's configuration, so every copy starts with 16 MB.
  await client.exec(`ALTER SYSTEM SET shared_buffers = '16MB'`);
  writeFileSync(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  await handle.close();
  project.provide('pgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}

/** The migrated dump, when the global setup made one (the server project); undefined elsewhere. */
export function readTemplate(file: string | undefined): Blob | undefined {
  return file ? new Blob([readFileSync(file)]) : undefined;
}
