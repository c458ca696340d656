import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDependencies } from '../app';
import { loadConfig, type Config } from '../config';
import type { Database, DatabaseHandle } from '../db/client';
import { installTestClock } from '../db/test-clock';
import { createTestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  database: DatabaseHandle;
  config: Config;
  close(): Promise<void>;
}

/** The real app on a fresh database, for driving with `app.inject`. Close it in afterAll. */
export async function createTestApp(
  env: Record<string, string> = {},
  deps: Omit<AppDependencies, 'database'> = {},
): Promise<TestApp> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: '/nonexistent', ...env });
  const database = await createTestDatabase({ testClock: config.testClock });
  if (config.testClock) await installTestClock(database.db);
  const app = await buildApp(config, { database, ...deps });
  await app.ready();
  return {
    app,
    db: database.db,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
