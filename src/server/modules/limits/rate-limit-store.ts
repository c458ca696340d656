/**
 * The store behind `@fastify/rate-limit`: route limits count in the database like every other limit, so all server
 * copies on one database enforce one limit instead of one each. Windows are fixed and start on the database clock.
 *
 *   app.register(rateLimit, { global: false, store: databaseRateLimitStore(app.db) })
 *   app.post('/api/thing', { config: { rateLimit: { max: 10, timeWindow: 60_000 } } }, handler)
 *
 * Each route counts in its own buckets (`route:POST /api/thing:<address>`), or a `groupId`'s routes in one. The
 * `continueExceeding` and `exponentialBackoff` options are not supported: a window always ends when it ends.
 */
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Database } from '../../db/client';
import { takeHit } from './service';

/** What the plugin passes to `child` for a route: its merged limit options and the route itself. */
interface ChildOptions {
  groupId?: unknown;
  routeInfo?: { method?: string | string[]; url?: string };
}

function scopeOf(options: ChildOptions): string {
  if (typeof options.groupId === 'string') return `group:${options.groupId}`;
  const { method, url } = options.routeInfo ?? {};
  if (!url) return 'custom';
  return `route:${[method ?? ''].flat().join(',')} ${url}`;
}

export function databaseRateLimitStore(db: Database): FastifyRateLimitStoreCtor {
  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly scope = 'global',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
      max: number,
    ): void {
      // A window under a second would only ever be one request long; the database counts whole milliseconds.
      const windowMs = Math.max(1000, Math.trunc(timeWindow));
      takeHit(db, `${this.scope}:${key}`, { max, windowMs }).then(
        (outcome) => callback(null, { current: outcome.hits, ttl: outcome.retryAfterMs }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: object): FastifyRateLimitStore {
      return new DatabaseRateLimitStore(routeOptions, scopeOf(routeOptions as ChildOptions));
    }
  }
  return DatabaseRateLimitStore;
}
