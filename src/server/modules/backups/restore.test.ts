import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { BackupFile } from '@core/api/backups';
import { signIn, type AdminClient } from '../auth/testing';
import { RestoreRefusedError, restoreBackup, takeScheduledBackup } from './index';
import {
  configFor,
  emptyTarget,
  onPostgres,
  openSite,
  sourceDatabase,
  type Site,
} from './test-support/sites';

const DAY = 86_400_000;
const coupon = (code: string) => ({
  code,
  name: `Coupon ${code}`,
  type: 'percentage',
  value: 10,
  endsAt: new Date(Date.now() + 30 * DAY).toISOString(),
});

const engine = onPostgres ? 'PostgreSQL' : 'the embedded database';

/** Waits for the next minute when fewer than `needMs` of the current one are left. */
async function awayFromMinuteEnd(needMs: number) {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < needMs) await new Promise((r) => setTimeout(r, left + 50));
}

describe(`backup and restore on ${engine}`, () => {
  const backupDir = mkdtempSync(join(tmpdir(), 'swim-backups-'));
  let source: Site;
  let admin: AdminClient;
  const cleanups: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    const database = await sourceDatabase();
    cleanups.push(database.drop);
    source = await openSite(database, backupDir);
    cleanups.unshift(() => source.close());
    admin = await signIn(source.app);
  });
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
    rmSync(backupDir, { recursive: true, force: true });
  });

  const call = (site: Site, client: AdminClient, method: 'GET' | 'POST', url: string, payload?: object) =>
    site.app.inject({ method, url, headers: client.headers, payload });

  test('answers the backup routes only to the signed-in owner', async () => {
    expect((await source.app.inject({ method: 'POST', url: '/api/admin/backups' })).statusCode).toBe(401);
    expect((await source.app.inject({ method: 'GET', url: '/api/admin/backups' })).statusCode).toBe(401);
  });

  test('restores into an empty target exactly what the backup held, and nothing written after it', async () => {
    expect((await call(source, admin, 'POST', '/api/admin/coupons', coupon('BEFORE10'))).statusCode).toBe(
      200,
    );
    const couponsAtBackup = (await call(source, admin, 'GET', '/api/admin/coupons')).json();

    // The on-demand limit counts in fixed one-minute windows of the database clock: the two backups asked for below
    // must fall in one window, so they do not start in the last seconds of a minute.
    await awayFromMinuteEnd(10_000);
    const res = await call(source, admin, 'POST', '/api/admin/backups');
    expect(res.statusCode).toBe(200);
    const backup = res.json<BackupFile>();
    expect(backup.name).toMatch(onPostgres ? /^postgres-.*\.dump$/ : /^embedded-.*\.tar\.gz$/);
    expect(existsSync(backup.path)).toBe(true);
    expect((await call(source, admin, 'GET', '/api/admin/backups')).json()).toMatchObject({
      items: [{ name: backup.name, bytes: backup.bytes }],
    });

    // On demand, one backup a minute for the whole site.
    expect((await call(source, admin, 'POST', '/api/admin/backups')).statusCode).toBe(429);
    expect((await call(source, admin, 'POST', '/api/admin/coupons', coupon('AFTER20'))).statusCode).toBe(200);

    const target = await emptyTarget();
    cleanups.push(target.drop);
    await restoreBackup(configFor(target.env), backup.path);
    const restored = await openSite(target, backupDir);
    try {
      const owner = await signIn(restored.app);
      const coupons = await call(restored, owner, 'GET', '/api/admin/coupons');
      expect(coupons.json()).toEqual(couponsAtBackup);
      expect(coupons.body).not.toContain('AFTER20');
    } finally {
      await restored.close();
    }

    // The target now holds the site: a second restore into it is refused and changes nothing.
    const again = restoreBackup(configFor(target.env), backup.path);
    await expect(again).rejects.toBeInstanceOf(RestoreRefusedError);
    await expect(again).rejects.toThrow(onPostgres ? /already has \d+ of the site's tables/ : /is not empty/);
  });

  test('takes a scheduled backup once when two servers find it due at the same moment, then none until the next is due', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'swim-scheduled-backups-'));
    cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
    // On PostgreSQL the schedule is off unless asked for: asked for here.
    const config = { ...source.config, backup: { ...source.config.backup, dir, schedule: 'daily' as const } };
    const from = { db: source.app.db, kind: source.app.databaseKind };
    const taken = await Promise.all([takeScheduledBackup(config, from), takeScheduledBackup(config, from)]);
    expect(taken.filter(Boolean)).toHaveLength(1);
    expect(readdirSync(dir).filter((name) => !name.startsWith('.'))).toHaveLength(1);
    expect(await takeScheduledBackup(config, from)).toBeUndefined();
    const dayLater = () => new Date(Date.now() + 25 * 3_600_000);
    expect(await takeScheduledBackup(config, from, dayLater)).toBeDefined();
  });

  test('refuses to restore over the database the site runs on, or into a data directory with files in it', async () => {
    const [backup] = (await call(source, admin, 'GET', '/api/admin/backups')).json<{ items: BackupFile[] }>()
      .items;
    const dataDir = mkdtempSync(join(tmpdir(), 'swim-used-data-'));
    cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
    writeFileSync(join(dataDir, 'notes.txt'), 'not ours, but not empty either');
    const config = onPostgres ? source.config : configFor({ DATA_DIR: dataDir });
    await expect(restoreBackup(config, backup!.path)).rejects.toBeInstanceOf(RestoreRefusedError);
    expect((await call(source, admin, 'GET', '/api/admin/coupons')).body).toContain('AFTER20');
  });
});
