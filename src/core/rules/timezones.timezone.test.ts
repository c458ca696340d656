import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { describe, expect, test } from 'vitest';
import { TIME_ZONES } from '../catalog/time-zones';
import {
  calendarFetchRange,
  dayKeyInZone,
  formatDayKey,
  formatInZone,
  formatTimeRange,
  instantAtWallTime,
  monthGrid,
  parseDayKey,
  resolveTimeZone,
  shiftDayKey,
} from './timezones';

describe('resolveTimeZone', () => {
  test('keeps a valid zone', () => {
    expect(resolveTimeZone('Europe/London', 'Asia/Tokyo')).toBe('Europe/London');
  });
  test('falls back to the browser zone when the zone is invalid or empty', () => {
    expect(resolveTimeZone('Mars/Olympus', 'Asia/Tokyo')).toBe('Asia/Tokyo');
    expect(resolveTimeZone('', 'Asia/Tokyo')).toBe('Asia/Tokyo');
  });
  test('falls back to New York when neither zone can be used', () => {
    expect(resolveTimeZone(undefined, 'Nowhere/Nothing')).toBe('America/New_York');
  });
});

describe('formatting in a zone', () => {
  test('a 09:00 New York lesson reads 09:00 on both sides of the March change', () => {
    expect(formatInZone('2026-03-07T14:00:00Z', 'America/New_York', 'HH:mm')).toBe('09:00');
    expect(formatInZone('2026-03-09T13:00:00Z', 'America/New_York', 'HH:mm')).toBe('09:00');
  });
  test('a 09:00 New York lesson reads 09:00 on both sides of the November change', () => {
    expect(formatInZone('2026-10-31T13:00:00Z', 'America/New_York', 'HH:mm')).toBe('09:00');
    expect(formatInZone('2026-11-02T14:00:00Z', 'America/New_York', 'HH:mm')).toBe('09:00');
  });
  test('groups a late-evening UTC instant onto the New York day', () => {
    expect(dayKeyInZone('2026-06-02T02:30:00Z', 'America/New_York')).toBe('2026-06-01');
  });
});

describe('the clock time a calendar writes for every lesson', () => {
  // Every 311 minutes for a year: prime to 60, so every minute of the hour comes up, and both daylight-saving changes.
  test('reads as the zoned date-fns "h:mm a" does through a year, in every offered zone', () => {
    const zones = [...TIME_ZONES.map((z) => z.value), 'UTC', 'Asia/Kolkata', 'America/St_Johns'];
    const from = Date.UTC(2026, 0, 1);
    for (const zone of zones) {
      for (let at = from; at < from + 366 * 86_400_000; at += 311 * 60_000) {
        const date = new Date(at);
        const expected = format(new TZDate(at, zone), 'h:mm a');
        if (formatInZone(date, zone, 'h:mm a') !== expected)
          expect(formatInZone(date, zone, 'h:mm a'), `${date.toISOString()} in ${zone}`).toBe(expected);
      }
    }
    expect(formatInZone('2026-11-27T17:05:00Z', 'America/New_York', 'h:mm a')).toBe('12:05 PM');
    expect(formatInZone('2026-11-27T05:00:00Z', 'America/New_York', 'h:mm a')).toBe('12:00 AM');
  });

  test('an unreadable instant throws a RangeError, as other patterns do', () => {
    expect(() => formatInZone('not a time', 'America/New_York', 'h:mm a')).toThrow(RangeError);
    expect(() => formatInZone('not a time', 'America/New_York', 'EEEE')).toThrow(RangeError);
  });
});

describe('calendarFetchRange', () => {
  test('spans the month before to the month after in New York time', () => {
    const range = calendarFetchRange({ year: 2026, month: 10 }, 'America/New_York');
    expect(range.start).toBe('2026-10-01T04:00:00.000Z');
    expect(range.end).toBe('2027-01-01T04:59:59.999Z');
  });
});

