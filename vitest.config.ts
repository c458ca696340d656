import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import type { TestProjectConfiguration } from 'vitest/config';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const alias = { '@core': r('./src/core'), '@server': r('./src/server'), '@web': r('./src/web') };

const serverProject = (name: string, testDb: 'pglite' | 'postgres'): TestProjectConfiguration => ({
  resolve: { alias },
  test: {
    name,
    environment: 'node',
    include: ['src/server/**/*.test.ts'],
    // *.pg.test.ts need real PostgreSQL (row locks across connections, several server processes on one database).
    exclude:
      testDb === 'pglite' ? ['**/node_modules/**', 'src/server/**/*.pg.test.ts'] : ['**/node_modules/**'],
    setupFiles: ['src/server/test/setup.ts'],
    // Every test file starts from one migrated copy (a PGlite dump, a PostgreSQL template database).
    globalSetup: [
      testDb === 'pglite' ? 'src/server/test/pglite-template.ts' : 'src/server/test/postgres-template.ts',
    ],
    env: { TEST_DB: testDb },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

/**
 * core: pure rules; server: the API through inject on a fresh PGlite per file;
 * server-pg: the same API suite plus the PostgreSQL-only concurrency tests, when DATABASE_URL names one; web: components in jsdom.
 */
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: on a 2-core machine, one. The API suites spend much of
    // their time waiting on databases and server processes, so two keep both cores busy.
    maxWorkers: 2,
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'core',
          environment: 'node',
          include: ['src/core/**/*.test.ts'],
          exclude: ['**/node_modules/**', 'src/core/**/*.new-york.test.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'core-tz',
          environment: 'node',
          include: ['src/core/**/*.timezone.test.ts', 'src/core/**/*.new-york.test.ts'],
          // A zone with daylight saving, so the March and November changes really happen in the process.
          env: { TZ: 'America/New_York' },
        },
      },
      serverProject('server', 'pglite'),
      ...(process.env.DATABASE_URL ? [serverProject('server-pg', 'postgres')] : []),
      {
        resolve: { alias },
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/web/**/*.test.{ts,tsx}'],
          setupFiles: ['src/web/test/setup.ts'],
        },
      },
    ],
  },
});
