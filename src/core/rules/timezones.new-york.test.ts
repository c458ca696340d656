import { describe, expect, test } from 'vitest';
import { calendarFetchRange, resolveTimeZone } from './timezones';

// Runs only in the core-tz project: these need the process itself in New York.
describe('with the browser zone being New York', () => {
  test('the test process really runs in New York time', () => {
    expect(new Date('2026-07-01T12:00:00Z').getTimezoneOffset()).toBe(240);
    expect(new Date('2026-01-01T12:00:00Z').getTimezoneOffset()).toBe(300);
  });
  test('falls back to the browser zone (here New York) when the chosen zone is empty', () => {
    expect(resolveTimeZone('')).toBe('America/New_York');
    expect(resolveTimeZone('Not/AZone')).toBe('America/New_York');
  });
  test('an invalid zone for the fetch window falls back, never throws', () => {
    expect(calendarFetchRange({ year: 2026, month: 10 }, 'Mars/Olympus').start).toBe(
      '2026-10-01T04:00:00.000Z',
    );
  });
});
