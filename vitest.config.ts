import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import type { TestProjectConfiguration } from 'vitest/config';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const alias = { '@core': r('./src/core'), '@server': r('./src/server'), '@web': r('./src/web') };

/** The modules that give a test a database: a fresh app or database per file, a server process, or a raw handle. */
const DATABASE_HELPERS = new Set(
  ['test/test-app.ts', 'test/test-database.ts', 'test/server-process.ts', 'db/client.ts'].map((p) =>
    r(`./src/server/${p}`),
  ),
);
/** Test helpers (followed when a test imports them): files in test/ or test-support/ folders, testing.ts, factories.ts. */
const isTestHelper = (file: string) =>
  /[/\\](test|test-support)[/\\]/.test(file) || /[/\\](testing|factories)\.ts$/.test(file);

/** The .ts files a source imports by value, through a relative path or the @server alias. */
function valueImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [
    ...text.matchAll(/^\s*(?:import|export)(?!\s+type\b)[^'";]*?\sfrom\s+'([^']+)'/gm),
    ...text.matchAll(/\bimport\(\s*'([^']+)'\s*\)/g),
  ].map((m) => m[1]!);
  return specifiers.flatMap((spec) => {
    const base = spec.startsWith('@server/')
      ? r(`./src/server/${spec.slice('@server/'.length)}`)
      : spec.startsWith('.')
        ? resolve(dirname(file), spec)
        : undefined;
    const found =
      base && [`${base}.ts`, join(base, 'index.ts'), base].find((f) => f.endsWith('.ts') && existsSync(f));
    return found ? [found] : [];
  });
}

const onDatabase = new Map<string, boolean>();
/** Whether a test file (or a test helper it imports, at any depth) imports one of the database helpers. */
function usesDatabase(file: string): boolean {
  const known = onDatabase.get(file);
  if (known !== undefined) return known;
  onDatabase.set(file, false); // an import cycle adds nothing
  const answer = valueImports(file).some(
    (dep) => DATABASE_HELPERS.has(dep) || (isTestHelper(dep) && usesDatabase(dep)),
  );
  onDatabase.set(file, answer);
  return answer;
}

/**
 * The server test files that run on PostgreSQL too: every *.pg.test.ts, and every other file that imports a database
 * helper (test/test-app, test/test-database, test/server-process or db/client), directly or through test helpers
 * (test/, test-support/, testing.ts, factories.ts). The rest (pure rules, config parsing, lint and ownership checks,
 * templates, a server process on its own embedded data directory) do the same thing on either engine: they run
 * once, in the PGlite project. Read from the files when the config loads, so a new test file is sorted the day it
 * appears.
 */
function serverTestFilesOnADatabase(): string[] {
  const dir = r('./src/server');
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.test.ts') && !path.split(/[/\\]/).includes('node_modules'))
    .map((path) => join(dir, path))
    .filter((file) => file.endsWith('.pg.test.ts') || usesDatabase(file))
    .map((file) => relative(r('.'), file).split('\\').join('/'))
    .sort();
}

/** The web test files that replace a module with vi.mock or vi.doMock, read from the files like the list above. */
function webTestFilesReplacingModules(): string[] {
  const dir = r('./src/web');
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((path) => /\.test\.tsx?$/.test(path))
    .filter((path) => /\bvi\.(do)?mock\(/.test(readFileSync(join(dir, path), 'utf8')))
    .map((path) => relative(r('.'), join(dir, path)).split('\\').join('/'))
    .sort();
}
const webFilesReplacingModules = webTestFilesReplacingModules();

const serverProject = (name: string, testDb: 'pglite' | 'postgres'): TestProjectConfiguration => ({
  resolve: { alias },
  test: {
    name,
    environment: 'node',
    include: testDb === 'pglite' ? ['src/server/**/*.test.ts'] : serverTestFilesOnADatabase(),
    // *.pg.test.ts need real PostgreSQL (row locks across connections, several server processes on one database).
    // The hostile-input sweeps (fuzz.test.ts) run once, on the embedded engine: it is the same PostgreSQL (parser,
    // types, constraints, error codes), and what they check, no 5xx for any request's shape and no row left by a 4xx,
    // is decided before or inside one statement, not by several connections (docs/decisions/0179).
    exclude:
      testDb === 'pglite'
        ? ['**/node_modules/**', 'src/server/**/*.pg.test.ts']
        : ['**/node_modules/**', 'src/server/**/fuzz.test.ts'],
    setupFiles: ['src/server/test/setup.ts'],
    // One module graph per worker, not per file: the files in a worker share their loaded modules (fastify, drizzle,
    // zod schemas ...), and each still opens its own fresh database.
    isolate: false,
    globalSetup: [
      // Every test file starts from one migrated copy (a PGlite dump, a PostgreSQL template database).
      testDb === 'pglite' ? 'src/server/test/pglite-template.ts' : 'src/server/test/postgres-template.ts',
      // Server processes run the server bundled once, not TypeScript compiled at every start.
      'src/server/test/server-bundle.ts',
    ],
    env: { TEST_DB: testDb },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

/**
 * core: pure rules; server: the API through inject on a fresh PGlite per file;
 * server-pg: the same API suite plus the PostgreSQL-only concurrency tests, when DATABASE_URL names one; web: components in jsdom
 * (web-isolated: those that replace modules with vi.mock, one process per file).
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
          isolate: false,
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
          isolate: false,
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
          exclude: ['**/node_modules/**', ...webFilesReplacingModules],
          setupFiles: ['src/web/test/setup.ts'],
          // One page and one set of loaded packages per worker, not a new process per file: starting a process,
          // jsdom and React for each file cost more than the tests themselves. The setup file gives each file a
          // fresh page (storage, cookies, URL, document) and fresh app modules.
          isolate: false,
        },
      },
      // In a shared module registry vi.mock cannot replace a module an earlier file already loaded, and its
      // replacement stays for the files after it: a file that mocks gets a process of its own.
      ...(webFilesReplacingModules.length
        ? [
            {
              resolve: { alias },
              test: {
                name: 'web-isolated',
                environment: 'jsdom' as const,
                include: webFilesReplacingModules,
                setupFiles: ['src/web/test/setup.ts'],
              },
            },
          ]
        : []),
    ],
  },
});
