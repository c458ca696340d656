/**
 * What a build keeps of the builds before it. The id is a hash of the built files, so unchanged sources give the
 * same id; the hashed assets of the last builds stay in web/assets/, so a tab opened on an earlier build can still
 * load the chunk for the next page it opens.
 */
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

/** The current build and the two before it keep their assets. */
export const KEPT_BUILDS = 3;

export interface BuildRecord {
  buildId: string;
  builtAt: string;
  /** File names in web/assets/ (compressed copies included). */
  assets: string[];
}

/** The stamp in the build folder (scripts/build-freshness.mjs reads it too). */
export interface BuildInfo {
  buildId: string;
  builtAt: string;
  /** The newest change among the build's inputs when the build started. */
  sourcesNewestMs: number;
  /** Newest first; the first is this build. */
  builds: BuildRecord[];
}

/** Every file under `dir`, as paths relative to it in a stable order. */
export function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split('\\').join('/'))
    .sort();
}

/**
 * A hash of the files under `dirs`, their paths and contents, skipping the compressed copies (made from the files
 * hashed), the source maps (which name the build folder's place on disk, so two servers built from the same
 * sources in different folders would differ) and `skip`. Twelve hex digits tell builds apart and stay short on
 * the admin dashboard.
 */
export function contentHash(dirs: string[], skip: (path: string) => boolean = () => false): string {
  const hash = createHash('sha256');
  for (const dir of dirs) {
    for (const path of listFiles(dir)) {
      if (/\.(br|gz|map)$/.test(path) || skip(path)) continue;
      hash.update(`${path}\0`);
      hash.update(readFileSync(join(dir, path)));
      hash.update('\0');
    }
  }
  return hash.digest('hex').slice(0, 12);
}

/**
 * The builds whose assets the new build keeps, newest first. The same id again (unchanged sources) keeps the list
 * as it was; a build folder from before this record existed counts its assets as one earlier build.
 */
export function buildsToKeep(
  previous: BuildInfo | undefined,
  previousAssets: string[],
  current: BuildRecord,
): BuildRecord[] {
  const before =
    previous?.builds ??
    (previousAssets.length ? [{ buildId: 'earlier', builtAt: '', assets: previousAssets }] : []);
  const others = before.filter((build) => build.buildId !== current.buildId);
  return [current, ...others].slice(0, KEPT_BUILDS);
}

/** Copies the kept builds' assets that the new build does not have from the old assets folder into the new one. */
export function keepPreviousAssets(fromDir: string, toDir: string, builds: BuildRecord[]): number {
  const present = new Set(listFiles(toDir));
  let copied = 0;
  for (const build of builds.slice(1)) {
    for (const name of build.assets) {
      if (present.has(name) || !existsSync(join(fromDir, name))) continue;
      mkdirSync(dirname(join(toDir, name)), { recursive: true });
      copyFileSync(join(fromDir, name), join(toDir, name));
      present.add(name);
      copied += 1;
    }
  }
  return copied;
}
