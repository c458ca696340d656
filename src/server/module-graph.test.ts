import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, expect, test } from 'vitest';
// @ts-expect-error: a plain script of the project, without types
import { moduleCycles } from '../../scripts/eslint-module-cycles.mjs';
// @ts-expect-error: a plain script of the project, without types
import { moduleGraph } from '../../scripts/module-graph.mjs';

type Graph = { cycles: string[][]; pastTheDoor: string[]; edges: Map<string, Set<string>> };
const graphOf = moduleGraph as (serverDir: string) => Graph;

const serverDir = fileURLToPath(new URL('.', import.meta.url));
const scratch = mkdtempSync(path.join(tmpdir(), 'module-graph-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A server tree in a scratch folder: `files` by path under src/server, each with its source. */
function serverTree(name: string, files: Record<string, string>) {
  const root = path.join(scratch, name);
  for (const [file, source] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), source);
  }
  return root;
}

describe('the server modules’ import graph', () => {
  test('has no cycle between modules, and no import past another module’s door', () => {
    const { cycles, pastTheDoor, edges } = graphOf(serverDir);
    expect(edges.size).toBeGreaterThan(10); // it read the real modules
    expect(cycles).toEqual([]);
    expect(pastTheDoor).toEqual([]);
  });

  test('finds a cycle through doors, and an import past a door', () => {
    const root = serverTree('knot', {
      'modules/a/index.ts': "export { fromA } from './service';\n",
      'modules/a/service.ts': "import { fromB } from '../b';\nexport const fromA = () => fromB();\n",
      'modules/b/index.ts': "export { fromB } from './service';\n",
      'modules/b/service.ts': "import { fromC } from '../c/inner';\nexport const fromB = () => fromC();\n",
      'modules/c/index.ts': 'export {};\n',
      'modules/c/inner.ts': "import { fromA } from '../a';\nexport const fromC = () => fromA();\n",
      'modules/c/inner.test.ts': "import { fromB } from '../b/service';\n",
    });
    const { cycles, pastTheDoor } = graphOf(root);
    expect(cycles).toEqual([['a', 'b', 'c']]);
    expect(pastTheDoor).toEqual([
      path.join('modules/b/service.ts') + ' -> ' + path.join('modules/c/inner.ts'),
    ]);
  });
});

/** The lint rule's messages for each file of `root`'s modules, with the rule as the project's config sets it. */
async function cycleMessages(root: string, files: string[]) {
  const eslint = new ESLint({
    cwd: root,
    overrideConfigFile: true,
    overrideConfig: {
      files: ['**/*.ts'],
      languageOptions: { parser: tseslint.parser as never },
      plugins: { house: moduleCycles as never },
      rules: { 'house/no-module-cycle': ['error', { serverDir: '.' }] },
    },
  });
  const results = await eslint.lintFiles(files);
  return Object.fromEntries(
    results.map((r) => [path.relative(root, r.filePath), r.messages.map((m) => `${m.line}: ${m.message}`)]),
  );
}

describe('the lint rule against cycles between modules', () => {
  test('reports each import that closes a cycle, on its line, naming the cycle', async () => {
    const root = serverTree('lint-knot', {
      'modules/a/index.ts': "export { fromA } from './service';\n",
      'modules/a/service.ts': "import { fromB } from '../b';\nexport const fromA = () => fromB();\n",
      'modules/b/index.ts':
        "import { x } from '../c';\nexport { fromB } from './service';\nexport const y = x;\n",
      'modules/b/service.ts': "import { fromA } from '../a';\nexport const fromB = () => fromA();\n",
      'modules/c/index.ts': 'export const x = 1;\n',
    });
    const messages = await cycleMessages(root, ['modules/**/*.ts']);
    const cycle = 'closes a cycle between modules (a <-> b): move what both need to a module below them.';
    expect(messages).toEqual({
      [path.join('modules/a/index.ts')]: [],
      [path.join('modules/a/service.ts')]: [`1: 'a' importing 'b' ${cycle}`],
      [path.join('modules/b/index.ts')]: [], // c is below both: no cycle through it
      [path.join('modules/b/service.ts')]: [`1: 'b' importing 'a' ${cycle}`],
      [path.join('modules/c/index.ts')]: [],
    });
  });

  test('is on for the server modules in the project’s lint config', async () => {
    const eslint = new ESLint({ cwd: fileURLToPath(new URL('../..', import.meta.url)) });
    const config = (await eslint.calculateConfigForFile('src/server/modules/ledger/index.ts')) as {
      rules: Record<string, unknown>;
    };
    expect(config.rules['house/no-module-cycle']).toEqual([2]);
  });
});
