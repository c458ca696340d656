import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { secretToken } from '../../lib/ids';
import { hashPassword, passwordWeakness, verifyPassword } from './password';
import {
  countAdmins,
  deleteSessionsOfUser,
  findAdminByUsername,
  insertAdminIfAbsent,
  upsertAdmin,
} from './repository';

export class WeakPasswordError extends Error {
  override name = 'WeakPasswordError';
}

/** Creates the account or replaces its password; a changed password ends every session of that account. */
export async function setAdminPassword(
  db: Database,
  username: string,
  password: string,
): Promise<'created' | 'updated' | 'unchanged'> {
  const weakness = passwordWeakness(password, username);
  if (weakness) throw new WeakPasswordError(`The admin password was refused: ${weakness}`);
  const existing = await findAdminByUsername(db, username);
  if (existing && (await verifyPassword(existing.passwordHash, password))) return 'unchanged';
  const id = await upsertAdmin(db, username, await hashPassword(password));
  if (existing) await deleteSessionsOfUser(db, id);
  return existing ? 'updated' : 'created';
}

/** Creates the account unless one of that name exists; true when this call created it. */
export async function createAdminIfAbsent(
  db: Database,
  username: string,
  password: string,
): Promise<boolean> {
  const weakness = passwordWeakness(password, username);
  if (weakness) throw new WeakPasswordError(`The admin password was refused: ${weakness}`);
  return (await insertAdminIfAbsent(db, username, await hashPassword(password))) !== undefined;
}

export const GENERATED_OWNER_USERNAME = 'owner';

/**
 * At start-up, creates the owner's account if it does not exist; an existing account is never changed here, so a
 * password changed with `npm run admin -- create <username>` survives restarts.
 * - ADMIN_USERNAME + ADMIN_PASSWORD: that account with that password, the first time.
 * - Neither, and no account at all: an `owner` account with a generated password, printed this once and never
 *   stored in clear.
 * Copies of the server starting at once on one database create one account, and only the copy that created it
 * prints anything.
 */
export async function ensureOwnerAccount(
  db: Database,
  config: Config,
  print: (line: string) => void,
): Promise<void> {
  const { username, password } = config.admin;
  if (username && password) {
    const existing = await findAdminByUsername(db, username);
    if (!existing) {
      if (await createAdminIfAbsent(db, username, password))
        print(`Admin account "${username}" created from ADMIN_USERNAME and ADMIN_PASSWORD.`);
    } else if (!(await verifyPassword(existing.passwordHash, password))) {
      print(
        `ADMIN_PASSWORD is not the password of "${username}", which was kept: ADMIN_PASSWORD only sets the password ` +
          `when the account is created. To change it: npm run admin -- create ${username}`,
      );
    }
    return;
  }
  if (username || password) {
    print('ADMIN_USERNAME and ADMIN_PASSWORD must be set together; neither was used.');
    return;
  }
  if ((await countAdmins(db)) > 0) return;
  const generated = secretToken(18);
  // Another copy starting at the same moment may have created it first; then it printed the password, not this one.
  if (!(await createAdminIfAbsent(db, GENERATED_OWNER_USERNAME, generated))) return;
  print(
    [
      '',
      '================================================================',
      ' Admin account created. This password is shown only this once:',
      `   username: ${GENERATED_OWNER_USERNAME}`,
      `   password: ${generated}`,
      ' Sign in at /admin, or set another with: npm run admin -- create <username>',
      '================================================================',
      '',
    ].join('\n'),
  );
}
