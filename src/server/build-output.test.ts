import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { reasonToBuild } from '../../scripts/build-freshness.mjs';
import { buildsToKeep, contentHash, keepPreviousAssets, listFiles } from '../../scripts/build-history';

function folder(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'swim-build-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

const record = (buildId: string, assets: string[]) => ({ buildId, builtAt: '', assets });

describe('the build id', () => {
  test('is the same for the same files and changes with any content, skipping compressed copies and maps', () => {
    const a = folder({ 'index.html': '<p>a</p>', 'assets/app-1.js': 'x', 'assets/app-1.js.br': 'b' });
    const b = folder({
      'index.html': '<p>a</p>',
      'assets/app-1.js': 'x',
      'assets/app-1.js.br': 'other',
      'assets/app-1.js.map': '{"sources":["/elsewhere/src/app.ts"]}',
    });
    const c = folder({ 'index.html': '<p>b</p>', 'assets/app-1.js': 'x' });
    expect(contentHash([a])).toBe(contentHash([b]));
    expect(contentHash([a])).not.toBe(contentHash([c]));
    expect(contentHash([a])).toMatch(/^[0-9a-f]{12}$/);
  });
});

describe('the assets a build keeps', () => {
  test('the current build and the two before it, once each, newest first', () => {
    const previous = {
      buildId: 'b3',
      builtAt: '',
      sourcesNewestMs: 0,
      builds: [record('b3', ['c.js']), record('b2', ['b.js']), record('b1', ['a.js'])],
    };
    expect(buildsToKeep(previous, [], record('b4', ['d.js'])).map((b) => b.buildId)).toEqual([
      'b4',
      'b3',
      'b2',
    ]);
    // Unchanged sources: the same id, the same list.
    expect(buildsToKeep(previous, [], record('b3', ['c.js'])).map((b) => b.buildId)).toEqual([
      'b3',
      'b2',
      'b1',
    ]);
  });

  test('a build folder without a record counts its assets as one earlier build', () => {
    expect(buildsToKeep(undefined, ['old.js'], record('new', ['new.js']))).toEqual([
      record('new', ['new.js']),
      record('earlier', ['old.js']),
    ]);
    expect(buildsToKeep(undefined, [], record('new', []))).toHaveLength(1);
  });

  test('copies the kept builds’ files the new build lacks, and none of the dropped ones', () => {
    const from = folder({ 'a.js': 'a', 'b.js': 'b', 'shared.js': 'old', 'gone.js': 'g' });
    const to = folder({ 'shared.js': 'new', 'c.js': 'c' });
    const builds = [record('c', ['shared.js', 'c.js']), record('b', ['b.js', 'shared.js', 'missing.js'])];
    expect(keepPreviousAssets(from, to, builds)).toBe(1);
    expect(listFiles(to)).toEqual(['b.js', 'c.js', 'shared.js']);
  });
});

describe('npm start builds', () => {
  function project() {
    const root = folder({ 'src/web/main.tsx': 'x', 'package.json': '{}', 'README.md': 'notes' });
    const dist = folder({ 'web/index.html': '<p></p>', 'server/main.js': '' });
    const stamp = (sourcesNewestMs: number) =>
      writeFileSync(join(dist, 'build-info.json'), JSON.stringify({ sourcesNewestMs }));
    const touch = (path: string, ms: number) => utimesSync(join(root, path), ms / 1000, ms / 1000);
    for (const path of ['src/web/main.tsx', 'src/web', 'src', 'package.json', 'README.md'])
      touch(path, 1_000_000);
    return { root, dist, stamp, touch };
  }

  test('when there is no stamp or no build, and not when nothing the build reads changed', () => {
    const { root, dist, stamp, touch } = project();
    expect(reasonToBuild(root, dist)).toBe('no complete build yet');
    stamp(1_000_000);
    expect(reasonToBuild(root, dist)).toBeUndefined();
    touch('README.md', 2_000_000);
    expect(reasonToBuild(root, dist)).toBeUndefined();
    expect(reasonToBuild(root, join(dist, 'elsewhere'))).toBe('no complete build yet');
  });

  test('when a source, a config or a folder (a file added or removed) is newer than the stamp', () => {
    for (const path of ['src/web/main.tsx', 'package.json', 'src/web']) {
      const { root, dist, stamp, touch } = project();
      stamp(1_000_000);
      touch(path, 1_500_000);
      expect(reasonToBuild(root, dist)).toBe('sources changed since the last build');
    }
  });
});
