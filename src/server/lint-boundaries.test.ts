import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, test } from 'vitest';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
// One instance for the whole file: it loads eslint.config.js (and reads the modules folder) once.
const eslint = new ESLint({ cwd: repoRoot });

const OWN_TABLES = "A module owns its tables: call the other module's service, never its repository.";
const PAST_THE_DOOR = "Import another module through its door (its index.ts: '../<module>')";

/** The no-restricted-imports messages ESLint gives `source` imported from a (virtual) file at `filePath`. */
async function restrictedImports(filePath: string, source: string): Promise<string[]> {
  const code = `import { x } from '${source}';\nexport const y = x;\n`;
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('the lint boundaries between server modules', () => {
  test("a module importing another module's repository is reported", async () => {
    const messages = await restrictedImports(
      'src/server/modules/requests/service.ts',
      '../ledger/repository',
    );
    // Past the door, too: both rules speak.
    expect(messages).toEqual([expect.stringContaining(OWN_TABLES), expect.stringContaining(PAST_THE_DOOR)]);
  });

  test('a module importing its own repository is allowed, from any of its folders', async () => {
    expect(await restrictedImports('src/server/modules/ledger/service.ts', './repository')).toEqual([]);
    expect(
      await restrictedImports('src/server/modules/ledger/views/read.ts', '../booking/bookings.repository'),
    ).toEqual([]);
  });

  test("a module's inner folder importing another module's repository is reported", async () => {
    expect(
      await restrictedImports('src/server/modules/ledger/views/read.ts', '../../waitlist/repository'),
    ).toEqual([expect.stringContaining(OWN_TABLES), expect.stringContaining(PAST_THE_DOOR)]);
  });

  test("a module importing another module's named repository file is reported", async () => {
    const messages = await restrictedImports(
      'src/server/modules/admin/service.ts',
      '../ledger/holds.repository',
    );
    // Past the door, too: both rules speak.
    expect(messages).toEqual([expect.stringContaining(OWN_TABLES), expect.stringContaining(PAST_THE_DOOR)]);
  });

  test("a repository importing another module's repository through the alias is reported", async () => {
    const messages = await restrictedImports(
      'src/server/modules/admin/requests.repository.ts',
      '@server/modules/ledger/bookings.repository',
    );
    // Past the door, too: both rules speak.
    expect(messages).toEqual([expect.stringContaining(OWN_TABLES), expect.stringContaining(PAST_THE_DOOR)]);
  });

  test('jobs and the app import module services and routes but no repository', async () => {
    expect(await restrictedImports('src/server/jobs/index.ts', '../modules/ledger/repository')).toEqual([
      expect.stringContaining(OWN_TABLES),
      expect.stringContaining(PAST_THE_DOOR),
    ]);
    expect(await restrictedImports('src/server/app.ts', './modules/ledger/holds.repository')).toEqual([
      expect.stringContaining(OWN_TABLES),
      expect.stringContaining(PAST_THE_DOOR),
    ]);
    expect(await restrictedImports('src/server/jobs/index.ts', '../modules/ledger')).toEqual([]);
    expect(await restrictedImports('src/server/app.ts', './modules/ledger')).toEqual([]);
  });

  test("a module importing another module's file past its door is reported, from any depth and through the alias", async () => {
    const cases: [string, string][] = [
      ['src/server/modules/calendar/service.ts', '../ledger/travel-check'],
      ['src/server/modules/email/templates/family.ts', '../../families/service'],
      ['src/server/modules/admin/service.ts', '@server/modules/ledger/holds'],
      ['src/server/jobs/index.ts', '../modules/ledger/sweeper'],
      ['src/server/app.ts', './modules/ledger/routes'],
    ];
    for (const [filePath, source] of cases)
      expect(await restrictedImports(filePath, source), `${source} from ${filePath}`).toEqual([
        expect.stringContaining(PAST_THE_DOOR),
      ]);
  });

  test('through the door, within the module and to shared server code, imports are allowed', async () => {
    const cases: [string, string][] = [
      ['src/server/modules/calendar/service.ts', '../ledger'],
      ['src/server/modules/email/templates/family.ts', '../../families'],
      ['src/server/modules/email/templates/family.ts', '../views'],
      ['src/server/modules/ledger/service.ts', './travel-check'],
      ['src/server/modules/ledger/service.ts', '../../db/client'],
      ['src/server/modules/email/templates/family.ts', '../../../db/client'],
      ['src/server/modules/families/service.ts', '@server/modules/families/guard'],
    ];
    for (const [filePath, source] of cases)
      expect(await restrictedImports(filePath, source), `${source} from ${filePath}`).toEqual([]);
  });

  test('a non-repository server file still may not import Drizzle, while a repository may', async () => {
    expect(await restrictedImports('src/server/modules/requests/service.ts', 'drizzle-orm')).toEqual([
      expect.stringContaining('SQL lives in repository.ts files.'),
    ]);
    expect(await restrictedImports('src/server/jobs/index.ts', 'drizzle-orm')).toEqual([
      expect.stringContaining('SQL lives in repository.ts files.'),
    ]);
    expect(await restrictedImports('src/server/modules/requests/repository.ts', 'drizzle-orm')).toEqual([]);
  });

  test('server code, repositories included, still may not import browser code', async () => {
    for (const filePath of [
      'src/server/modules/requests/service.ts',
      'src/server/modules/requests/repository.ts',
    ]) {
      expect(await restrictedImports(filePath, '@web/lib/api-client')).toEqual([
        expect.stringContaining('The server never imports browser code.'),
      ]);
    }
  });
});
