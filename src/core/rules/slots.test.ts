import { describe, expect, test } from 'vitest';
import {
  bookableSlots,
  isSlotBookable,
  MAX_SLOT_SELECTIONS,
  nextNoticeEdge,
  spotsLeft,
  statusAt,
  toggleSlotSelection,
} from './slots';

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

describe('holds and capacity at the edges', () => {
  test('a slot whose last seat is held by an unexpired hold is not bookable', () => {
    // bookedCount already carries confirmed seats plus unexpired hold seats
    expect(isSlotBookable(slot({ capacity: 3, bookedCount: 2 + 1 }), now)).toBe(false);
  });
  test('a slot whose hold expired counts only confirmed seats and is bookable again', () => {
    expect(isSlotBookable(slot({ capacity: 3, bookedCount: 2 }), now)).toBe(true);
  });
  test('a slot that has already started is not bookable', () => {
    expect(isSlotBookable(slot({ startTime: '2026-06-01T11:00:00Z' }), now)).toBe(false);
  });
  test('accepts a Date start time as well as a string', () => {
    expect(isSlotBookable(slot({ startTime: new Date('2026-06-01T14:00:00Z') }), now)).toBe(true);
  });
  test('bookableSlots keeps only the slots that pass, in order', () => {
    const list = [
      slot({ bookedCount: 3 }),
      slot({ startTime: '2026-06-02T09:00:00Z' }),
      slot({ status: 'cancelled' }),
    ];
    expect(bookableSlots(list, now)).toEqual([list[1]]);
  });
});

describe('toggleSlotSelection', () => {
  test('adds a slot that is not yet picked and removes one that is', () => {
    expect(toggleSlotSelection(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggleSlotSelection(['a', 'b'], 'a')).toEqual(['b']);
  });
  test('ignores a seventh pick', () => {
    const six = ['1', '2', '3', '4', '5', '6'];
    expect(MAX_SLOT_SELECTIONS).toBe(6);
    expect(toggleSlotSelection(six, '7')).toEqual(six);
  });
  test('still lets a full selection drop a slot', () => {
    expect(toggleSlotSelection(['1', '2', '3', '4', '5', '6'], '3')).toEqual(['1', '2', '4', '5', '6']);
  });
});

describe('the status a slot is reported with', () => {
  const now = new Date('2026-07-04T12:00:00Z');
  const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000);
  test('an open slot inside the booking notice, or started, is unavailable; outside it stays available', () => {
    expect(statusAt({ startTime: at(119), status: 'available' }, now)).toBe('unavailable');
    expect(statusAt({ startTime: at(-30), status: 'available' }, now)).toBe('unavailable');
    expect(statusAt({ startTime: at(120), status: 'available' }, now)).toBe('available');
    expect(statusAt({ startTime: at(119), status: 'cancelled' }, now)).toBe('cancelled');
    expect(statusAt({ startTime: 'not a time', status: 'available' }, now)).toBe('unavailable');
  });
  test('an answer lasts until the first of its slots comes within the notice', () => {
    expect(nextNoticeEdge([at(300), at(130), at(60)], now)).toEqual(at(10));
    expect(nextNoticeEdge([at(60)], now)).toBeNull();
  });
});
