import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { secretToken } from '../../lib/ids';
import { hashPassword, passwordWeakness, verifyPassword } from './password';
import { countAdmins, deleteSessionsOfUser, findAdminByUsername, upsertAdmin } from './repository';

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

export const GENERATED_OWNER_USERNAME = 'owner';

/**
 * At start-up: ADMIN_USERNAME + ADMIN_PASSWORD create or reset that account. With neither and no account at all,
 * an `owner` account is created with a generated password that is printed this once and never stored in clear.
 */
export async function ensureOwnerAccount(
  db: Database,
  config: Config,
  print: (line: string) => void,
): Promise<void> {
  const { username, password } = config.admin;
  if (username && password) {
    const outcome = await setAdminPassword(db, username, password);
    if (outcome !== 'unchanged')
      print(`Admin account "${username}" ${outcome} from ADMIN_USERNAME and ADMIN_PASSWORD.`);
    return;
  }
  if (username || password) {
    print('ADMIN_USERNAME and ADMIN_PASSWORD must be set together; neither was used.');
    return;
  }
  if ((await countAdmins(db)) > 0) return;
  const generated = secretToken(18);
  await setAdminPassword(db, GENERATED_OWNER_USERNAME, generated);
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
