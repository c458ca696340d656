import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test } from 'vitest';

const settingsModule = resolve('src/server/env-file.ts');
// tsx by its path: the command runs in a scratch folder with no node_modules of its own.
const tsx = pathToFileURL(resolve('node_modules/tsx/dist/loader.mjs')).href;

/** What `loadSettings` gives a command started in `cwd` with `env` (a process of its own: `.env` sets process.env). */
function settingsIn(cwd: string, env: Record<string, string>) {
  const script = `import('${settingsModule}').then((m) => { const c = m.loadSettings(); console.log(JSON.stringify({ dataDir: c.dataDir, keep: c.backup.keep })); })`;
  const clean = Object.fromEntries(
    Object.entries(process.env).filter(([k]) => !['DATA_DIR', 'BACKUP_KEEP', 'DATABASE_URL'].includes(k)),
  );
  const out = execFileSync(process.execPath, ['--import', tsx, '-e', script], {
    cwd,
    // The project's path aliases, from its own tsconfig.
    env: { ...clean, TSX_TSCONFIG_PATH: resolve('tsconfig.json'), ...env },
  });
  return JSON.parse(out.toString().trim().split('\n').pop()!) as { dataDir: string; keep: number }; // the script prints one line last
}

test('every command reads .env in its folder, and a variable set in the environment wins over it', () => {
  const folder = mkdtempSync(join(tmpdir(), 'swim-env-'));
  writeFileSync(join(folder, '.env'), 'DATA_DIR=./from-env-file\nBACKUP_KEEP=3\n');
  expect(settingsIn(folder, {})).toMatchObject({ keep: 3 });
  expect(settingsIn(folder, {}).dataDir).toContain('from-env-file');
  expect(settingsIn(folder, { BACKUP_KEEP: '9' })).toMatchObject({ keep: 9 });
});
