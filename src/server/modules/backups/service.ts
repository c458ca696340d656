/**
 * Backups of whichever database the site runs on, into the backups folder (BACKUP_DIR), keeping the newest BACKUP_KEEP;
 * and restores into an empty target. Why it is built this way: docs/decisions/0160-backups.md.
 */
import { closeSync, openSync, readSync } from 'node:fs';
import type { BackupFile, BackupList } from '@core/api/backups';
import type { Config } from '../../config';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { dumpEmbedded, restoreEmbedded } from './embedded';
import { RestoreRefusedError } from './errors';
import { listBackups, pruneBackups, writeBackupFile, type BackupKind } from './files';
import { dumpPostgres, refuseNonEmptyDatabase, restorePostgres } from './postgres';
import { embeddedClient, tablesOfOursIn, whileScheduledBackupClaimed } from './repository';

/** What a backup reads from: the open database, and its URL when it is PostgreSQL (pg_dump connects on its own). */
export type BackupSource = Pick<DatabaseHandle, 'db' | 'kind'>;

const kindOf = (source: BackupSource): BackupKind => (source.kind === 'pglite' ? 'embedded' : 'postgres');

/** One backup at a time in this process: the job and an owner's request never dump side by side. */
let running: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const next = running.then(work);
  running = next.catch(() => undefined);
  return next;
}

async function writeAndPrune(config: Config, source: BackupSource): Promise<BackupFile> {
  const file = await writeBackupFile(config.backup.dir, kindOf(source), (path) => {
    if (source.kind === 'pglite') return dumpEmbedded(embeddedClient(source.db), path);
    // The configuration says PostgreSQL whenever the open database is PostgreSQL.
    return dumpPostgres(config.databaseUrl!, path);
  });
  pruneBackups(config.backup.dir, config.backup.keep);
  return file;
}

/** Takes a backup now, then deletes the ones beyond the newest BACKUP_KEEP. */
export const takeBackup = (config: Config, source: BackupSource): Promise<BackupFile> =>
  oneAtATime(() => writeAndPrune(config, source));

export function backupList(config: Config): BackupList {
  return { items: listBackups(config.backup.dir), keep: config.backup.keep };
}

/** Whether the schedule asks for a backup now: it is on and the newest backup is older than the interval. */
export function scheduledBackupIsDue(config: Config, now = new Date()): boolean {
  if (config.backup.schedule !== 'daily') return false;
  const newest = listBackups(config.backup.dir)[0];
  if (!newest) return true;
  return now.getTime() - Date.parse(newest.createdAt) >= config.backup.intervalHours * 3_600_000;
}

/**
 * The schedule's backup, when one is due. Checked and taken under the scheduled backup's claim (another server copy)
 * and in this process's turn, so two checks never both find it due and both take one. Returns the backup, if taken.
 */
export async function takeScheduledBackup(
  config: Config,
  source: BackupSource,
  now = () => new Date(),
): Promise<BackupFile | undefined> {
  if (config.backup.schedule !== 'daily') return undefined;
  return whileScheduledBackupClaimed(source.db, source.kind, () =>
    oneAtATime(async () => (scheduledBackupIsDue(config, now()) ? writeAndPrune(config, source) : undefined)),
  );
}

/** Which database a file is a backup of, read from its first bytes. */
function backupKindOfFile(file: string): BackupKind | undefined {
  const head = Buffer.alloc(5);
  let fd: number;
  try {
    fd = openSync(file, 'r');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT')
      throw new RestoreRefusedError(`There is no file ${file}.`);
    throw err;
  }
  try {
    readSync(fd, head, 0, head.length, 0);
  } finally {
    closeSync(fd);
  }
  if (head[0] === 0x1f && head[1] === 0x8b) return 'embedded'; // gzip: PGlite's tarball
  if (head.toString('latin1') === 'PGDMP') return 'postgres'; // pg_dump's custom format
  return undefined;
}

const DESCRIBED: Record<BackupKind, string> = {
  embedded: 'the embedded database (DATA_DIR)',
  postgres: 'PostgreSQL (DATABASE_URL)',
};

/**
 * Restores `file` into the configured database, which must hold nothing of ours yet; migrations run at the next
 * start as usual.
 */
export async function restoreBackup(config: Config, file: string): Promise<void> {
  const target: BackupKind = config.databaseUrl ? 'postgres' : 'embedded';
  const kind = backupKindOfFile(file);
  if (!kind)
    throw new RestoreRefusedError(
      `${file} is not a backup this site wrote (neither an embedded database tarball nor a pg_dump custom file).`,
    );
  if (kind !== target)
    throw new RestoreRefusedError(
      `${file} is a backup of ${DESCRIBED[kind]}, but the site is configured for ${DESCRIBED[target]}. ` +
        (kind === 'postgres' ? 'Set DATABASE_URL to restore it.' : 'Unset DATABASE_URL to restore it.'),
    );
  if (target === 'embedded') return restoreEmbedded(file, config.dataDir);
  const database = await openDatabase({ databaseUrl: config.databaseUrl });
  try {
    refuseNonEmptyDatabase(await tablesOfOursIn(database.db));
  } finally {
    await database.close();
  }
  // Checked just above, so the configuration names the database.
  await restorePostgres(file, config.databaseUrl!);
}
