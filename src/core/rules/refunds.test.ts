import { describe, expect, test } from 'vitest';
import { lessonRefundShare, withNotice, type PaidLesson } from './refunds';

const lesson = (slotId: string, over: Partial<PaidLesson> = {}): PaidLesson => ({
  slotId,
  priceCents: 5000,
  seats: 1,
  travelFeeCents: 1500,
  cancelled: false,
  ...over,
});

describe('withNotice', () => {
  test('more than the notice is in time; the notice itself or less is not', () => {
    expect(withNotice(24.5)).toBe(true);
    expect(withNotice(24)).toBe(false);
    expect(withNotice(2)).toBe(false);
    expect(withNotice(49, 48)).toBe(true);
  });
});

describe('lessonRefundShare', () => {
  test('a booking of one lesson gets back the whole payment', () => {
    expect(
      lessonRefundShare({ paidCents: 6900, refundedCents: 0, lessons: [lesson('a')], slotId: 'a' }),
    ).toBe(6900);
  });
  test('equal lessons share the payment equally, and the last one gets the rounding', () => {
    const lessons = [lesson('a'), lesson('b'), lesson('c')];
    const first = lessonRefundShare({ paidCents: 10000, refundedCents: 0, lessons, slotId: 'a' });
    expect(first).toBe(3333);
    const afterA = lessons.map((l) => (l.slotId === 'a' ? { ...l, cancelled: true } : l));
    const second = lessonRefundShare({
      paidCents: 10000,
      refundedCents: first,
      lessons: afterA,
      slotId: 'b',
    });
    expect(second).toBe(3333);
    const afterB = afterA.map((l) => (l.slotId === 'b' ? { ...l, cancelled: true } : l));
    const last = lessonRefundShare({
      paidCents: 10000,
      refundedCents: first + second,
      lessons: afterB,
      slotId: 'c',
    });
    expect(first + second + last).toBe(10000);
  });
  test('a dearer lesson takes a larger share', () => {
    const lessons = [
      lesson('a', { priceCents: 9000, travelFeeCents: 0 }),
      lesson('b', { priceCents: 3000, travelFeeCents: 0 }),
    ];
    expect(lessonRefundShare({ paidCents: 12000, refundedCents: 0, lessons, slotId: 'a' })).toBe(9000);
  });
  test('a lesson already cancelled, or not in the booking, gets nothing more', () => {
    const lessons = [lesson('a', { cancelled: true }), lesson('b')];
    expect(lessonRefundShare({ paidCents: 6900, refundedCents: 3450, lessons, slotId: 'a' })).toBe(0);
    expect(lessonRefundShare({ paidCents: 6900, refundedCents: 0, lessons, slotId: 'zzz' })).toBe(0);
  });
  test('never more than what is left of the payment', () => {
    const lessons = [lesson('a'), lesson('b')];
    expect(lessonRefundShare({ paidCents: 1000, refundedCents: 900, lessons, slotId: 'a' })).toBe(100);
  });
  test('a lesson forfeited without notice keeps its share: the last lesson gets only its own', () => {
    // a was cancelled inside the notice (nothing refunded); b is the last one standing.
    const lessons = [lesson('a', { cancelled: true }), lesson('b')];
    expect(lessonRefundShare({ paidCents: 10000, refundedCents: 0, lessons, slotId: 'b' })).toBe(5000);
  });
  test('the last lesson takes the rounding cents, and no more', () => {
    const lessons = [lesson('a', { cancelled: true }), lesson('b', { cancelled: true }), lesson('c')];
    expect(lessonRefundShare({ paidCents: 10000, refundedCents: 6666, lessons, slotId: 'c' })).toBe(3334);
    expect(lessonRefundShare({ paidCents: 10000, refundedCents: 3333, lessons, slotId: 'c' })).toBe(3333);
  });
});
