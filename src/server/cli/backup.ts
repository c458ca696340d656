/**
 * `npm run backup`: a backup of the configured database into BACKUP_DIR, keeping the newest BACKUP_KEEP.
 * PostgreSQL: pg_dump, while the site keeps running. Embedded: the data directory belongs to one process at a time;
 * when no server has it, this command opens it and dumps it; when a server has it, that server takes the backup,
 * asked through its owner-only route (docs/decisions/0160-backups.md).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { BackupFile } from '@core/api/backups';
import { ConfigError, type Config } from '../config';
import { loadSettings } from '../env-file';
import { openDatabase } from '../db/client';
import { DataDirLockedError } from '../db/data-dir-lock';
import { takeBackup } from '../modules/backups';
import { backupThroughRunningServer } from './running-server';

async function backupHere(config: Config, open: () => ReturnType<typeof openDatabase>): Promise<BackupFile> {
  const database = await open();
  try {
    return await takeBackup(config, database);
  } finally {
    await database.close();
  }
}

async function backupEmbedded(config: Config): Promise<BackupFile> {
  // The folder db/client.ts keeps the database in; opening a missing one would create an empty database.
  if (!existsSync(join(config.dataDir, 'pglite', 'PG_VERSION')))
    throw new ConfigError(
      `There is no embedded database in DATA_DIR (${config.dataDir}) yet: nothing to back up.`,
    );
  try {
    return await backupHere(config, () => openDatabase({ dataDir: config.dataDir }));
  } catch (err) {
    if (!(err instanceof DataDirLockedError)) throw err;
    return backupThroughRunningServer(config, err.message.split('\n')[0] ?? err.message);
  }
}

async function main() {
  const config = loadSettings();
  const file = config.databaseUrl
    ? await backupHere(config, () => openDatabase({ databaseUrl: config.databaseUrl }))
    : await backupEmbedded(config);
  const kib = Math.max(1, Math.round(file.bytes / 1024));
  console.log(
    `Backup written: ${file.path} (${kib} KiB). The folder keeps the newest ${config.backup.keep}.`,
  );
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
