import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const FEATURES = ['marketing', 'quiz', 'progress', 'calendar', 'booking', 'confirmation', 'contact', 'growth', 'admin'];

/** Layer boundaries of the architecture, checked on every lint. */
const boundaryZones = [
  { target: './src/core', from: './src/web', message: 'core is shared by web and server and imports neither.' },
  { target: './src/core', from: './src/server', message: 'core is shared by web and server and imports neither.' },
  { target: './src/web', from: './src/server', message: 'The browser never imports server code; use src/core/api contracts.' },
  { target: './src/server', from: './src/web', message: 'The server never imports browser code.' },
  ...FEATURES.map((feature) => ({
    target: `./src/web/features/${feature}`,
    from: './src/web/features',
    except: [`./${feature}`],
    message: 'A feature does not import another feature; compose them in src/web/app.',
  })),
];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'src/server/db/migrations/**', 'coverage/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })] },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
    },
  },
  {
    // Only repositories (and the db folder itself) speak SQL.
    files: ['src/server/**/*.ts'],
    ignores: ['src/server/**/repository.ts', 'src/server/**/*.repository.ts', 'src/server/db/**', 'src/server/**/*.test.ts', 'src/server/test/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['drizzle-orm', 'drizzle-orm/*'], message: 'SQL lives in repository.ts files.' }] },
      ],
    },
  },
  {
    files: ['**/*.cjs', 'scripts/**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
);
