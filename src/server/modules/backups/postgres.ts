/**
 * PostgreSQL's backups are `pg_dump --format=custom` files, restored with `pg_restore`: PostgreSQL's own tools, which
 * take a consistent snapshot while the site keeps running. They must be installed where the command runs (the
 * PostgreSQL client package), at the server's major version or newer.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { RestoreRefusedError } from './errors';

const run = promisify(execFile);

/**
 * The connection for the tools: the URL without its password on the command line (where any user of the machine
 * could read it in the process list), the password in the environment of the child process alone.
 */
function connection(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { dbname: url.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

async function tool(name: 'pg_dump' | 'pg_restore', args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  try {
    await run(name, args, { env, maxBuffer: 16 * 1024 * 1024 });
  } catch (err) {
    const e = err as NodeJS.ErrnoException & { stderr?: string };
    if (e.code === 'ENOENT')
      throw new Error(
        `${name} was not found. PostgreSQL backups need the PostgreSQL client tools, at the server's major version ` +
          'or newer (Debian and Ubuntu: apt-get install postgresql-client).',
      );
    throw new Error(`${name} failed: ${(e.stderr ?? e.message).trim()}`);
  }
}

/** Writes a custom-format dump of the database to `path`. */
export async function dumpPostgres(databaseUrl: string, path: string): Promise<void> {
  const { dbname, env } = connection(databaseUrl);
  await tool('pg_dump', ['--format=custom', `--file=${path}`, `--dbname=${dbname}`], env);
}

/**
 * Restores a dump into the database, all or nothing (one transaction). Owners and grants are left out: the target is
 * often another server whose roles differ, and the restoring user owns what it creates.
 */
export async function restorePostgres(file: string, databaseUrl: string): Promise<void> {
  const { dbname, env } = connection(databaseUrl);
  await tool(
    'pg_restore',
    ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${dbname}`, file],
    env,
  );
}

/** Refuses a target that already has tables of ours, naming a few. */
export function refuseNonEmptyDatabase(tables: string[]): void {
  if (tables.length === 0) return;
  throw new RestoreRefusedError(
    `The database in DATABASE_URL already has ${tables.length} of the site's tables (${tables.slice(0, 3).join(', ')}` +
      `${tables.length > 3 ? ', ...' : ''}).\nA restore goes into a database with none of them, so it never ` +
      'overwrites data. Create an empty database (createdb swim_restored), point DATABASE_URL at it and restore again.',
  );
}