describe('under a daylight-saving process zone', () => {
  test('a weekly 09:00 lesson stays 09:00 local across the March change though its UTC hour moves', () => {
    const before = instantAtWallTime('2026-03-07', '09:00', 'America/New_York');
    const after = instantAtWallTime(shiftDayKey('2026-03-07', 7), '09:00', 'America/New_York');
    expect(before.toISOString()).toBe('2026-03-07T14:00:00.000Z');
    expect(after.toISOString()).toBe('2026-03-14T13:00:00.000Z');
    expect(formatInZone(after, 'America/New_York', 'HH:mm')).toBe('09:00');
    expect(dayKeyInZone(after, 'America/New_York')).toBe('2026-03-14');
  });
  test('a weekly 09:00 lesson stays 09:00 local across the November change', () => {
    const before = instantAtWallTime('2026-10-31', '09:00', 'America/New_York');
    const after = instantAtWallTime(shiftDayKey('2026-10-31', 7), '09:00', 'America/New_York');
    expect(before.toISOString()).toBe('2026-10-31T13:00:00.000Z');
    expect(after.toISOString()).toBe('2026-11-07T14:00:00.000Z');
    expect(formatTimeRange(after, new Date(after.getTime() + 30 * 60_000), 'America/New_York')).toBe(
      '9:00 AM - 9:30 AM',
    );
  });
  test('stepping day by day over both changes neither skips nor repeats a day', () => {
    expect(shiftDayKey('2026-03-07', 1)).toBe('2026-03-08');
    expect(shiftDayKey('2026-03-08', 1)).toBe('2026-03-09');
    expect(shiftDayKey('2026-11-01', 1)).toBe('2026-11-02');
    expect(shiftDayKey('2026-11-01', -1)).toBe('2026-10-31');
  });
  test('the March and November month grids run Sunday to Saturday with every day once', () => {
    for (const [year, month, days] of [
      [2026, 2, 31],
      [2026, 10, 30],
    ] as const) {
      const grid = monthGrid(year, month);
      const flat = grid.flat();
      expect(new Set(flat).size).toBe(flat.length);
      expect(grid.every((week) => week.length === 7)).toBe(true);
      expect(formatDayKey(grid[0]![0]!, 'EEEE')).toBe('Sunday');
      expect(flat.filter((k) => k.startsWith(`${year}-${String(month + 1).padStart(2, '0')}`))).toHaveLength(
        days,
      );
    }
  });
  test('the fetch window around March spans February 1 to the end of April in New York time', () => {
    const range = calendarFetchRange({ year: 2026, month: 2 }, 'America/New_York');
    expect(range.start).toBe('2026-02-01T05:00:00.000Z');
    expect(range.end).toBe('2026-05-01T03:59:59.999Z');
  });
  test('the day of an instant agrees with the formatted date on every hour around both changes, in several zones', () => {
    for (const zone of [
      'America/New_York',
      'America/Los_Angeles',
      'Europe/London',
      'Asia/Tokyo',
      'Australia/Sydney',
    ]) {
      for (const start of ['2026-03-07T00:00:00Z', '2026-10-31T00:00:00Z']) {
        for (let h = 0; h < 72; h++) {
          const instant = new Date(Date.parse(start) + h * 3_600_000);
          expect(dayKeyInZone(instant, zone)).toBe(formatInZone(instant, zone, 'yyyy-MM-dd'));
        }
      }
    }
  });
  test('an unreadable instant has no day', () => {
    expect(() => dayKeyInZone('not a time', 'America/New_York')).toThrow(RangeError);
  });
  test('parseDayKey refuses days that do not exist', () => {
    expect(parseDayKey('2026-02-30')).toBeUndefined();
    expect(parseDayKey('2026-2-3')).toBeUndefined();
    expect(parseDayKey('2028-02-29')).toEqual({ year: 2028, month: 2, day: 29 });
  });
});
