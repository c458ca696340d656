/**
 * The embedded database's backups are PGlite's own `dumpDataDir()`: a gzip tarball of the whole data directory, taken
 * while no query or transaction runs, so it holds every committed transaction and no half of one. Restoring unpacks
 * it into an empty data directory through PGlite's `loadDataDir`, which the next start opens as usual.
 */
import { createWriteStream, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { PGlite } from '@electric-sql/pglite';
import { lockDataDir } from '../../db/data-dir-lock';
import { RestoreRefusedError } from './errors';

/** Writes a consistent tarball of the open database to `path`. */
export async function dumpEmbedded(client: PGlite, path: string): Promise<void> {
  // Flushed to the data files first, so the copy opens without replaying the write-ahead log.
  await client.exec('CHECKPOINT');
  // Waits for a transaction in progress to end; the dump itself then holds every query back until it is taken.
  const tarball = await client._runExclusiveTransaction(() => client.dumpDataDir('gzip'));
  await pipeline(Readable.fromWeb(tarball.stream() as WebReadableStream), createWriteStream(path));
}

/** The database files inside DATA_DIR (the same folder db/client.ts opens). */
const pgliteFolder = (dataDir: string) => join(dataDir, 'pglite');

function entriesOf(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
}

/** Unpacks `file` into DATA_DIR, which must be empty or missing: a restore never overwrites a database. */
export async function restoreEmbedded(file: string, dataDir: string): Promise<void> {
  const found = entriesOf(dataDir);
  if (found.length > 0)
    throw new RestoreRefusedError(
      `DATA_DIR ${dataDir} is not empty (${found.slice(0, 3).join(', ')}${found.length > 3 ? ', ...' : ''}).\n` +
        'A restore goes into an empty or missing data directory, so it never overwrites a database. Stop the ' +
        'server, move the directory aside (mv data data.before-restore), then restore again; or set DATA_DIR to a new ' +
        'directory.',
    );
  mkdirSync(dataDir, { recursive: true });
  // Held while unpacking, so a server starting meanwhile waits its turn instead of opening half a database.
  const unlock = lockDataDir(dataDir);
  try {
    const client = await PGlite.create(pgliteFolder(dataDir), {
      loadDataDir: new Blob([readFileSync(file)]),
    });
    await client.close();
  } catch (err) {
    // The directory was empty: what a failed unpack left is all ours, and gone it lets the next attempt in.
    rmSync(pgliteFolder(dataDir), { recursive: true, force: true });
    throw err;
  } finally {
    unlock();
  }
}
