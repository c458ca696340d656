/**
 * Owner account tool: `npm run admin -- create <username>` asks for a password (twice, not echoed) and creates the
 * account or replaces its password, ending its sessions. Piped input is read as one line, for scripted set-up.
 */
import { ask } from './ask';
import { loadSettings } from '../env-file';
import { openConfiguredDatabase } from '../db/client';
import { DataDirLockedError } from '../db/data-dir-lock';
import { setAdminPassword, WeakPasswordError } from '../modules/auth';

async function create(username: string) {
  if (!/^[A-Za-z0-9._@-]{3,100}$/.test(username)) {
    throw new WeakPasswordError('Usernames are 3-100 letters, digits, dots, dashes, underscores or @.');
  }
  const password = await ask(`New password for ${username}: `);
  if (process.stdin.isTTY && (await ask('Repeat the password: ')) !== password) {
    throw new WeakPasswordError('The two passwords differ; nothing was changed.');
  }
  const database = await openConfiguredDatabase(loadSettings());
  try {
    await database.migrate();
    const outcome = await setAdminPassword(database.db, username, password);
    console.log(
      outcome === 'created'
        ? `Admin account "${username}" created.`
        : outcome === 'updated'
          ? `Password of "${username}" changed; its sessions were ended.`
          : `"${username}" already has that password; nothing changed.`,
    );
  } finally {
    await database.close();
  }
}

async function main(args: string[]) {
  const [command, username] = args;
  if (command !== 'create' || !username) {
    console.log('Usage: npm run admin -- create <username>');
    process.exit(command ? 1 : 0);
  }
  await create(username);
}

main(process.argv.slice(2)).catch((err: unknown) => {
  console.error(err instanceof WeakPasswordError || err instanceof DataDirLockedError ? err.message : err);
  process.exit(1);
});
