import { warmUpZipTable } from './modules/travel';
import { buildApp } from './app';
import { ConfigError } from './config';
import { loadSettings } from './env-file';
import { openConfiguredDatabase } from './db/client';
import { DataDirLockedError } from './db/data-dir-lock';
import { seedDemo } from './db/seed';
import { installTestClock } from './db/test-clock';
import { JOBS } from './jobs';
import { ensureOwnerAccount, WeakPasswordError } from './modules/auth';
import { resumeStoredOnlyMessages } from './modules/email';

async function main() {
  const started = performance.now();
  const config = loadSettings();
  const database = await openConfiguredDatabase(config);
  const opened = performance.now();
  await database.migrate();
  if (config.testClock) await installTestClock(database.db);
  const migrated = performance.now();
  if (config.seedDemo) await seedDemo(database.db);
  // Said through the app's logger once it exists, as structured lines with the same words.
  const notes: { msg: string; fields: Record<string, unknown> }[] = [];
  // The owner account's words go to the terminal as they are, not into the structured log: one of them may be a
  // generated password shown only this once, which must not travel on to wherever the logs are shipped.
  await ensureOwnerAccount(database.db, config, (line) => console.log(line));
  // Messages kept while no SMTP server was configured go out now that one is.
  const resumed = await resumeStoredOnlyMessages(database.db, config);
  if (resumed)
    notes.push({
      msg: `${resumed} message(s) kept while no SMTP server was configured will be sent now.`,
      fields: { step: 'email', resumedMessages: resumed },
    });
  const prepared = performance.now();

  const app = await buildApp(config, { database, serveWebApp: true, jobs: JOBS });
  for (const note of notes) app.log.info(note.fields, note.msg);
  app.addHook('onClose', async () => database.close());

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: finishing requests in flight, then stopping`);
    // Stop accepting, let requests in flight finish, close the database; give up after 10 s.
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'error while closing');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  // The ZIP table is read once, off the start-up path: the first family to type a ZIP finds it ready.
  setTimeout(warmUpZipTable, 0);
  const ms = (a: number, b: number) => Math.round(b - a);
  app.log.info(
    {
      metrics: config.monitoring.metricsToken ? '/metrics' : 'off',
      errorReports: config.monitoring.serverDsn ? 'on' : 'off',
      startupMs: {
        total: ms(0, performance.now()),
        openDatabase: ms(started, opened),
        migrate: ms(opened, migrated),
        seedAndAccount: ms(migrated, prepared),
        app: ms(prepared, performance.now()),
      },
    },
    `Serving ${config.publicUrl} on ${config.host}:${config.port} (database: ${database.kind === 'pglite' ? `embedded, ${config.dataDir}` : 'PostgreSQL'})`,
  );
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError || err instanceof WeakPasswordError || err instanceof DataDirLockedError) {
    console.error(err.message);
  } else {
    console.error('The server could not start:', err);
  }
  process.exit(1);
});
