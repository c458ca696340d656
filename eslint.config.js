import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

const FEATURES = [
  'marketing',
  'quiz',
  'progress',
  'calendar',
  'booking',
  'confirmation',
  'contact',
  'growth',
  'admin',
];

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
    rules: {
      'no-restricted-imports': restrict([
        { group: ['@web', '@web/*', '**/web/**'], message: 'The server never imports browser code.' },
        SQL_RULE,
      ]),
    },
  },
  {
    // Only repositories (and the db folder itself) speak SQL.
    files: [
      'src/server/**/repository.ts',
      'src/server/**/*.repository.ts',
      'src/server/db/**',
      'src/server/**/*.test.ts',
      'src/server/test/**',
      'src/server/**/test-support/**',
    ],
    rules: {
      'no-restricted-imports': restrict([
        { group: ['@web', '@web/*', '**/web/**'], message: 'The server never imports browser code.' },
      ]),
    },
  },
  {
    files: ['**/*.cjs', 'scripts/**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
);
