import type { Job } from '../../jobs/scheduler';
import { takeScheduledBackup } from './service';

/** Checks are this far apart: a backup is late by at most this much, and a restart never takes an extra one. */
const CHECK_EVERY_MS = 15 * 60_000;
/** A start is busy (migrations, the first visitors); a backup due then waits for the next check. */
const QUIET_AFTER_START_MS = 10 * 60_000;
const startedAt = Date.now();

/**
 * Backs the database up on the schedule (BACKUP_SCHEDULE, BACKUP_INTERVAL_HOURS): whenever the newest backup in the
 * folder is older than the interval. The folder itself is the record of the last backup, so it needs no table.
 */
export const backupJob: Job = {
  name: 'backups',
  intervalMs: CHECK_EVERY_MS,
  async run(app) {
    if (Date.now() - startedAt < QUIET_AFTER_START_MS) return;
    const file = await takeScheduledBackup(app.config, { db: app.db, kind: app.databaseKind });
    if (file) app.log.info({ backup: file.name, bytes: file.bytes }, 'scheduled backup written');
  },
};
