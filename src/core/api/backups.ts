import { z } from 'zod';

/** One backup file in the backups folder (BACKUP_DIR). */
export const backupFileSchema = z.object({
  /** The file's name: which database it holds and when it was taken, e.g. embedded-2026-11-27T03-46-50-123Z.tar.gz. */
  name: z.string(),
  /** Where the server wrote it, on the server's machine. */
  path: z.string(),
  bytes: z.number().int().nonnegative(),
  createdAt: z.string().datetime(),
});
export type BackupFile = z.infer<typeof backupFileSchema>;

export const backupListSchema = z.object({
  /** Newest first. */
  items: z.array(backupFileSchema),
  /** How many the folder keeps (BACKUP_KEEP). */
  keep: z.number().int().positive(),
});
export type BackupList = z.infer<typeof backupListSchema>;
