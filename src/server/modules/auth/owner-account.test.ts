import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadConfig } from '../../config';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ensureOwnerAccount, setAdminPassword, WeakPasswordError } from './owner-account';
import { hashPassword, passwordWeakness, verifyPassword } from './password';
import { findAdminByUsername } from './repository';
import { signIn } from './testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const configWith = (env: Record<string, string>) =>
  loadConfig({ NODE_ENV: 'test', DATA_DIR: '/nonexistent', ...env });

describe('password rules', () => {
  test.each([
    ['short1!', 'at least 12 characters'],
    ['password1234', 'commonly used'],
    ['QwertyUiop123', 'commonly used'],
    ['aaaaaaaaaaaaaaaa', 'repeats too few'],
  ])('refuses %s', (password, reason) => {
    expect(passwordWeakness(password)).toContain(reason);
  });

  test('refuses a password that contains the username', () => {
    expect(passwordWeakness('owner-of-the-pool', 'owner')).toContain('username');
  });

  test('accepts a long passphrase', () => {
    expect(passwordWeakness('correct horse battery staple')).toBeNull();
  });

  test('hashes with argon2id at m=19456 KiB, t=2, p=1 and verifies only the right password', async () => {
    const hashed = await hashPassword('tide pools at dawn');
    expect(hashed).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hashed, 'tide pools at dawn')).toBe(true);
    expect(await verifyPassword(hashed, 'tide pools at dusk')).toBe(false);
    expect(await verifyPassword('not a hash', 'anything')).toBe(false);
  });
});

describe('owner account at start-up', () => {
  test('with neither variable and no account, creates "owner" and prints a working one-time password once', async () => {
    const lines: string[] = [];
    await ensureOwnerAccount(t.db, configWith({}), (l) => lines.push(l));
    const printed = lines.join('\n').match(/password: (\S+)/)?.[1];
    expect(printed).toBeDefined();
    const user = await findAdminByUsername(t.db, 'owner');
    expect(await verifyPassword(user!.passwordHash, printed!)).toBe(true);
    expect(user!.passwordHash).not.toContain(printed!);

    const again: string[] = [];
    await ensureOwnerAccount(t.db, configWith({}), (l) => again.push(l));
    expect(again).toEqual([]);
  });

  test("ADMIN_USERNAME and ADMIN_PASSWORD reset the password and end that account's sessions", async () => {
    const client = await signIn(t.app, { ip: '10.1.0.1' });
    const lines: string[] = [];
    await ensureOwnerAccount(
      t.db,
      configWith({ ADMIN_USERNAME: 'owner', ADMIN_PASSWORD: 'a brand new harbour passphrase' }),
      (l) => lines.push(l),
    );
    expect(lines.join(' ')).toContain('updated');
    const check = await t.app.inject({
      method: 'GET',
      url: '/api/admin/auth/check',
      cookies: { swim_admin: client.sessionId },
    });
    expect(check.statusCode).toBe(401);
    const user = await findAdminByUsername(t.db, 'owner');
    expect(await verifyPassword(user!.passwordHash, 'a brand new harbour passphrase')).toBe(true);
  });

  test('a weak ADMIN_PASSWORD stops start-up with a clear reason and changes nothing', async () => {
    const before = await findAdminByUsername(t.db, 'owner');
    await expect(
      ensureOwnerAccount(
        t.db,
        configWith({ ADMIN_USERNAME: 'owner', ADMIN_PASSWORD: 'welcome12345' }),
        () => undefined,
      ),
    ).rejects.toBeInstanceOf(WeakPasswordError);
    expect((await findAdminByUsername(t.db, 'owner'))!.passwordHash).toBe(before!.passwordHash);
  });

  test('setting the same password again changes nothing', async () => {
    expect(await setAdminPassword(t.db, 'coach', 'lifeguard chair umbrella')).toBe('created');
    expect(await setAdminPassword(t.db, 'coach', 'lifeguard chair umbrella')).toBe('unchanged');
  });
});
