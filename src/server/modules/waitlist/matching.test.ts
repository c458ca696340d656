/** Which times a preference describes: its lesson type, weekdays and window in the family's own zone, within 60 days. */
import { describe, expect, test } from 'vitest';
import { localWeekdayAndMinutes, preferenceMatches, type PreferenceFacts } from './matching';

const now = new Date('2026-03-01T12:00:00Z');
const wednesdayEvenings: PreferenceFacts = {
  lessonType: 'group',
  weekdays: [3],
  windowStartMinutes: 16 * 60 + 30,
  windowEndMinutes: 18 * 60,
  timeZone: 'America/New_York',
  seenSlotIds: [],
};
const time = (iso: string, over: { id?: string; lessonType?: string } = {}) => ({
  id: over.id ?? 'slot-1',
  lessonType: over.lessonType ?? 'group',
  startTime: new Date(iso),
});

describe('a preference', () => {
  test('matches a time on its weekday inside its window, on both sides of the March clock change in New York', () => {
    // Wednesday March 4 (EST, UTC-5) and Wednesday March 11 (EDT, UTC-4), both 17:00 local.
    expect(preferenceMatches(wednesdayEvenings, time('2026-03-04T22:00:00Z'), now)).toBe(true);
    expect(preferenceMatches(wednesdayEvenings, time('2026-03-11T21:00:00Z'), now)).toBe(true);
    // 21:00Z on March 4 is 16:00 in New York: before the window.
    expect(preferenceMatches(wednesdayEvenings, time('2026-03-04T21:00:00Z'), now)).toBe(false);
  });

  test('reads the window in the family zone, not the server or the business zone', () => {
    const losAngeles = { ...wednesdayEvenings, timeZone: 'America/Los_Angeles' };
    // 17:00 in New York is 14:00 in Los Angeles.
    expect(preferenceMatches(losAngeles, time('2026-03-04T22:00:00Z'), now)).toBe(false);
    expect(preferenceMatches(losAngeles, time('2026-03-05T01:00:00Z'), now)).toBe(true);
    expect(localWeekdayAndMinutes(new Date('2026-03-05T01:00:00Z'), 'America/Los_Angeles')).toEqual({
      weekday: 3,
      minutes: 17 * 60,
    });
  });

  test('takes the window start, not its end, and no other weekday or lesson type', () => {
    expect(preferenceMatches(wednesdayEvenings, time('2026-03-04T21:30:00Z'), now)).toBe(true); // 16:30
    expect(preferenceMatches(wednesdayEvenings, time('2026-03-04T23:00:00Z'), now)).toBe(false); // 18:00
    expect(preferenceMatches(wednesdayEvenings, time('2026-03-05T22:00:00Z'), now)).toBe(false); // Thursday
    expect(
      preferenceMatches(wednesdayEvenings, time('2026-03-04T22:00:00Z', { lessonType: 'private' }), now),
    ).toBe(false);
  });

  test('leaves out times it has seen, times already started, and times more than 60 days ahead', () => {
    const seen = { ...wednesdayEvenings, seenSlotIds: ['slot-1'] };
    expect(preferenceMatches(seen, time('2026-03-04T22:00:00Z'), now)).toBe(false);
    expect(preferenceMatches(wednesdayEvenings, time('2026-02-25T22:00:00Z'), now)).toBe(false);
    expect(preferenceMatches(wednesdayEvenings, time('2026-04-29T21:00:00Z'), now)).toBe(true); // day 59
    expect(preferenceMatches(wednesdayEvenings, time('2026-05-06T21:00:00Z'), now)).toBe(false); // day 66
  });
});
