import { expect, test } from 'vitest';
import { formatDollars } from './money';

test('formatDollars drops the cents of whole-dollar prices and keeps them otherwise', () => {
  expect(formatDollars(25_00)).toBe('$25');
  expect(formatDollars(7_500)).toBe('$75');
  expect(formatDollars(25_50)).toBe('$25.50');
  expect(formatDollars(5)).toBe('$0.05');
});
