import { describe, expect, test } from 'vitest';
import { clockText, minutesToTimeInput, timeInputToMinutes, workingHoursText } from '@web/lib/working-hours';

describe('working hours', () => {
  test('turn minutes after midnight into a time input’s value and back', () => {
    expect(minutesToTimeInput(540)).toBe('09:00');
    expect(minutesToTimeInput(19 * 60 + 30)).toBe('19:30');
    expect(timeInputToMinutes('09:00')).toBe(540);
    expect(timeInputToMinutes('19:30')).toBe(1170);
  });

  test('the end of the day fits a time input as its last minute', () => {
    expect(minutesToTimeInput(24 * 60)).toBe('23:59');
  });

  test('an empty or impossible time is not a number of minutes', () => {
    expect(timeInputToMinutes('')).toBeNaN();
    expect(timeInputToMinutes('24:00')).toBeNaN();
    expect(timeInputToMinutes('9:00')).toBeNaN();
  });

  test('read as a clock in the list', () => {
    expect(clockText(0)).toBe('12:00 AM');
    expect(clockText(12 * 60)).toBe('12:00 PM');
    expect(workingHoursText(540, 1140)).toBe('9:00 AM - 7:00 PM');
    expect(workingHoursText(7 * 60 + 30, 24 * 60)).toBe('7:30 AM - 12:00 AM');
  });
});
