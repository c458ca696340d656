import { describe, expect, test } from 'vitest';
import { calculatePrice, couponDiscount, formatCents } from './pricing';

const slot = (basePrice: number, travelFee = 0, startTime = '2026-06-01T14:00:00Z') => ({
  basePrice,
  travelFee,
  startTime,
});

describe('calculatePrice', () => {
  test('charges each swimmer the slot price, each lesson its travel fee once, and 8% tax on the lessons', () => {
    const p = calculatePrice({
      slots: [slot(4000, 1000), slot(4000, 1000, '2026-06-02T14:00:00Z')],
      swimmersCount: 2,
      addOns: [],
    });
    expect(p).toMatchObject({
      subtotal: 16000,
      travelFees: 2000,
      addOns: 0,
      discount: 0,
      taxes: 1280,
      total: 19280,
    });
  });

  test('adds add-ons by quantity', () => {
    const p = calculatePrice({
      slots: [slot(5000)],
      swimmersCount: 1,
      addOns: [
        { price: 1999, quantity: 2 },
        { price: 899, quantity: 1 },
      ],
    });
    expect(p.addOns).toBe(4897);
    expect(p.total).toBe(5000 + 4897 + 400);
  });

  test('taxes the subtotal after the discount, rounded to the cent', () => {
    const p = calculatePrice({
      slots: [slot(4999)],
      swimmersCount: 1,
      addOns: [],
      coupon: { type: 'percentage', value: 10 },
    });
    expect(p.discount).toBe(500);
    expect(p.taxes).toBe(Math.round(4499 * 0.08));
    expect(p.discountSource).toBe('coupon');
  });

  test('uses the configured tax rate', () => {
    expect(
      calculatePrice({ slots: [slot(10000)], swimmersCount: 1, addOns: [], taxRateBps: 600 }).taxes,
    ).toBe(600);
  });

  test('prices the earliest lesson at $25 per swimmer for a first-time customer', () => {
    const p = calculatePrice({
      slots: [slot(6000, 0, '2026-06-09T14:00:00Z'), slot(5000, 0, '2026-06-02T14:00:00Z')],
      swimmersCount: 1,
      addOns: [],
      firstLessonOffer: true,
    });
    expect(p.discount).toBe(2500);
    expect(p.discountSource).toBe('first_lesson');
  });

  test('gives the better of the coupon and the first-lesson offer, never both', () => {
    const input = { slots: [slot(5000)], swimmersCount: 1, addOns: [], firstLessonOffer: true };
    expect(calculatePrice({ ...input, coupon: { type: 'percentage', value: 10 } })).toMatchObject({
      discount: 2500,
      discountSource: 'first_lesson',
    });
    expect(calculatePrice({ ...input, coupon: { type: 'free_lesson', value: 0 } })).toMatchObject({
      discount: 5000,
      discountSource: 'coupon',
    });
  });

  test('never discounts below zero or beyond the lessons', () => {
    const p = calculatePrice({
      slots: [slot(2500, 500)],
      swimmersCount: 1,
      addOns: [{ price: 899, quantity: 1 }],
      coupon: { type: 'fixed', value: 99999 },
    });
    expect(p).toMatchObject({ subtotal: 2500, discount: 2500, taxes: 0, total: 500 + 899 });
  });
});

describe('couponDiscount', () => {
  test('a free lesson takes off the cheapest lesson for every swimmer', () => {
    expect(
      couponDiscount({ type: 'free_lesson', value: 0 }, [{ basePrice: 4000 }, { basePrice: 2800 }], 3),
    ).toBe(8400);
  });
  test('a percentage over 100 is capped at the whole subtotal', () => {
    expect(couponDiscount({ type: 'percentage', value: 150 }, [{ basePrice: 4000 }], 1)).toBe(4000);
  });
});

test('formatCents shows dollars with two decimals', () => {
  expect(formatCents(192_80)).toBe('$192.80');
  expect(formatCents(0)).toBe('$0.00');
});
