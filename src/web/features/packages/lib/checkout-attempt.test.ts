import { describe, expect, test } from 'vitest';
import { checkoutAttempts } from './checkout-attempt';

describe('checkoutAttempts', () => {
  test('a repeated submit of the same details reuses its key, and changed details get a new one', () => {
    let n = 0;
    const keyFor = checkoutAttempts(() => `key-${++n}-abcdefgh`);
    const first = keyFor({ name: 'Ana', email: 'ana@example.com' });
    expect(keyFor({ name: 'Ana', email: 'ana@example.com' })).toBe(first);
    expect(keyFor({ name: 'Ana', email: 'ana@example.org' })).not.toBe(first);
  });
});
