/**
 * The embedded database is one PostgreSQL running inside this process: a second process opening the same files would
 * corrupt them. A lock file beside them names the process that has them; a lock whose process is gone is stale and
 * taken over, so a crash never keeps the server from starting again.
 */
import { linkSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

export const LOCK_FILE = 'pglite.lock';

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

interface LockHolder {
  pid: number;
  hostname: string;
  startedAt: string;
}

/** Lock files this process holds: its own pid in a lock it does not hold is a previous life (a restarted container). */
const held = new Set<string>();
let exitHookInstalled = false;

function readHolder(path: string): { raw: string; holder: LockHolder | undefined } | undefined {
  let raw: string;
  try {
    raw = readFileSync(path, 'utf8');
  } catch {
    return undefined; // removed in between: try again
  }
  try {
    const parsed = JSON.parse(raw) as Partial<LockHolder>;
    if (typeof parsed.pid === 'number' && typeof parsed.hostname === 'string')
      return {
        raw,
        holder: { pid: parsed.pid, hostname: parsed.hostname, startedAt: String(parsed.startedAt) },
      };
  } catch {
    // Not a lock this code wrote (it links a complete file into place): nobody holds it.
  }
  return { raw, holder: undefined };
}

/** Whether the holder may still be running; a process on another machine cannot be checked, so it is assumed to. */
function mayBeRunning(holder: LockHolder, path: string): boolean {
  if (holder.hostname !== hostname()) return true;
  if (holder.pid === process.pid) return held.has(path);
  try {
    process.kill(holder.pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists but belongs to another user.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function lockedMessage(dataDir: string, path: string, holder: LockHolder): string {
  const lines = [
    `The data directory ${dataDir} is in use by another server process (pid ${holder.pid} on ${holder.hostname},` +
      ` since ${holder.startedAt}).`,
    'The embedded database cannot be shared between processes: stop that one first, give this one its own DATA_DIR,',
    'or set DATABASE_URL to a PostgreSQL database to run several copies.',
  ];
  if (holder.hostname !== hostname())
    lines.push(`If no server runs on ${holder.hostname} any more, delete ${path} and start again.`);
  return lines.join('\n');
}

/**
 * Takes the lock of `dataDir` for this process, or throws DataDirLockedError naming the process that has it.
 * Returns the release function; the lock also goes when the process exits, and a killed process leaves a stale lock
 * that the next start takes over.
 */
export function lockDataDir(dataDir: string): () => void {
  const path = join(dataDir, LOCK_FILE);
  const mine: LockHolder = { pid: process.pid, hostname: hostname(), startedAt: new Date().toISOString() };
  // Written whole first, then linked into place: link fails if the lock exists, and nobody ever reads half a lock.
  const draft = `${path}.${process.pid}.tmp`;
  writeFileSync(draft, JSON.stringify(mine));
  try {
    for (let attempt = 0; attempt < 5; attempt++) {
      try {
        linkSync(draft, path);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
        const found = readHolder(path);
        if (!found) continue;
        if (found.holder && mayBeRunning(found.holder, path))
          throw new DataDirLockedError(lockedMessage(dataDir, path, found.holder));
        // Stale. Remove it only if it is still the one judged stale, so a lock just taken by another starter stays.
        if (readHolder(path)?.raw === found.raw) rmSync(path, { force: true });
        continue;
      }
      held.add(path);
      installExitHook();
      return () => release(path, mine.pid);
    }
  } finally {
    rmSync(draft, { force: true });
  }
  throw new DataDirLockedError(`Could not take the lock ${path}: other processes keep taking it. Try again.`);
}

function release(path: string, pid: number) {
  if (!held.delete(path)) return;
  if (readHolder(path)?.holder?.pid === pid) rmSync(path, { force: true });
}

function installExitHook() {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  // process.exit() skips the graceful close; the lock still goes with the process.
  process.on('exit', () => {
    for (const path of [...held]) release(path, process.pid);
  });
}
