/** The backups module's door: all that other modules may import from it (lint refuses any other file of it). */
export { backupJob } from './job';
export { backupRoutes } from './routes';
export { RestoreRefusedError } from './errors';
export { backupList, restoreBackup, scheduledBackupIsDue, takeBackup, takeScheduledBackup, type BackupSource } from './service';
export { listBackups, pruneBackups } from './files';
