/**
 * What the browser keeps about a visitor (booking access tokens, lesson requests waiting to be sent) is forgotten
 * after BROWSER_KEEP_DAYS: a shared or lost device should not hold a family's booking or contact details for ever.
 * Values are stored with the time they were stored; a read after the period finds nothing and removes the entry, and
 * `forgetExpiredEntries` sweeps a whole key prefix on page load so entries nobody reads again go too.
 */
export const BROWSER_KEEP_DAYS = 30;
const KEEP_MS = BROWSER_KEEP_DAYS * 86_400_000;

interface Stamped {
  value: string;
  storedAt: string;
}

/** Whether something stored at `storedAt` (an ISO instant) is past the keeping period at `now`. */
export function isExpired(storedAt: string | undefined, now = new Date()): boolean {
  const at = storedAt ? Date.parse(storedAt) : Number.NaN;
  // An unreadable time is treated as expired: nothing is kept without knowing how old it is.
  return Number.isNaN(at) || now.getTime() - at > KEEP_MS;
}

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

function parse(raw: string): Stamped | undefined {
  try {
    const parsed: unknown = JSON.parse(raw);
    if (
      parsed &&
      typeof parsed === 'object' &&
      typeof (parsed as Stamped).value === 'string' &&
      typeof (parsed as Stamped).storedAt === 'string'
    )
      return parsed as Stamped;
  } catch {
    // Not one of ours: a value stored before stamping began.
  }
  return undefined;
}

/** Stores `value` under `key` with the time it was stored. Storage that is full or blocked stores nothing. */
export function storeExpiring(key: string, value: string, now = new Date()): void {
  try {
    storage()?.setItem(key, JSON.stringify({ value, storedAt: now.toISOString() } satisfies Stamped));
  } catch {
    // Full or blocked: the caller's in-page state still works.
  }
}

/**
 * The value stored under `key`, or null when there is none or it is past the keeping period (then it is removed).
 * A plain value stored before stamping began is stamped now, so it too is forgotten one period from today.
 */
export function readExpiring(key: string, now = new Date()): string | null {
  const store = storage();
  let raw: string | null = null;
  try {
    raw = store?.getItem(key) ?? null;
  } catch {
    return null;
  }
  if (raw === null) return null;
  const stamped = parse(raw);
  if (!stamped) {
    storeExpiring(key, raw, now);
    return raw;
  }
  if (isExpired(stamped.storedAt, now)) {
    removeEntry(key);
    return null;
  }
  return stamped.value;
}

function removeEntry(key: string) {
  try {
    storage()?.removeItem(key);
  } catch {
    // Blocked storage holds nothing to remove.
  }
}

/** Removes every entry under `prefix` that is past the keeping period; returns how many went. */
export function forgetExpiredEntries(prefix: string, now = new Date()): number {
  const store = storage();
  if (!store) return 0;
  const keys: string[] = [];
  try {
    for (let i = 0; i < store.length; i++) {
      const key = store.key(i);
      if (key?.startsWith(prefix)) keys.push(key);
    }
  } catch {
    return 0;
  }
  let removed = 0;
  for (const key of keys) if (readExpiring(key, now) === null) removed++;
  return removed;
}
