import { describe, expect, test } from 'vitest';
import { bucketLabel, bucketOf, bucketsOf, daysIn, previousRange, rangeInstants } from './report-periods';

describe('report periods', () => {
  test('the previous period is as many days, ending the day before', () => {
    expect(previousRange({ from: '2026-10-04', to: '2026-10-17' })).toEqual({
      from: '2026-09-20',
      to: '2026-10-03',
    });
    expect(previousRange({ from: '2026-03-01', to: '2026-03-31' })).toEqual({
      from: '2026-01-29',
      to: '2026-02-28',
    });
    expect(daysIn({ from: '2024-02-28', to: '2024-03-01' })).toBe(3);
  });

  test('weeks start on Sunday and months on the 1st; every bucket the period touches is listed', () => {
    expect(bucketOf('2026-10-07', 'week')).toBe('2026-10-04');
    expect(bucketOf('2026-10-04', 'week')).toBe('2026-10-04');
    expect(bucketOf('2026-10-31', 'month')).toBe('2026-10-01');
    expect(bucketsOf({ from: '2026-10-07', to: '2026-10-20' }, 'week')).toEqual([
      '2026-10-04',
      '2026-10-11',
      '2026-10-18',
    ]);
    expect(bucketsOf({ from: '2026-01-31', to: '2026-04-01' }, 'month')).toEqual([
      '2026-01-01',
      '2026-02-01',
      '2026-03-01',
      '2026-04-01',
    ]);
    expect(bucketLabel('2026-10-04', 'week')).toBe('Week of Oct 4, 2026');
    expect(bucketLabel('2026-10-01', 'month')).toBe('Oct 2026');
  });

  test('a period runs from New York midnight to the midnight after its last day, across the clock change', () => {
    const { start, end } = rangeInstants({ from: '2026-10-31', to: '2026-11-01' });
    expect(start.toISOString()).toBe('2026-10-31T04:00:00.000Z');
    // November 1 is 25 hours long in New York.
    expect(end.toISOString()).toBe('2026-11-02T05:00:00.000Z');
  });
});
