import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { migrationsFolder } from './client';
import { breakingStatements, migrationsBreakingThePreviousRelease } from './migration-rules';

/**
 * Migrations written before the expand-then-contract rule, which a release then ran while no older copy was
 * running. A new entry here needs the reason in a decision record: the release before it must not read what it
 * removes.
 */
const ACCEPTED = new Set([
  '0005_drop_login_attempts', // DROP TABLE login_attempts: counters moved to the rate-limit store a release earlier
  '0007_family_lessons', // SET NOT NULL on booking_slots.ics_uid, right after the backfill in the same migration
]);

describe('migrations keep the previous release working (expand, deploy, contract)', () => {
  test('no migration but the accepted historical ones drops, renames, retypes or tightens what a release reads', () => {
    expect(migrationsBreakingThePreviousRelease(migrationsFolder, ACCEPTED)).toEqual([]);
  });

  test('every accepted historical migration exists and is refused without its entry', () => {
    const all = new Set(
      migrationsBreakingThePreviousRelease(migrationsFolder, new Set()).map((p) => p.split('.sql')[0]),
    );
    for (const name of ACCEPTED) expect(all.has(name)).toBe(true);
  });

  test('expanding passes: a new table, a nullable column, a NOT NULL column with a default, an index', () => {
    const expand = `CREATE TABLE "notes" ("id" uuid PRIMARY KEY NOT NULL, "body" text NOT NULL);--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "flags" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "bookings_note_idx" ON "bookings" USING btree ("note");`;
    expect(breakingStatements(expand)).toEqual([]);
  });

  test.each([
    ['DROP TABLE', 'DROP TABLE "leads";'],
    ['DROP COLUMN', 'ALTER TABLE "bookings" DROP COLUMN "notes";'],
    ['RENAME', 'ALTER TABLE "bookings" RENAME COLUMN "notes" TO "remarks";'],
    ['RENAME', 'ALTER TABLE "leads" RENAME TO "prospects";'],
    ['column type change', 'ALTER TABLE "bookings" ALTER COLUMN "total_cents" SET DATA TYPE bigint;'],
    ['SET NOT NULL', 'ALTER TABLE "bookings" ALTER COLUMN "notes" SET NOT NULL;'],
    ['DROP DEFAULT', 'ALTER TABLE "bookings" ALTER COLUMN "status" DROP DEFAULT;'],
    ['NOT NULL column without a default', 'ALTER TABLE "bookings" ADD COLUMN "source" text NOT NULL;'],
  ])('refuses %s: %s', (breaks, statement) => {
    expect(breakingStatements(statement).map((b) => b.breaks)).toContain(breaks);
  });

  const dir = mkdtempSync(join(tmpdir(), 'migrations-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test('a new migration that drops a column the previous release reads is named, with what it does', () => {
    writeFileSync(join(dir, '0014_fine.sql'), 'ALTER TABLE "bookings" ADD COLUMN "note" text;');
    writeFileSync(
      join(dir, '0015_contract_too_soon.sql'),
      'ALTER TABLE "bookings" DROP COLUMN "customer_phone";--> statement-breakpoint\nDROP TABLE "leads";',
    );
    expect(migrationsBreakingThePreviousRelease(dir, ACCEPTED)).toEqual([
      '0015_contract_too_soon.sql: DROP COLUMN: ALTER TABLE "bookings" DROP COLUMN "customer_phone"',
      '0015_contract_too_soon.sql: DROP TABLE: DROP TABLE "leads"',
    ]);
  });
});
