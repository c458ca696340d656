import { describe, expect, test } from 'vitest';
import {
  firstDayOfMonth,
  isDayInMonth,
  longDay,
  monthOfDay,
  selectedDaysRange,
  shiftMonth,
  weekdayOf,
  weekOf,
} from './calendar-days';

describe('months', () => {
  test('stepping a month crosses the year both ways', () => {
    expect(shiftMonth({ year: 2026, month: 11 }, 1)).toEqual({ year: 2027, month: 0 });
    expect(shiftMonth({ year: 2026, month: 0 }, -1)).toEqual({ year: 2025, month: 11 });
    expect(shiftMonth({ year: 2026, month: 5 }, -18)).toEqual({ year: 2024, month: 11 });
  });

  test('a day knows its month, and the month its first day', () => {
    expect(monthOfDay('2026-02-28')).toEqual({ year: 2026, month: 1 });
    expect(firstDayOfMonth({ year: 2026, month: 1 })).toBe('2026-02-01');
    expect(isDayInMonth('2026-03-01', { year: 2026, month: 1 })).toBe(false);
    expect(isDayInMonth('2026-02-01', { year: 2026, month: 1 })).toBe(true);
  });
});

describe('weeks', () => {
  test('a week runs Sunday to Saturday, across a month end and a daylight-saving change', () => {
    expect(weekdayOf('2026-03-08')).toBe(0);
    expect(weekOf('2026-03-11')).toEqual([
      '2026-03-08',
      '2026-03-09',
      '2026-03-10',
      '2026-03-11',
      '2026-03-12',
      '2026-03-13',
      '2026-03-14',
    ]);
    expect(weekOf('2026-01-01')[0]).toBe('2025-12-28');
  });
});

describe('words and windows', () => {
  test('a day reads with its weekday, month and year', () => {
    expect(longDay('2026-07-11')).toBe('Saturday, July 11, 2026');
  });

  test('chosen days are fetched from the day before the first to the day after the last', () => {
    expect(selectedDaysRange([])).toBeNull();
    expect(selectedDaysRange(['2026-07-14', '2026-07-01'])).toEqual({
      start: '2026-06-30T00:00:00.000Z',
      end: '2026-07-15T23:59:59.999Z',
    });
  });
});
