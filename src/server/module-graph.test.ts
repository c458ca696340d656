import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, test } from 'vitest';
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
