import { describe, expect, test } from 'vitest';
import { calendarFetchRange, dayKeyInZone, formatInZone, resolveTimeZone } from './timezones';

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

describe('calendarFetchRange', () => {
  test('spans the month before to the month after in New York time', () => {
    const range = calendarFetchRange({ year: 2026, month: 10 }, 'America/New_York');
    expect(range.start).toBe('2026-10-01T04:00:00.000Z');
    expect(range.end).toBe('2027-01-01T04:59:59.999Z');
  });
});
