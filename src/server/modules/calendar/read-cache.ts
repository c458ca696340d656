/**
 * The calendar's read cache. An answer is computed once per query and seat version, serialized once, compressed
 * once per encoding, and sent as bytes to everyone who asks for it until the version moves (any write that moves
 * a seat or changes a slot, on any server copy), a hold in the range ends, or MAX_AGE passes (a safety net for a
 * server that died between a commit and its version bump).
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { ContentEncoding } from '../../lib/content-encoding';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export const MAX_AGE_MS = 10_000;
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
  expiresAt: number;
  answer: Promise<CachedAnswer>;
}

export interface Fill {
  json: string;
  /** When the answer stops being right with no write at all (a hold ending); null when nothing in it ages. */
  validUntil: Date | null;
}

export function createReadCache(now: () => number = Date.now) {
  const entries = new Map<string, Entry>();

  function remember(key: string, entry: Entry) {
    entries.delete(key);
    entries.set(key, entry);
    // Map keeps insertion order: the first key is the least recently filled.
    if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!); // size > 0 here
  }

  return {
    /** The answer for `key` at seat `version`; concurrent misses of one key and version share one fill. */
    read(key: string, version: string, fill: () => Promise<Fill>): Promise<CachedAnswer> {
      const hit = entries.get(key);
      if (hit && hit.version === version && now() < hit.expiresAt) return hit.answer;
      const entry: Entry = {
        version,
        expiresAt: now() + MAX_AGE_MS,
        answer: Promise.resolve(new CachedAnswer('')),
      };
      entry.answer = fill().then(({ json, validUntil }) => {
        if (validUntil) entry.expiresAt = Math.min(entry.expiresAt, validUntil.getTime());
        return new CachedAnswer(json);
      });
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
