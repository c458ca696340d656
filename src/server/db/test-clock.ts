/**
 * A movable clock for browser tests (TEST_CLOCK=true, test payment gateway only). Holds, sweeps and every other
 * rule read the time as SQL `now()`, so the clock moves there: a `test_clock.now()` that adds a stored offset to
 * the real one, found before `pg_catalog.now()` because the connection's search_path names its schema first.
 * Time only moves forward, and the offset lives in the database, so every server process on it agrees.
 */
import { sql } from 'drizzle-orm';
import type { TestClockReading } from '@core/api/system';
import type { Database } from './client';

/** The connection's search_path with the test clock: tables from public, then the clock's now(), then the catalog. */
export const TEST_CLOCK_SEARCH_PATH = 'public, test_clock, pg_catalog';

// Two server processes starting on one database install the clock one after the other.
const INSTALL_LOCK_KEY = 727_002;

export async function installTestClock(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${INSTALL_LOCK_KEY})`);
    await tx.execute(sql.raw(`CREATE SCHEMA IF NOT EXISTS test_clock`));
    await tx.execute(
      sql.raw(
        `CREATE TABLE IF NOT EXISTS test_clock.offset_ms (id int PRIMARY KEY CHECK (id = 1), ms bigint NOT NULL CHECK (ms >= 0))`,
      ),
    );
    await tx.execute(sql.raw(`INSERT INTO test_clock.offset_ms VALUES (1, 0) ON CONFLICT (id) DO NOTHING`));
    await tx.execute(
      sql.raw(`CREATE OR REPLACE FUNCTION test_clock.now() RETURNS timestamptz LANGUAGE sql STABLE AS $$
        SELECT pg_catalog.now() + make_interval(secs => coalesce((SELECT ms FROM test_clock.offset_ms WHERE id = 1), 0) / 1000.0)
      $$`),
    );
    // A column default `now()` was bound to the catalog's function when its table was made: bind it again to the
    // clock's, so rows written after a move are stamped with the same time every rule reads.
    await tx.execute(
      sql.raw(`DO $$ DECLARE c record; BEGIN
        FOR c IN SELECT table_name, column_name FROM information_schema.columns
                 WHERE table_schema = 'public' AND column_default IN ('now()', 'pg_catalog.now()') LOOP
          EXECUTE format('ALTER TABLE public.%I ALTER COLUMN %I SET DEFAULT test_clock.now()', c.table_name, c.column_name);
        END LOOP;
      END $$`),
    );
  });
}

export async function readTestClock(db: Database): Promise<TestClockReading> {
  const rows = await db.execute<{ now: string | Date; ms: string | number }>(
    sql.raw(`SELECT now() AS now, ms FROM test_clock.offset_ms WHERE id = 1`),
  );
  const row = (rows as unknown as { rows?: { now: string | Date; ms: string | number }[] }).rows?.[0];
  if (!row) throw new Error('The test clock is not installed');
  return { now: new Date(row.now).toISOString(), offsetMs: Number(row.ms) };
}

export async function advanceTestClock(db: Database, ms: number): Promise<TestClockReading> {
  await db.execute(sql`UPDATE test_clock.offset_ms SET ms = ms + ${Math.round(ms)} WHERE id = 1`);
  return readTestClock(db);
}
