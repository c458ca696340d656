import { describe, expect, test } from 'vitest';
import { instructorPay, milesTenthsOf } from './payroll';

const base = {
  payRateCents: 4000,
  lessonsTaught: 3,
  noShows: 1,
  minutesThere: 150,
  milesTenths: 0,
  mileageRateCents: 70,
};

describe('instructor pay', () => {
  test('per lesson pays every lesson taught and every no-show at the rate', () => {
    expect(instructorPay({ ...base, payBasis: 'per_lesson' })).toEqual({
      payCents: 16000,
      mileageCents: 0,
      totalCents: 16000,
    });
  });

  test('per hour pays the minutes of those lessons, rounded to the cent', () => {
    // 150 minutes at $40.00 an hour; 50 minutes at $33.33 an hour is $27.775, paid $27.78.
    expect(instructorPay({ ...base, payBasis: 'per_hour' }).payCents).toBe(10000);
    expect(
      instructorPay({ ...base, payBasis: 'per_hour', minutesThere: 50, payRateCents: 3333 }).payCents,
    ).toBe(2778);
  });

  test('mileage is tenths of a mile at the rate per mile, and adds to the total', () => {
    expect(milesTenthsOf(16.09344)).toBe(100);
    expect(
      instructorPay({ ...base, payBasis: 'per_lesson', milesTenths: 123, mileageRateCents: 70 }),
    ).toEqual({
      payCents: 16000,
      mileageCents: 861,
      totalCents: 16861,
    });
  });
});
