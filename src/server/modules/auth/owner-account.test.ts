import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadConfig } from '../../config';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  createAdminIfAbsent,
  ensureOwnerAccount,
  setAdminPassword,
  WeakPasswordError,
} from './owner-account';
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

  test('ADMIN_USERNAME and ADMIN_PASSWORD create the account the first time and set its password', async () => {
    const lines: string[] = [];
    const config = configWith({ ADMIN_USERNAME: 'manager', ADMIN_PASSWORD: 'first harbour passphrase' });
    await ensureOwnerAccount(t.db, config, (l) => lines.push(l));
    expect(lines).toEqual(['Admin account "manager" created from ADMIN_USERNAME and ADMIN_PASSWORD.']);
    const user = await findAdminByUsername(t.db, 'manager');
    expect(await verifyPassword(user!.passwordHash, 'first harbour passphrase')).toBe(true);

    const again: string[] = [];
    await ensureOwnerAccount(t.db, config, (l) => again.push(l));
    expect(again).toEqual([]);
  });

  test('a later start with another ADMIN_PASSWORD keeps the password and the sessions, and says how to change it', async () => {
    await setAdminPassword(t.db, 'owner', 'password set from the command line');
    const client = await signIn(t.app, {
      ip: '10.1.0.1',
      createAccount: false,
      password: 'password set from the command line',
    });
    const lines: string[] = [];
    await ensureOwnerAccount(
      t.db,
      configWith({ ADMIN_USERNAME: 'owner', ADMIN_PASSWORD: 'a brand new harbour passphrase' }),
      (l) => lines.push(l),
    );
    expect(lines.join(' ')).toContain('ADMIN_PASSWORD only sets the password when the account is created');
    expect(lines.join(' ')).toContain('npm run admin -- create owner');
    const user = await findAdminByUsername(t.db, 'owner');
    expect(await verifyPassword(user!.passwordHash, 'password set from the command line')).toBe(true);
    const check = await t.app.inject({
      method: 'GET',
      url: '/api/admin/auth/check',
      cookies: { swim_admin: client.sessionId },
    });
    expect(check.statusCode).toBe(200);
  });

  test("the admin command resets the password and ends that account's sessions", async () => {
    const client = await signIn(t.app, {
      ip: '10.1.0.2',
      createAccount: false,
      password: 'password set from the command line',
    });
    expect(await setAdminPassword(t.db, 'owner', 'another harbour passphrase')).toBe('updated');
    const check = await t.app.inject({
      method: 'GET',
      url: '/api/admin/auth/check',
      cookies: { swim_admin: client.sessionId },
    });
    expect(check.statusCode).toBe(401);
    const user = await findAdminByUsername(t.db, 'owner');
    expect(await verifyPassword(user!.passwordHash, 'another harbour passphrase')).toBe(true);
  });

  test('a weak ADMIN_PASSWORD for a new account stops start-up with a clear reason and creates nothing', async () => {
    await expect(
      ensureOwnerAccount(
        t.db,
        configWith({ ADMIN_USERNAME: 'lifeguard', ADMIN_PASSWORD: 'welcome12345' }),
        () => undefined,
      ),
    ).rejects.toBeInstanceOf(WeakPasswordError);
    expect(await findAdminByUsername(t.db, 'lifeguard')).toBeUndefined();
  });

  test('creating an account whose name is taken changes nothing and says so', async () => {
    const before = await findAdminByUsername(t.db, 'owner');
    expect(await createAdminIfAbsent(t.db, 'owner', 'a password nobody will use')).toBe(false);
    expect((await findAdminByUsername(t.db, 'owner'))!.passwordHash).toBe(before!.passwordHash);
  });

  test('setting the same password again changes nothing', async () => {
    expect(await setAdminPassword(t.db, 'coach', 'lifeguard chair umbrella')).toBe('created');
    expect(await setAdminPassword(t.db, 'coach', 'lifeguard chair umbrella')).toBe('unchanged');
  });
});
