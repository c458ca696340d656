/**
 * `npm run restore <file>`: restores a backup into the configured database, which must be empty (PostgreSQL: none of
 * the site's tables; embedded: an empty or missing DATA_DIR), so a restore never overwrites data. The next start
 * migrates the restored database as usual.
 */
import { resolve } from 'node:path';
import { loadSettings } from '../env-file';
import { restoreBackup } from '../modules/backups';

async function main(args: string[]) {
  const [file] = args;
  if (!file || args.length > 1) {
    console.log(
      'Usage: npm run restore -- <backup file>   (a file from BACKUP_DIR, e.g. backups/embedded-....tar.gz)',
    );
    process.exit(file ? 1 : 0);
  }
  const config = loadSettings();
  const path = resolve(file);
  const target = config.databaseUrl ? 'the database in DATABASE_URL' : `DATA_DIR ${config.dataDir}`;
  console.log(`Restoring ${path} into ${target} ...`);
  await restoreBackup(config, path);
  console.log('Restored. Start the server as usual: it applies any newer migrations on start.');
}

main(process.argv.slice(2)).catch((err: unknown) => {
  // Refusals and configuration problems are sentences for the operator; anything else keeps its stack.
  console.error(err instanceof Error && !/^(Error|TypeError)$/.test(err.name) ? err.message : err);
  process.exit(1);
});
