import { describe, expect, test } from 'vitest';
import { dayKey, isoInstant, text } from './common';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('text', () => {
  const name = text('Full Name', { max: 20, required: 'Full Name is required' });
  const notes = text('Notes', { max: 200, multiline: true });

  test.each([
    ['a NUL byte', 'Ri\u0000ley'],
    ['an escape character', 'Riley\u001b[31m'],
    ['a bell', '\u0007Riley'],
    ['a line break inside', 'Riley\nParker'],
    ['a carriage return inside', 'Riley\rParker'],
    ['DEL', 'Riley\u007f'],
    ['a lone high surrogate', 'Riley\uD800'],
    ['a lone low surrogate', '\uDC00Riley'],
  ])('refuses one-line text with %s, naming the field', (_what, value) => {
    const result = name.safeParse(value);
    expect(result.success).toBe(false);
    expect(firstMessage(result)).toBe(
      'Full Name contains characters that are not allowed (line breaks or control characters)',
    );
  });

  test('allows line breaks and tabs in multi-line text, but not NUL or other controls', () => {
    expect(notes.parse('Floats well.\r\nAfraid of\tdeep water.')).toBe(
      'Floats well.\r\nAfraid of\tdeep water.',
    );
    const result = notes.safeParse('Floats\u0000 well');
    expect(firstMessage(result)).toBe('Notes contains characters that are not allowed (control characters)');
    expect(notes.safeParse('Floats\u000b well').success).toBe(false);
  });

  test('keeps tabs, accents, emoji and other scripts in one-line text', () => {
    expect(name.parse('Zoë\tÑúñez 🏊')).toBe('Zoë\tÑúñez 🏊');
    expect(name.parse('王小明')).toBe('王小明');
  });

  test('trims surrounding spaces and line breaks before checking, so a pasted trailing newline is fine', () => {
    expect(name.parse('  Riley Parker\n')).toBe('Riley Parker');
  });

  test('refuses empty, missing and over-long values with the given or a field-naming message', () => {
    expect(firstMessage(name.safeParse('   '))).toBe('Full Name is required');
    expect(firstMessage(name.safeParse(undefined))).toBe('Full Name is required');
    expect(firstMessage(name.safeParse('x'.repeat(21)))).toBe('Full Name may be at most 20 characters');
    expect(firstMessage(notes.safeParse(42))).toBe('Notes must be text');
  });
});

describe('dates', () => {
  test.each([
    '0000-01-01',
    '1899-12-31',
    '2201-01-01',
    '9999-12-31',
    '2026-02-30',
    '2026-13-01',
    '2026-04-31',
  ])('a day key refuses %s', (day) => {
    expect(dayKey.safeParse(day).success).toBe(false);
  });

  test('a day key accepts 1900-01-01, 29 February of a leap year and 2200-12-31', () => {
    for (const day of ['1900-01-01', '2028-02-29', '2200-12-31']) expect(dayKey.parse(day)).toBe(day);
  });

  test('an instant outside 1900-2200 is refused with a message naming the field', () => {
    const start = isoInstant('start');
    expect(firstMessage(start.safeParse('0000-01-01T00:00:00Z'))).toBe(
      'start must be a real date between the years 1900 and 2200',
    );
    expect(start.safeParse('9999-12-31T23:59:59Z').success).toBe(false);
    expect(start.safeParse('2026-02-30T10:00:00Z').success).toBe(false);
    expect(start.parse('2026-06-01T09:00:00-04:00')).toBe('2026-06-01T09:00:00-04:00');
  });

  test('an instant that is not ISO 8601 says how to write one', () => {
    expect(firstMessage(isoInstant('end').safeParse('next tuesday'))).toBe(
      'end must be an ISO 8601 date-time such as 2026-05-01T00:00:00Z',
    );
  });
});
