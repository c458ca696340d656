import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { BUILD_INPUTS } from '../../scripts/build-freshness.mjs';
import {
  RUNTIME_BUILD_PATHS,
  RUNTIME_CONTEXT_PATHS,
  RUNTIME_INSTALL,
  productionPackages,
} from '../../scripts/production-tree.mjs';

const root = new URL('../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');

/** The Dockerfile's instructions per stage name, continuation lines joined, comments dropped. */
function stages(): Map<string, string[]> {
  const lines = read('Dockerfile')
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const byStage = new Map<string, string[]>();
  let current: string[] = [];
  for (const line of lines) {
    const from = /^FROM\s+\S+\s+AS\s+(\S+)/i.exec(line);
    if (from) byStage.set(from[1]!, (current = []));
    else current.push(line);
  }
  return byStage;
}

/** A stage's COPY sources, as [from stage or "context", path] pairs. */
function copies(instructions: string[]): { from: string; path: string }[] {
  return instructions
    .filter((line) => line.startsWith('COPY '))
    .flatMap((line) => {
      const words = line.split(/\s+/).slice(1);
      const from = words.find((w) => w.startsWith('--from='))?.slice('--from='.length) ?? 'context';
      const paths = words.filter((w) => !w.startsWith('--'));
      return paths.slice(0, -1).map((path) => ({ from, path }));
    });
}

describe('the Dockerfile and scripts/production-tree.mjs', () => {
  const dockerfile = stages();
  const runtime = dockerfile.get('runtime')!;
  const build = dockerfile.get('build')!;

  test('the runtime stage copies what the script copies and installs as it does', () => {
    const copied = copies(runtime);
    expect(copied.filter((c) => c.from === 'context').map((c) => c.path)).toEqual(RUNTIME_CONTEXT_PATHS);
    expect(copied.filter((c) => c.from === 'build').map((c) => c.path)).toEqual(
      RUNTIME_BUILD_PATHS.map((path) => `/app/${path}`),
    );
    expect(runtime).toContain(`WORKDIR /app`);
    expect(runtime.some((line) => line.startsWith(`RUN npm ${RUNTIME_INSTALL.join(' ')}`))).toBe(true);
    expect(runtime).toContain('USER node');
    expect(runtime.some((line) => line.startsWith('HEALTHCHECK') && line.includes('/healthz'))).toBe(true);
  });

  test('the build stage copies every input of the build, and .dockerignore keeps none of them out', () => {
    const copied = copies(build).map((c) => c.path.replace(/\/$/, ''));
    for (const input of BUILD_INPUTS)
      expect(
        copied.some((path) => input === path || input.startsWith(`${path}/`)),
        input,
      ).toBe(true);
    const ignored = read('.dockerignore')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('#'));
    for (const path of [...BUILD_INPUTS, ...RUNTIME_CONTEXT_PATHS])
      expect(ignored.includes(path) || ignored.includes(path.split('/')[0]!), path).toBe(false);
  });

  test('the production packages are the lockfile’s top-level entries that are not dev-only', () => {
    const lock = {
      packages: {
        '': {},
        'node_modules/fastify': {},
        'node_modules/@scope/lib': { optional: true },
        'node_modules/vite': { dev: true },
        'node_modules/fastify/node_modules/semver': {},
      },
    };
    expect(productionPackages(lock)).toEqual([
      { name: 'fastify', optional: false },
      { name: '@scope/lib', optional: true },
    ]);
  });
});
