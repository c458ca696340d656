/**
 * The PostgreSQL connection pool's settings. Every copy of the server keeps up to `DATABASE_POOL_MAX` connections,
 * so copies × DATABASE_POOL_MAX (plus a few for migrations and maintenance) must stay under the database server's
 * max_connections. The timeouts are set on each connection, so PostgreSQL itself ends what runs or waits too long.
 */
import { z } from 'zod';

/** A duration in milliseconds between `min` and `max`, with messages naming the variable. */
const millis = (name: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${name} must be a number of milliseconds` })
    .int({ error: `${name} must be a whole number of milliseconds` })
    .min(min, { error: `${name} must be at least ${min} (milliseconds)` })
    .max(max, { error: `${name} must be at most ${max} (milliseconds)` });

export const databasePoolEnv = {
  DATABASE_POOL_MAX: z.coerce
    .number({ error: 'DATABASE_POOL_MAX must be a whole number of connections' })
    .int({ error: 'DATABASE_POOL_MAX must be a whole number of connections' })
    .min(1, { error: 'DATABASE_POOL_MAX must be at least 1' })
    .max(1000, { error: 'DATABASE_POOL_MAX must be at most 1000' })
    .default(10),
  /** How long to wait for a new connection before the query fails. */
  DATABASE_CONNECT_TIMEOUT_MS: millis('DATABASE_CONNECT_TIMEOUT_MS', 100, 600_000).default(10_000),
  /** PostgreSQL's statement_timeout: a statement running longer is cancelled by the server. */
  DATABASE_STATEMENT_TIMEOUT_MS: millis('DATABASE_STATEMENT_TIMEOUT_MS', 100, 3_600_000).default(30_000),
  /**
   * PostgreSQL's idle_in_transaction_session_timeout: a transaction that sits idle longer is ended by the server,
   * so a stuck process cannot hold row locks for others to wait on.
   */
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: millis(
    'DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS',
    100,
    3_600_000,
  ).default(10_000),
};

export interface DatabasePoolSettings {
  max: number;
  connectTimeoutMs: number;
  statementTimeoutMs: number;
  idleInTransactionTimeoutMs: number;
}

export const DEFAULT_DATABASE_POOL: DatabasePoolSettings = {
  max: 10,
  connectTimeoutMs: 10_000,
  statementTimeoutMs: 30_000,
  idleInTransactionTimeoutMs: 10_000,
};

type PoolEnv = { [K in keyof typeof databasePoolEnv]: number };

export const databasePoolFrom = (e: PoolEnv): DatabasePoolSettings => ({
  max: e.DATABASE_POOL_MAX,
  connectTimeoutMs: e.DATABASE_CONNECT_TIMEOUT_MS,
  statementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
  idleInTransactionTimeoutMs: e.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
});
