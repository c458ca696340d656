/** The backup settings of the environment (README "Backups"), parsed beside the rest in config.ts. */
import { resolve } from 'node:path';
import { z } from 'zod';

const wholeNumber = (what: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${what} must be a whole number from ${min} to ${max}` })
    .int({ error: `${what} must be a whole number from ${min} to ${max}` })
    .min(min, { error: `${what} must be at least ${min}` })
    .max(max, { error: `${what} must be at most ${max}` });

export const backupEnv = {
  /** Where backups are written (`npm run backup`, the scheduled job) and where `npm run restore` finds them. */
  BACKUP_DIR: z.string().min(1).default('./backups'),
  /** How many backups the folder keeps: after each new one, the oldest beyond this many are deleted. */
  BACKUP_KEEP: wholeNumber('BACKUP_KEEP', 1, 10_000).default(14),
  /** daily: the server backs the database up on its own; off: only `npm run backup` does. */
  BACKUP_SCHEDULE: z.enum(['daily', 'off'], { error: 'BACKUP_SCHEDULE must be daily or off' }).optional(),
  /** Hours between scheduled backups: "daily" is every 24 unless this says otherwise. */
  BACKUP_INTERVAL_HOURS: wholeNumber('BACKUP_INTERVAL_HOURS', 1, 744).default(24),
};

export interface BackupSettings {
  /** Absolute path of the backups folder. */
  dir: string;
  /** The newest this many backups stay; older ones are deleted after each new one. */
  keep: number;
  /** daily on the embedded database; off on PostgreSQL (which has its own point-in-time recovery) unless asked. */
  schedule: 'daily' | 'off';
  intervalHours: number;
}

type BackupEnv = z.output<z.ZodObject<typeof backupEnv>>;

export function backupSettings(e: BackupEnv & { DATABASE_URL?: string }): BackupSettings {
  return {
    dir: resolve(e.BACKUP_DIR),
    keep: e.BACKUP_KEEP,
    // A managed PostgreSQL keeps its own point-in-time recovery: dumps on a timer are asked for, not assumed.
    schedule: e.BACKUP_SCHEDULE ?? (e.DATABASE_URL ? 'off' : 'daily'),
    intervalHours: e.BACKUP_INTERVAL_HOURS,
  };
}
