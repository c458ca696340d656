/**
 * Owner account tool: `npm run admin -- create <username>` asks for a password (twice, not echoed) and creates the
 * account or replaces its password, ending its sessions. Piped input is read as one line, for scripted set-up.
 */
import { createInterface } from 'node:readline';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { DataDirLockedError } from '../db/data-dir-lock';
import { setAdminPassword, WeakPasswordError } from '../modules/auth';

function ask(question: string): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: process.stdin.isTTY });
  if (process.stdin.isTTY) {
    // Keep the typed password off the screen: echo nothing after the question.
    const output = rl as unknown as { _writeToOutput: (s: string) => void };
    let asked = false;
    output._writeToOutput = (s: string) => {
      if (!asked) {
        process.stdout.write(s);
        asked = true;
      }
    };
  }
  return new Promise((resolve) => {
    rl.question(question, (answer) => {
      rl.close();
      if (process.stdin.isTTY) process.stdout.write('\n');
      resolve(answer);
    });
  });
}

async function create(username: string) {
  if (!/^[A-Za-z0-9._@-]{3,100}$/.test(username)) {
    throw new WeakPasswordError('Usernames are 3-100 letters, digits, dots, dashes, underscores or @.');
  }
  const password = await ask(`New password for ${username}: `);
  if (process.stdin.isTTY && (await ask('Repeat the password: ')) !== password) {
    throw new WeakPasswordError('The two passwords differ; nothing was changed.');
  }
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    pool: config.databasePool,
  });
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
