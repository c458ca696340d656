import { describe, expect, test } from 'vitest';
import type { TimeSlot } from '@core/api/calendar';
import { byLeastDriving } from './best-fit';

const slot = (id: string, start: string, addedDriveMinutes?: number): TimeSlot => ({
  id,
  startTime: `2026-12-07T${start}:00.000Z`,
  endTime: `2026-12-07T${start}:30.000Z`.replace(':00:30', ':30:00'),
  instructorId: 'i',
  venueId: 'v',
  capacity: 1,
  bookedCount: 0,
  lessonType: 'private',
  basePrice: 5000,
  status: 'available',
  ...(addedDriveMinutes === undefined ? {} : { addedDriveMinutes, bestFit: false }),
});

describe('byLeastDriving', () => {
  test('with driving known, the least first, then by start; unknown driving last', () => {
    const ordered = byLeastDriving([
      slot('a', '14:00', 30),
      slot('b', '15:00', 8),
      slot('c', '16:00'),
      slot('d', '13:00', 8),
    ]);
    expect(ordered.map((s) => s.id)).toEqual(['d', 'b', 'a', 'c']);
  });
  test('a full time goes after every time with a seat', () => {
    const full = { ...slot('full', '09:00', 2), bookedCount: 1 };
    const ordered = byLeastDriving([full, slot('open', '10:00', 9), slot('unknown', '11:00')]);
    expect(ordered.map((s) => s.id)).toEqual(['open', 'unknown', 'full']);
  });
  test('without a ZIP the day keeps its order', () => {
    const day = [slot('x', '15:00'), slot('y', '14:00')];
    expect(byLeastDriving(day).map((s) => s.id)).toEqual(['x', 'y']);
  });
});
