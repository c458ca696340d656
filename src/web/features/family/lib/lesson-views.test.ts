import { describe, expect, test } from 'vitest';
import type { FamilyBooking, FamilyLesson, RescheduleOption } from '@core/api/family';
import { lessonWhen, priceDifferenceLabel, rescheduleDays, splitLessons } from './lesson-views';

const lesson = (id: string, startTime: string, state: FamilyLesson['state'] = 'upcoming'): FamilyLesson => ({
  id,
  slotId: `slot-${id}`,
  startTime,
  endTime: new Date(Date.parse(startTime) + 30 * 60_000).toISOString(),
  instructorName: 'Alex Rivera',
  venueName: 'Family pool',
  seats: 1,
  state,
  cancelReason: null,
  changeable: state === 'upcoming',
  reschedulable: state === 'upcoming',
});

const booking = (id: string, lessons: FamilyLesson[], status: FamilyBooking['status'] = 'confirmed') =>
  ({
    id,
    reference: `BK-${id}`,
    status,
    lessonType: 'private',
    timeZone: 'America/New_York',
    swimmers: ['Riley'],
    paidCents: 5400,
    refundedCents: 0,
    payAtLesson: false,
    lessons,
  }) satisfies FamilyBooking;

describe('splitLessons', () => {
  test('puts upcoming lessons soonest first and past or cancelled ones latest first, each under its booking', () => {
    const a = booking('A', [
      lesson('a1', '2026-07-10T13:00:00Z'),
      lesson('a0', '2026-05-01T13:00:00Z', 'past'),
      lesson('a2', '2026-07-03T13:00:00Z', 'cancelled'),
    ]);
    const b = booking('B', [lesson('b1', '2026-07-05T13:00:00Z')]);
    const { upcoming, past } = splitLessons([a, b]);
    expect(upcoming.map((g) => [g.booking.id, g.lessons.map((l) => l.id)])).toEqual([
      ['B', ['b1']],
      ['A', ['a1']],
    ]);
    expect(past.map((g) => [g.booking.id, g.lessons.map((l) => l.id)])).toEqual([['A', ['a2', 'a0']]]);
  });

  test('a cancelled or refunded booking lists its lessons as past, even ones that were still ahead', () => {
    const refunded = booking('R', [lesson('r1', '2026-07-10T13:00:00Z')], 'refunded');
    const { upcoming, past } = splitLessons([refunded]);
    expect(upcoming).toEqual([]);
    expect(past.map((g) => g.booking.id)).toEqual(['R']);
  });
});

describe('times in the booking’s zone', () => {
  test('a lesson reads the wall clock of its booking’s zone on both sides of the November change', () => {
    expect(lessonWhen(lesson('x', '2026-10-31T13:00:00Z'), 'America/New_York')).toEqual({
      day: 'Saturday, October 31, 2026',
      time: '9:00 AM - 9:30 AM',
    });
    expect(lessonWhen(lesson('y', '2026-11-07T14:00:00Z'), 'America/New_York')).toEqual({
      day: 'Saturday, November 7, 2026',
      time: '9:00 AM - 9:30 AM',
    });
  });

  test('reschedule times are grouped by the day they fall on in the zone, not in UTC', () => {
    const at = (slotId: string, startTime: string): RescheduleOption => ({
      slotId,
      startTime,
      endTime: new Date(Date.parse(startTime) + 30 * 60_000).toISOString(),
      instructorName: 'Sam',
      venueName: 'Pool',
      differenceCents: 0,
    });
    // 02:00Z on June 9 is still the evening of June 8 in New York.
    const days = rescheduleDays(
      [
        at('late', '2026-06-09T02:00:00Z'),
        at('morning', '2026-06-08T13:00:00Z'),
        at('next', '2026-06-09T13:00:00Z'),
      ],
      'America/New_York',
    );
    expect(days.map((d) => [d.label, d.times.map((t) => t.slotId)])).toEqual([
      ['Monday, June 8', ['morning', 'late']],
      ['Tuesday, June 9', ['next']],
    ]);
  });
});

describe('priceDifferenceLabel', () => {
  test('says what a dearer time costs, what a cheaper one gives back, and nothing for the same price', () => {
    expect(priceDifferenceLabel(1080)).toBe('+$10.80');
    expect(priceDifferenceLabel(-2500)).toBe('$25.00 back');
    expect(priceDifferenceLabel(0)).toBeNull();
  });
});
