import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDependencies } from '../app';
import type { EmailEvent } from '../contracts/email';
import { loadConfig, type Config } from '../config';
import type { Database, DatabaseHandle } from '../db/client';
import { installTestClock } from '../db/test-clock';
import { handleEmailEvent } from '../modules/email/test-support/wired';
import { createTestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  database: DatabaseHandle;
  config: Config;
  /**
   * The email events the app raised, in order, when created with `recordEmails`: what the code under test asks to
   * send (the email module's own tests render them). Empty it with `t.emails.length = 0`.
   */
  emails: EmailEvent[];
  close(): Promise<void>;
}

export interface TestAppDependencies extends Omit<AppDependencies, 'database'> {
  /**
   * Record the email events in `emails` instead of rendering them: all of them (`true`), or only the kinds named in
   * `only`, while every other event is rendered into the outbox as the app does.
   */
  recordEmails?: boolean | { only: readonly EmailEvent['kind'][] };
}

/** The real app on a fresh database, for driving with `app.inject`. Close it in afterAll. */
export async function createTestApp(
  env: Record<string, string> = {},
  { recordEmails, ...deps }: TestAppDependencies = {},
): Promise<TestApp> {
  const emails: EmailEvent[] = [];
  if (recordEmails === true) deps.emailEventHandler = async (_tx, event) => void emails.push(event);
  else if (recordEmails) {
    const recorded = new Set<EmailEvent['kind']>(recordEmails.only);
    deps.emailEventHandler = async (tx, event, config) => {
      if (recorded.has(event.kind)) emails.push(event);
      else await handleEmailEvent(tx, event, config);
    };
  }
  const settings = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: '/nonexistent',
    // A backup asked of a test app lands outside the working tree.
    BACKUP_DIR: join(tmpdir(), `swim-test-backups-${process.pid}`),
    ...env,
  });
  const database = await createTestDatabase({ testClock: settings.testClock });
  // On PostgreSQL the app's settings name the scratch database, as a server's name the one it runs on (backups dump it).
  const config: Config = database.url ? { ...settings, databaseUrl: database.url } : settings;
  if (config.testClock) await installTestClock(database.db);
  const app = await buildApp(config, { database, ...deps });
  await app.ready();
  return {
    app,
    db: database.db,
    database,
    config,
    emails,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
