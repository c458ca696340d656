import { describe, expect, test } from 'vitest';
import { moveDifference } from './lesson-moves';

describe('the price of moving a lesson', () => {
  test('a dearer time costs the difference for every seat, with tax', () => {
    expect(moveDifference({ fromPriceCents: 8500, toPriceCents: 9500, seats: 2, taxRateBps: 800 })).toBe(
      2160,
    );
  });
  test('a cheaper time gives the difference back, with its tax', () => {
    expect(moveDifference({ fromPriceCents: 9500, toPriceCents: 8500, seats: 1, taxRateBps: 800 })).toBe(
      -1080,
    );
  });
  test('the same price moves for nothing, and a booking that paid no tax pays none on the difference', () => {
    expect(moveDifference({ fromPriceCents: 8500, toPriceCents: 8500, seats: 3, taxRateBps: 800 })).toBe(0);
    expect(moveDifference({ fromPriceCents: 8500, toPriceCents: 9000, seats: 1, taxRateBps: 0 })).toBe(500);
  });
});
