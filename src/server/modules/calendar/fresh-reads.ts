/**
 * How the calendar's cached reads stay fresh: the seat version each read is keyed by (asked of PostgreSQL, shared by
 * readers arriving together) and the ZIPs the calendar filters for, remembered per version.
 */
import type { Database } from '../../db/client';
import { localSeatVersion, pooledSeatVersionReader } from '../../db/seat-version';
import { MAX_AGE_MS } from './read-cache';
import type { TravelSettings } from '@core/api/travel';
import { describeZip, getTravelSettings } from '../travel';

/**
 * How a reader learns the seat version: PostgreSQL may be written by other server copies, so it is asked for every
 * read, though readers that arrive together share one query (see `sharedFreshReads`); the embedded database is
 * written by this process alone, so its count is enough.
 */
export const seatVersionReader = (db: Database, kind: 'pglite' | 'postgres') =>
  kind === 'postgres' ? sharedFreshReads(pooledSeatVersionReader(db)) : async () => localSeatVersion();

/**
 * `read`, shared by its callers and never older than any of them: a read starts only after every caller it answers
 * has asked, so it sees every commit a caller could have seen answered before asking (a hold taken through another
 * copy). The callers of one turn of the event loop share a read that starts at `setImmediate`; while a read is on
 * its way, the callers asking meanwhile share the next one, which starts when it settles. Under load that is one
 * query at a time per copy, answering every request that arrived during the one before, instead of one query per
 * request (or per turn, each keeping a database process busy on a machine the server shares with it).
 */
export function sharedFreshReads<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<unknown> | undefined;
  let next: Promise<T> | undefined;
  return () => {
    next ??= new Promise<T>((resolve, reject) => {
      const start = () => {
        next = undefined; // callers from here on did not ask before this read: they share the one after it
        // A reader that throws instead of rejecting fails its callers the same way.
        const thisRead = Promise.resolve().then(read).then(resolve, reject);
        running = thisRead;
        void thisRead.then(() => {
          if (running === thisRead) running = undefined;
        });
      };
      setImmediate(() => (running ? void running.then(start) : start()));
    });
    return next;
  };
}

/**
 * Which ZIPs the calendar filters for, remembered per seat version (saving the travel settings moves it) and for
 * no longer than the read cache keeps an answer: a ZIP outside the area shares the unfiltered answer, so a stream
 * of made-up ZIPs does not fill the cache, and a ZIP asked again is judged without reading the travel settings.
 */
export function servedZips(db: Database, now: () => number = Date.now) {
  let version = '';
  let since = 0;
  let known = new Map<string, Promise<string | undefined>>();
  return (zip: string | undefined, atVersion: string): Promise<string | undefined> | undefined => {
    if (!zip) return undefined;
    if (atVersion !== version || now() - since > MAX_AGE_MS || known.size >= MAX_KNOWN_ZIPS) {
      version = atVersion;
      since = now();
      known = new Map();
    }
    let served = known.get(zip);
    if (!served) {
      const asked = filteringZip(db, zip);
      const remembered = known;
      asked.catch(() => remembered.delete(zip));
      known.set(zip, asked);
      served = asked;
    }
    return served;
  };
}
const MAX_KNOWN_ZIPS = 2_000;

/** A ZIP we do not serve filters nothing: it shares the answer without one instead of filling the cache. */
async function filteringZip(db: Database, zip: string | undefined): Promise<string | undefined> {
  return zip && isServed(await getTravelSettings(db), zip) ? zip : undefined;
}

/** A ZIP the calendar filters for: known and inside the service area (elsewhere every time is shown, with a warning). */
export function isServed(settings: TravelSettings, zip: string): boolean {
  try {
    return describeZip(settings, zip).inServiceArea;
  } catch {
    return false; // an unknown ZIP
  }
}
