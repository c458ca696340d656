import { readdirSync } from 'node:fs';
import { URL } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { moduleCycles } from './scripts/eslint-module-cycles.mjs';

/** Web features, read from the folder listing like the server modules below: a new feature is covered the day it appears. */
const FEATURES = readdirSync(new URL('./src/web/features/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

/**
 * Layer boundaries of the architecture, checked on every lint with ESLint's own no-restricted-imports:
 * code crosses layers only through the @core/@web/@server aliases, so import strings tell the layer.
 */
const restrict = (patterns) => ['error', { patterns }];
const noClimbing = {
  group: ['../../*'],
  message: 'Import across folders with the @core, @web or @server aliases.',
};
const SQL_RULE = { group: ['drizzle-orm', 'drizzle-orm/*'], message: 'SQL lives in repository.ts files.' };
const NO_WEB_IN_SERVER = {
  group: ['@web', '@web/*', '**/web/**'],
  message: 'The server never imports browser code.',
};

/**
 * Server modules, read from the folder listing when the config loads: a new module is covered the day it appears.
 * A module owns its tables: code in another module, or outside the modules, never imports its repository
 * (repository.ts or *.repository.ts, at any depth of the module); it calls the module's service.
 */
const MODULES = readdirSync(new URL('./src/server/modules/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();
const OWN_TABLES_MESSAGE = "A module owns its tables: call the other module's service, never its repository.";
/**
 * Another module's repository (repository.ts or *.repository.ts, at any depth of that module), imported from a file
 * `depth` folders below its own module's root: `../ledger/holds.repository`, `../../ledger/x/repository`, or through
 * `@server/modules/...`.
 */
const otherModulesRepositories = (own, depth) => ({
  regex: `^((\\.\\./){${depth + 1}}|@server/modules/)(?!${own}/)[^./][^/]*/(.+/)?([^/]+\\.)?repository(\\.[^/]+)?$`,
  message: OWN_TABLES_MESSAGE,
});
/** The import's tail naming a repository file, directly in a module or in one of its folders. */
const REPOSITORY_FILES = ['**/repository', '**/repository.*', '**/*.repository', '**/*.repository.*'];
/** Server code outside the modules (app.ts, main.ts, jobs, cli, site ...) imports no module's repository. */
const anyModuleRepository = {
  group: ['./modules/', '../modules/', '../../modules/', '@server/modules/'].flatMap((prefix) =>
    REPOSITORY_FILES.map((file) => `${prefix}*/${file}`),
  ),
  message: OWN_TABLES_MESSAGE,
};
const DOOR_MESSAGE =
  "Import another module through its door (its index.ts: '../<module>'), never one of its files.";
/**
 * A module's files at `depth` folders below its root import other modules only through their doors: `../ledger`, never
 * `../ledger/holds` (nor `../../ledger/x` from one folder down, nor `@server/modules/ledger/x`).
 */
const otherModulesInnerFiles = (own, depth) => ({
  regex: `^((\\.\\./){${depth + 1}}|@server/modules/)(?!${own}/)[^./][^/]*/.+`,
  message: DOOR_MESSAGE,
});
/** Server code outside the modules (app.ts, jobs ...) composes modules through their doors too. */
const modulesInnerFilesFromOutside = {
  regex: '^(\\./|(\\.\\./)+|@server/)modules/[^/]+/.+',
  message: DOOR_MESSAGE,
};
/** How deep module files go: a module's own folders (templates/, ...) and theirs. */
const MODULE_DEPTHS = [0, 1, 2, 3];
const SERVER_TEST_FILES = ['**/*.test.ts', 'src/server/**/test/**', 'src/server/**/test-support/**'];
const SERVER_REPOSITORY_FILES = ['src/server/**/repository.ts', 'src/server/**/*.repository.ts'];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-*/**',
      'node_modules/**',
      'src/server/db/migrations/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['src/core/**'],
    rules: {
      'no-restricted-imports': restrict([
        {
          group: ['@web', '@web/*', '@server', '@server/*', '**/web/**', '**/server/**'],
          message: 'core is shared by web and server and imports neither.',
        },
        noClimbing,
      ]),
    },
  },
  {
    files: ['src/web/**'],
    ignores: ['src/web/features/**'],
    rules: {
      'no-restricted-imports': restrict([
        {
          group: ['@server', '@server/*', '**/server/**'],
          message: 'The browser never imports server code; use src/core/api contracts.',
        },
      ]),
    },
  },
  ...FEATURES.map((feature) => ({
    files: [`src/web/features/${feature}/**`],
    rules: {
      'no-restricted-imports': restrict([
        {
          group: ['@server', '@server/*', '**/server/**'],
          message: 'The browser never imports server code; use src/core/api contracts.',
        },
        {
          group: ['@web/features/*', `!@web/features/${feature}`],
          message: 'A feature does not import another feature; compose them in src/web/app.',
        },
        noClimbing,
      ]),
    },
  })),
  {
    files: ['src/server/**'],
    rules: { 'no-restricted-imports': restrict([NO_WEB_IN_SERVER, SQL_RULE]) },
  },
  {
    // Only repositories (and the db folder itself) speak SQL.
    files: [
      ...SERVER_REPOSITORY_FILES,
      'src/server/db/**',
      'src/server/**/*.test.ts',
      'src/server/test/**',
      'src/server/**/test-support/**',
    ],
    rules: { 'no-restricted-imports': restrict([NO_WEB_IN_SERVER]) },
  },
  // A later object's no-restricted-imports replaces an earlier one's patterns, so each object below repeats
  // the restrictions above that apply to its files (no browser code; SQL only in repositories).
  {
    // The server's own composition (app.ts, main.ts, jobs, cli, site ...) uses module services and routes.
    files: ['src/server/**'],
    ignores: ['src/server/modules/**', 'src/server/db/**', ...SERVER_REPOSITORY_FILES, ...SERVER_TEST_FILES],
    rules: {
      'no-restricted-imports': restrict([
        NO_WEB_IN_SERVER,
        SQL_RULE,
        anyModuleRepository,
        modulesInnerFilesFromOutside,
      ]),
    },
  },
  ...MODULES.flatMap((module) =>
    MODULE_DEPTHS.flatMap((depth) => {
      const files = `src/server/modules/${module}/${'*/'.repeat(depth)}*.ts`;
      const door = otherModulesInnerFiles(module, depth);
      return [
        {
          files: [files],
          ignores: [...SERVER_REPOSITORY_FILES, ...SERVER_TEST_FILES],
          rules: {
            'no-restricted-imports': restrict([
              NO_WEB_IN_SERVER,
              SQL_RULE,
              otherModulesRepositories(module, depth),
              door,
            ]),
          },
        },
        {
          // A repository speaks SQL for its own module's tables, and reads no other module's repository either.
          files: [files],
          ignores: [...SERVER_TEST_FILES, 'src/server/**/!(*repository).ts'],
          rules: {
            'no-restricted-imports': restrict([
              NO_WEB_IN_SERVER,
              otherModulesRepositories(module, depth),
              door,
            ]),
          },
        },
      ];
    }),
  ),
  {
    // No cycle between server modules: an import of a module that (through others) imports this one is refused.
    files: ['src/server/modules/**/*.ts'],
    ignores: SERVER_TEST_FILES,
    plugins: { house: moduleCycles },
    rules: { 'house/no-module-cycle': 'error' },
  },
  {
    files: ['**/*.cjs', 'scripts/**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
);
