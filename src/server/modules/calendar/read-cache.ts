/**
 * The calendar's read cache. An answer is computed once per query and seat version, serialized once, compressed
 * once per encoding, and sent as bytes to everyone who asks for it until the version moves (any write that moves
 * a seat or changes a slot, on any server copy), a hold in the range ends, or MAX_AGE passes (a safety net for a
 * server that died between a commit and its version bump; the old answer is given while that refill runs).
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { ContentEncoding } from '../../lib/content-encoding';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export const MAX_AGE_MS = 10_000;
/**
 * The age limit on the embedded database. Its seat version is a count kept by the one process that writes it, so a
 * write cannot go unannounced by a copy that died; the limit only guards against a write path that forgot to bump.
 * A refill there runs the query on this thread (about 50 ms for three months), so it is rare.
 */
export const EMBEDDED_MAX_AGE_MS = 5 * 60_000;
const MAX_ENTRIES = 500;

export class CachedAnswer {
  readonly identity: Buffer;
  /** A strong validator: the same bytes always have the same tag, on every server copy. */
  readonly etag: string;
  private readonly encodings = new Map<ContentEncoding, Promise<Buffer>>();

  constructor(json: string) {
    this.identity = Buffer.from(json);
    this.etag = `"${createHash('sha256').update(this.identity).digest('base64url').slice(0, 32)}"`;
  }

  /** The answer compressed for `encoding`, made once; brotli at a quality that takes milliseconds, not hundreds. */
  encoded(encoding: ContentEncoding): Promise<Buffer> {
    let bytes = this.encodings.get(encoding);
    if (!bytes) {
      bytes =
        encoding === 'br'
          ? brotli(this.identity, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: 5,
                [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                [constants.BROTLI_PARAM_SIZE_HINT]: this.identity.length,
              },
            })
          : gzipAsync(this.identity, { level: 6 });
      this.encodings.set(encoding, bytes);
    }
    return bytes;
  }
}

interface Entry {
  version: string;
  /** When the answer stops being right with no write (a hold ending, a time entering the booking notice). */
  validUntil: number;
  /** When the age limit asks for the answer to be filled again, in case a write was never announced. */
  refreshAt: number;
  answer: Promise<CachedAnswer>;
  /** The answer has arrived (a pending fill is waited for, never answered around). */
  settled: boolean;
  /** A fill made because of the age limit is on its way. */
  refreshing: boolean;
}

export interface Fill {
  json: string;
  /** When the answer stops being right with no write at all (a hold ending); null when nothing in it ages. */
  validUntil: Date | null;
}

export function createReadCache(now: () => number = Date.now, maxAgeMs = MAX_AGE_MS) {
  const entries = new Map<string, Entry>();

  function remember(key: string, entry: Entry) {
    entries.delete(key);
    entries.set(key, entry);
    // Map keeps insertion order: the first key is the least recently filled.
    if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!); // size > 0 here
  }

  function start(key: string, version: string, fill: () => Promise<Fill>): Entry {
    const answer = fill().then(({ json, validUntil }) => {
      if (validUntil) entry.validUntil = validUntil.getTime();
      entry.settled = true;
      return new CachedAnswer(json);
    });
    // The callback above runs after this literal exists: `fill` answers on a later turn at the earliest.
    const entry: Entry = {
      version,
      validUntil: Infinity,
      refreshAt: now() + maxAgeMs,
      answer,
      settled: false,
      refreshing: false,
    };
    return entry;
  }

  /**
   * Fills `stale` again in the background, answering with it meanwhile; the new answer takes its place once it has
   * arrived. A failed refill drops the old answer, so the next reader fills it in the open.
   */
  function refresh(key: string, stale: Entry, fill: () => Promise<Fill>) {
    stale.refreshing = true;
    const fresh = start(key, stale.version, fill);
    fresh.answer.then(
      () => {
        if (entries.get(key) === stale) remember(key, fresh);
      },
      () => {
        if (entries.get(key) === stale) entries.delete(key);
      },
    );
  }

  return {
    /**
     * The answer for `key` at seat `version`; concurrent misses of one key and version share one fill. An answer
     * past the age limit alone (same version, nothing in it ended) is still given while it is filled again, so
     * readers do not all wait for that fill; a new version or an answer that has ended is always filled first.
     */
    read(key: string, version: string, fill: () => Promise<Fill>): Promise<CachedAnswer> {
      const hit = entries.get(key);
      if (hit && hit.version === version) {
        const at = now();
        if (at < hit.validUntil && at < hit.refreshAt) return hit.answer;
        if (at < hit.validUntil && hit.settled) {
          if (!hit.refreshing) refresh(key, hit, fill);
          return hit.answer;
        }
      }
      const entry = start(key, version, fill);
      remember(key, entry);
      // A failed fill is not remembered: the next reader tries again.
      entry.answer.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return entry.answer;
    },
    size: () => entries.size,
  };
}
