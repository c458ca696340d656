import { describe, expect, test } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { connectionOptions } from './db/client';

describe('the PostgreSQL pool settings', () => {
  test('default to 10 connections, a 10 s connect timeout, 30 s statements and 10 s idle in a transaction', () => {
    expect(loadConfig({}).databasePool).toEqual({
      max: 10,
      connectTimeoutMs: 10_000,
      statementTimeoutMs: 30_000,
      idleInTransactionTimeoutMs: 10_000,
    });
  });

  test('are read from the environment', () => {
    const config = loadConfig({
      DATABASE_POOL_MAX: '4',
      DATABASE_CONNECT_TIMEOUT_MS: '2500',
      DATABASE_STATEMENT_TIMEOUT_MS: '60000',
      DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: '5000',
    });
    expect(config.databasePool).toEqual({
      max: 4,
      connectTimeoutMs: 2_500,
      statementTimeoutMs: 60_000,
      idleInTransactionTimeoutMs: 5_000,
    });
  });

  test.each([
    ['DATABASE_POOL_MAX', 'ten', /DATABASE_POOL_MAX must be a whole number of connections/],
    ['DATABASE_POOL_MAX', '0', /DATABASE_POOL_MAX must be at least 1/],
    [
      'DATABASE_CONNECT_TIMEOUT_MS',
      '1.5',
      /DATABASE_CONNECT_TIMEOUT_MS must be a whole number of milliseconds/,
    ],
    ['DATABASE_STATEMENT_TIMEOUT_MS', '10', /DATABASE_STATEMENT_TIMEOUT_MS must be at least 100/],
    [
      'DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS',
      'soon',
      /DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS must be a number/,
    ],
  ])('a bad %s (%s) stops the start with a message naming it', (name, value, message) => {
    const attempt = () => loadConfig({ [name]: value });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(message);
  });

  test('the timeouts reach PostgreSQL as settings of each connection', () => {
    const options = connectionOptions(
      loadConfig({ DATABASE_STATEMENT_TIMEOUT_MS: '45000' }).databasePool,
      false,
    );
    expect(options).toBe('-c statement_timeout=45000 -c idle_in_transaction_session_timeout=10000');
  });
});
