import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { loadConfig } from '../../config';
import { backupFileName, listBackups, pruneBackups, writeBackupFile } from './files';
import { scheduledBackupIsDue } from './service';

const HOUR = 3_600_000;
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'swim-backup-files-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A backup file taken `hoursAgo` before `now`. */
function backupFrom(hoursAgo: number, now = Date.now()): string {
  const name = backupFileName('embedded', new Date(now - hoursAgo * HOUR));
  writeFileSync(join(dir, name), 'tarball');
  return name;
}

describe('the backups folder', () => {
  test('keeps the newest BACKUP_KEEP backups and deletes the older ones, leaving other files alone', () => {
    const names = [5, 4, 3, 2, 1].map((hoursAgo) => backupFrom(hoursAgo)); // oldest first
    writeFileSync(join(dir, 'notes.txt'), 'the owner’s own file');
    writeFileSync(join(dir, 'postgres-not-a-date.dump'), 'not a name we write');

    expect(pruneBackups(dir, 3).sort()).toEqual(names.slice(0, 2).sort());
    expect(listBackups(dir).map((file) => file.name)).toEqual(names.slice(2).reverse());
    expect(readdirSync(dir)).toEqual(expect.arrayContaining(['notes.txt', 'postgres-not-a-date.dump']));
    expect(pruneBackups(dir, 3)).toEqual([]);
  });

  test('names each backup for its database and moment, and lists it with its size and time', async () => {
    const file = await writeBackupFile(dir, 'postgres', async (path) => writeFileSync(path, 'PGDMP...'));
    expect(file.name).toMatch(/^postgres-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z\.dump$/);
    expect(file).toMatchObject({ path: join(dir, file.name), bytes: 8 });
    expect(Math.abs(Date.parse(file.createdAt) - Date.now())).toBeLessThan(60_000);
    expect(listBackups(dir)).toEqual([file]);
    expect(statSync(file.path).mode & 0o777).toBe(0o600);
  });

  test('leaves no file behind when writing a backup fails', async () => {
    const failing = writeBackupFile(dir, 'embedded', async (path) => {
      writeFileSync(path, 'half a tarball');
      throw new Error('disk full');
    });
    await expect(failing).rejects.toThrow('disk full');
    expect(readdirSync(dir)).toEqual([]);
  });

  test('lists nothing when the folder does not exist yet', () => {
    expect(listBackups(join(dir, 'missing'))).toEqual([]);
    expect(existsSync(join(dir, 'missing'))).toBe(false);
  });
});

describe('the backup schedule', () => {
  const config = (env: Record<string, string>) => loadConfig({ BACKUP_DIR: dir, ...env });

  test('is due when the folder has no backup, or only backups older than the interval', () => {
    const daily = config({});
    expect(daily.backup).toMatchObject({ schedule: 'daily', keep: 14, intervalHours: 24 });
    expect(scheduledBackupIsDue(daily)).toBe(true);
    backupFrom(25);
    expect(scheduledBackupIsDue(daily)).toBe(true);
    backupFrom(23);
    expect(scheduledBackupIsDue(daily)).toBe(false);
    expect(scheduledBackupIsDue(config({ BACKUP_INTERVAL_HOURS: '6' }))).toBe(true);
  });

  test('is off on PostgreSQL unless BACKUP_SCHEDULE=daily asks for it, and off when BACKUP_SCHEDULE=off', () => {
    const postgres = { DATABASE_URL: 'postgres://swim@db.internal/swim', PAYMENT_GATEWAY: 'test' };
    expect(scheduledBackupIsDue(config(postgres))).toBe(false);
    expect(scheduledBackupIsDue(config({ ...postgres, BACKUP_SCHEDULE: 'daily' }))).toBe(true);
    expect(scheduledBackupIsDue(config({ BACKUP_SCHEDULE: 'off' }))).toBe(false);
  });

  test('refuses settings it cannot follow, naming the variable', () => {
    expect(() => config({ BACKUP_KEEP: '0' })).toThrow(/BACKUP_KEEP: BACKUP_KEEP must be at least 1/);
    expect(() => config({ BACKUP_SCHEDULE: 'hourly' })).toThrow(/BACKUP_SCHEDULE must be daily or off/);
    expect(() => config({ BACKUP_INTERVAL_HOURS: 'soon' })).toThrow(/BACKUP_INTERVAL_HOURS/);
  });
});
