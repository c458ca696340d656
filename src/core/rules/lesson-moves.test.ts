import { describe, expect, test } from 'vitest';
import { moveDifference, NO_DISCOUNT, type MoveDiscount } from './lesson-moves';

const DAY = 86_400_000;
const at = (days: number) => new Date(Date.UTC(2026, 11, 1) + days * DAY);

/** One lesson at `from` moving to a time at `to`, a week later. */
function moveOne(
  from: number,
  to: number,
  seats = 1,
  discount: MoveDiscount = NO_DISCOUNT,
  taxRateBps = 800,
) {
  return moveDifference({
    lessons: [{ lessonId: 'a', startTime: at(3), priceCents: from }],
    lessonId: 'a',
    to: { startTime: at(10), priceCents: to },
    seats,
    discount,
    taxRateBps,
  });
}

describe('the price of moving a lesson', () => {
  test('a dearer time costs the difference for every seat, with tax', () => {
    expect(moveOne(8500, 9500, 2)).toBe(2160);
  });
  test('a cheaper time gives the difference back, with its tax', () => {
    expect(moveOne(9500, 8500)).toBe(-1080);
  });
  test('the same price moves for nothing, and a booking that paid no tax pays none on the difference', () => {
    expect(moveOne(8500, 8500, 3)).toBe(0);
    expect(moveOne(8500, 9000, 1, NO_DISCOUNT, 0)).toBe(500);
  });
});

describe('a lesson bought with a saving keeps the saving where it moves', () => {
  const firstLesson: MoveDiscount = { coupon: null, firstLessonOffer: true };

  test('a discounted lesson moved to a cheaper time refunds the full-price difference no more: at the first-lesson price it gives nothing back', () => {
    // $70 at the first-lesson price ($25): moved to a $50 time it is still the first lesson at $25.
    expect(moveOne(7000, 5000, 1, firstLesson)).toBe(0);
    // Nor does a dearer time cost more.
    expect(moveOne(5000, 9000, 1, firstLesson)).toBe(0);
    // Only a time cheaper than the offer itself costs less.
    expect(moveOne(7000, 2000, 1, firstLesson)).toBe(-540);
  });

  test('the first-lesson price follows the earliest lesson of a series, whichever lesson moves', () => {
    const lessons = [
      { lessonId: 'a', startTime: at(3), priceCents: 7000 },
      { lessonId: 'b', startTime: at(10), priceCents: 7000 },
    ];
    const move = (lessonId: string, days: number, priceCents: number) =>
      moveDifference({
        lessons,
        lessonId,
        to: { startTime: at(days), priceCents },
        seats: 1,
        discount: firstLesson,
        taxRateBps: 800,
      });
    // The second lesson, paid in full, moved to a $50 time: $20 and its tax back.
    expect(move('b', 12, 5000)).toBe(-2160);
    // Moved before the first, it becomes the $25 lesson and the first is then a full-price one: $95 either way.
    expect(move('b', 1, 5000)).toBe(0);
  });

  test('a percentage coupon gives back its share of the difference only', () => {
    const coupon: MoveDiscount = { coupon: { type: 'percentage', value: 20 }, firstLessonOffer: false };
    // $70 less 20% = $56; $50 less 20% = $40: $16 and its tax back.
    expect(moveOne(7000, 5000, 1, coupon)).toBe(-1728);
  });

  test('a fixed coupon is never worth more than the lesson it was spent on', () => {
    const coupon: MoveDiscount = { coupon: { type: 'fixed', value: 6000 }, firstLessonOffer: false };
    // $70 less $60 = $10 paid; the $50 time with the same coupon costs nothing: $10 and its tax back, never more.
    expect(moveOne(7000, 5000, 1, coupon)).toBe(-1080);
  });
});
