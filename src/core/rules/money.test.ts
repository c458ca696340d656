import { expect, test } from 'vitest';
import { formatCents, formatDollars } from './money';

test('formatDollars drops the cents of whole-dollar prices and keeps them otherwise', () => {
  expect(formatDollars(25_00)).toBe('$25');
  expect(formatDollars(7_500)).toBe('$75');
  expect(formatDollars(25_50)).toBe('$25.50');
  expect(formatDollars(5)).toBe('$0.05');
});

test('formatCents writes what the en-US currency formatter writes, from cents to millions, either sign', () => {
  const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
  const amounts = [0, 1, 5, 99, 100, 2_550, 99_999, 100_000, 123_456_789, 100_000_000_00];
  for (const cents of [...amounts, ...amounts.map((c) => -c)])
    expect(formatCents(cents), String(cents)).toBe(intl.format(cents / 100).replace('-$0.00', '$0.00'));
  expect(formatCents(1_234_56)).toBe('$1,234.56');
  expect(formatCents(-12_50)).toBe('-$12.50');
});
