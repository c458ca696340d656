import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';

const modulesDir = fileURLToPath(new URL('./modules/', import.meta.url));

/** A Drizzle write (`.insert(`, `.update(`, `.delete(`) whose table is one the seat ledger owns. */
const LEDGER_WRITE =
  /\.(insert|update|delete)\(\s*(?:\w+\.)?(holds|holdSlots|bookings|bookingSlots|bookingSwimmers|payments|couponRedemptions|refunds)\b/g;

/** Every .ts file of the modules but the ledger's own, leaving out tests and their helpers. */
function nonLedgerSources(): string[] {
  return readdirSync(modulesDir, { recursive: true, encoding: 'utf8' })
    .map((path) => path.split('\\').join('/'))
    .filter((path) => path.endsWith('.ts') && !path.endsWith('.test.ts'))
    .filter((path) => {
      const folders = path.split('/').slice(0, -1);
      return folders[0] !== 'ledger' && !folders.includes('test') && !folders.includes('test-support');
    })
    .sort();
}

describe('the seat ledger owns its tables', () => {
  test('only the ledger module writes holds, bookings, payments and coupon uses', () => {
    const files = nonLedgerSources();
    expect(files.length).toBeGreaterThan(0);
    const writes = files.flatMap((path) => {
      const text = readFileSync(join(modulesDir, path), 'utf8');
      return [...text.matchAll(LEDGER_WRITE)].map((m) => {
        const line = text.slice(0, m.index).split('\n').length;
        return `src/server/modules/${path}:${line} ${m[0].replace(/\s+/g, '')}`;
      });
    });
    expect(writes).toEqual([]);
  });
});
