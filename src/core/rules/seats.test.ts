import { describe, expect, test } from 'vitest';
import { lowestCapacity, seatRefusal, seatsFit } from './seats';

const now = new Date('2026-06-01T12:00:00Z');
const slot = (over: Partial<Parameters<typeof seatRefusal>[0]> = {}) => ({
  status: 'available',
  capacity: 4,
  startTime: '2026-06-01T16:00:00Z',
  seatsTaken: 1,
  ...over,
});

describe('seatRefusal', () => {
  test('three more seats fit beside one taken on a four-seat lesson', () => {
    expect(seatRefusal(slot(), 3, now)).toBeNull();
  });
  test('four more do not: the lesson is full', () => {
    expect(seatRefusal(slot(), 4, now)).toBe('full');
  });
  test('a cancelled or unavailable lesson takes no one, whatever its seats', () => {
    expect(seatRefusal(slot({ status: 'cancelled' }), 1, now)).toBe('not_available');
    expect(seatRefusal(slot({ status: 'unavailable' }), 1, now)).toBe('not_available');
  });
  test('a new booking needs two hours of notice', () => {
    expect(seatRefusal(slot({ startTime: '2026-06-01T13:59:00Z' }), 1, now)).toBe('too_soon');
  });
  test('settling a payment needs no notice, only a lesson that has not started', () => {
    expect(seatRefusal(slot({ startTime: '2026-06-01T12:30:00Z' }), 1, now, 0)).toBeNull();
    expect(seatRefusal(slot({ startTime: '2026-06-01T12:00:00Z' }), 1, now, 0)).toBe('too_soon');
  });
  test('an unreadable start time never fits', () => {
    expect(seatsFit(slot({ startTime: 'soon' }), 1, now)).toBe(false);
  });
});

test('capacity can go down to the seats taken, held ones included, and never below one', () => {
  expect(lowestCapacity(3)).toBe(3);
  expect(lowestCapacity(0)).toBe(1);
});
