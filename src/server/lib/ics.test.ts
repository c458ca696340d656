import { describe, expect, test } from 'vitest';
import { buildIcs, escapeIcsText, foldIcsLine, ICS_PRODID, icsUidAt } from './ics';
import { icsDate, parseIcs } from '../modules/email/test-support/parse-ics';

const lesson = {
  uid: icsUidAt(
    '3f1c2a9e-0000-4000-8000-000000000001.9b2d7c10-0000-4000-8000-000000000002',
    'https://swim.example.com',
  ),
  sequence: 0,
  start: new Date('2026-03-08T14:00:00Z'),
  end: new Date('2026-03-08T14:30:00Z'),
  summary: 'Private swim lesson with Maya Thompson',
  location: 'Your Home Pool: Bethesda, MD',
  description: 'Booking BK-7K3F9Q; bring swimwear, a towel and goggles.\nArrive 10 minutes early.',
};
const calendar = {
  method: 'REQUEST' as const,
  stamp: new Date('2026-03-01T09:15:27.456Z'),
  organizer: { name: 'DMV Swim Lessons', email: 'hello@example.com' },
  attendee: { name: 'Sam Parker', email: 'sam@example.com' },
  lessons: [
    lesson,
    {
      ...lesson,
      uid: 'second@swim.example.com',
      start: new Date('2026-03-15T13:00:00Z'),
      end: new Date('2026-03-15T13:30:00Z'),
    },
  ],
};

describe('buildIcs', () => {
  test('writes the calendar properties a calendar app needs to accept an invite', () => {
    const { calendar: props } = parseIcs(buildIcs(calendar));
    expect(props).toMatchObject({
      VERSION: '2.0',
      PRODID: ICS_PRODID,
      METHOD: 'REQUEST',
      CALSCALE: 'GREGORIAN',
    });
  });

  test('writes one event per lesson with its UID, UTC start and end, stamp, summary, location and organizer', () => {
    const { events } = parseIcs(buildIcs(calendar));
    expect(events).toHaveLength(2);
    const first = events[0]!;
    expect(first.UID!.value).toBe(
      '3f1c2a9e-0000-4000-8000-000000000001.9b2d7c10-0000-4000-8000-000000000002@swim.example.com',
    );
    expect(first.DTSTART!.value).toBe('20260308T140000Z');
    expect(icsDate(first.DTEND!.value)).toEqual(lesson.end);
    expect(first.DTSTAMP!.value).toBe('20260301T091527Z');
    expect(first.SUMMARY!.value).toBe(lesson.summary);
    expect(first.LOCATION!.value).toBe(lesson.location);
    expect(first.DESCRIPTION!.value).toBe(lesson.description);
    expect(first.ORGANIZER).toEqual({
      value: 'mailto:hello@example.com',
      params: { CN: 'DMV Swim Lessons' },
    });
    expect(first.ATTENDEE!.value).toBe('mailto:sam@example.com');
    expect(first.STATUS!.value).toBe('CONFIRMED');
    expect(events[1]!.DTSTART!.value).toBe('20260315T130000Z');
  });

  test("puts the lesson's stored UID under the site's host, the same whatever the URL's path or slash", () => {
    expect(icsUidAt('b.s', 'https://swim.example.com/')).toBe('b.s@swim.example.com');
    expect(icsUidAt('b.s', 'https://swim.example.com:8443/book')).toBe('b.s@swim.example.com');
  });

  test("writes each lesson's own SEQUENCE, so a moved lesson's invite outranks the one it replaces", () => {
    const moved = parseIcs(
      buildIcs({
        ...calendar,
        lessons: [
          { ...lesson, sequence: 2 },
          { ...lesson, uid: 'x@h', sequence: 0 },
        ],
      }),
    );
    expect(moved.events.map((e) => e.SEQUENCE!.value)).toEqual(['2', '0']);
    expect(moved.events[0]!.UID!.value).toBe(lesson.uid);
    expect(moved.events[0]!.STATUS!.value).toBe('CONFIRMED');
  });

  test("writes a cancellation as METHOD:CANCEL, STATUS:CANCELLED, with the lesson's UID and given SEQUENCE", () => {
    const cancel = parseIcs(
      buildIcs({ ...calendar, method: 'CANCEL', lessons: [{ ...lesson, sequence: 3 }] }),
    );
    expect(cancel.calendar.METHOD).toBe('CANCEL');
    expect(cancel.events[0]!.UID!.value).toBe(lesson.uid);
    expect(cancel.events[0]!.STATUS!.value).toBe('CANCELLED');
    expect(cancel.events[0]!.SEQUENCE!.value).toBe('3');
  });

  test('ends every line with CRLF and keeps each line within 75 octets', () => {
    const text = buildIcs({ ...calendar, lessons: [{ ...lesson, description: 'Ünïcödé 🏊 '.repeat(30) }] });
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toContain('\n');
    for (const line of text.split('\r\n'))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(parseIcs(text).events[0]!.DESCRIPTION!.value).toBe('Ünïcödé 🏊 '.repeat(30));
  });

  test('escapes commas, semicolons, backslashes and newlines in text', () => {
    expect(escapeIcsText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
  });

  test('turns a lone carriage return into a line break and drops other control characters, so no line ends early', () => {
    expect(escapeIcsText('one\rtwo\r\nthree\u0007')).toBe('one\\ntwo\\nthree');
    const text = buildIcs({ ...calendar, lessons: [{ ...lesson, summary: 'Swim\rBEGIN:VALARM' }] });
    expect(text.replace(/\r\n/g, '')).not.toContain('\r');
    expect(parseIcs(text).events[0]!.SUMMARY!.value).toBe('Swim\nBEGIN:VALARM');
  });

  test('folds a long line so that unfolding gives it back exactly', () => {
    const line = `DESCRIPTION:${'x'.repeat(200)}`;
    const folded = foldIcsLine(line);
    expect(folded.split('\r\n').length).toBeGreaterThan(2);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
  });
});
