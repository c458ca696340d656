/**
 * The backups folder: one file per backup, named for the database it holds and the moment it was taken, so names sort
 * oldest to newest. A backup is written under a temporary name and renamed when complete: a half-written file (a
 * crash, a full disk) is never listed, restored or counted as one of the kept backups.
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { BackupFile } from '@core/api/backups';

export type BackupKind = 'embedded' | 'postgres';

const EXTENSION: Record<BackupKind, string> = { embedded: 'tar.gz', postgres: 'dump' };
const NAME = /^(embedded|postgres)-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z\.(tar\.gz|dump)$/;

/** embedded-2026-11-27T03-46-50-123Z.tar.gz: colons left out, so the name is valid on every file system. */
export function backupFileName(kind: BackupKind, at: Date): string {
  const stamp = at.toISOString().replace(/:/g, '-').replace('.', '-');
  return `${kind}-${stamp}.${EXTENSION[kind]}`;
}

function describe(dir: string, name: string): BackupFile | undefined {
  const m = NAME.exec(name);
  if (!m) return undefined;
  const [, , day, hh, mm, ss, ms] = m;
  const path = join(dir, name);
  return { name, path, bytes: statSync(path).size, createdAt: `${day}T${hh}:${mm}:${ss}.${ms}Z` };
}

/** The backups in `dir`, newest first; other files in the folder are not ours and are left alone. */
export function listBackups(dir: string): BackupFile[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
  return names
    .map((name) => describe(dir, name))
    .filter((file): file is BackupFile => file !== undefined)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.name.localeCompare(a.name));
}

/** Deletes the backups beyond the newest `keep`; returns the names it deleted. */
export function pruneBackups(dir: string, keep: number): string[] {
  const old = listBackups(dir).slice(keep);
  for (const file of old) rmSync(file.path, { force: true });
  return old.map((file) => file.name);
}

/** Runs `write` on a temporary path in `dir`, then gives the file its backup name; nothing is left if it fails. */
export async function writeBackupFile(
  dir: string,
  kind: BackupKind,
  write: (path: string) => Promise<void>,
): Promise<BackupFile> {
  // A backup holds every family's data: readable by the server's own user alone.
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const name = backupFileName(kind, new Date());
  const partial = join(dir, `.${name}.${randomBytes(4).toString('hex')}.partial`);
  try {
    await write(partial);
    chmodSync(partial, 0o600);
    renameSync(partial, join(dir, name));
  } finally {
    rmSync(partial, { force: true });
  }
  // The name was just made from a valid date, so it always parses.
  return describe(dir, name)!;
}
