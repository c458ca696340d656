import { describe, expect, test } from 'vitest';
import { isSlotBookable, spotsLeft } from './slots';

const now = new Date('2026-06-01T12:00:00Z');
const slot = (over: Partial<Parameters<typeof isSlotBookable>[0]> = {}) => ({
  startTime: '2026-06-01T16:00:00Z',
  status: 'available',
  capacity: 3,
  bookedCount: 0,
  ...over,
});

describe('isSlotBookable', () => {
  test('accepts an available slot with free seats well ahead', () => {
    expect(isSlotBookable(slot(), now)).toBe(true);
  });
  test('accepts a slot starting exactly two hours from now', () => {
    expect(isSlotBookable(slot({ startTime: '2026-06-01T14:00:00Z' }), now)).toBe(true);
  });
  test('rejects a slot starting one minute short of two hours', () => {
    expect(isSlotBookable(slot({ startTime: '2026-06-01T13:59:00Z' }), now)).toBe(false);
  });
  test('rejects a full slot', () => {
    expect(isSlotBookable(slot({ bookedCount: 3 }), now)).toBe(false);
  });
  test('rejects a slot that is not available', () => {
    expect(isSlotBookable(slot({ status: 'unavailable' }), now)).toBe(false);
  });
  test('rejects a slot whose time cannot be read', () => {
    expect(isSlotBookable(slot({ startTime: 'not a date' }), now)).toBe(false);
  });
  test('spotsLeft never goes below zero', () => {
    expect(spotsLeft({ capacity: 2, bookedCount: 5 })).toBe(0);
    expect(spotsLeft({ capacity: 6, bookedCount: 2 })).toBe(4);
  });
});
