/**
 * Item 10, time-zone labels, in the emails: every message names the zone of its times the way the confirmation page
 * and My Lessons do ("10:00 AM - 10:30 AM (ET)"), through the one shared `timeZoneLabel`, never "GMT-5", EST/EDT,
 * "Eastern Time (ET)" in brackets of its own, or an IANA id. The samples' lessons fall on New York's March and
 * November change days.
 */
import { describe, expect, test } from 'vitest';
import { TIME_ZONES } from '@core/catalog/time-zones';
import { timeZoneLabel } from '@core/rules/timezones';
import { loadConfig } from '../../config';
import { emailPreviews } from './previews';
import { lessonWhen, zoneLabel } from './templates/format';

const RAW = /GMT|UTC|America\/|Eastern Time|\bE[SD]T\b|[+-]0[45]:?00/;
const RANGE = /\d{1,2}:\d{2} [AP]M - \d{1,2}:\d{2} [AP]M/g;

describe('10. Time-zone labels', () => {
  // The samples' first lesson is a week after `now`, at 15:00Z: on the day of each change.
  test.each([
    ['the March change', new Date('2026-03-01T12:00:00Z')],
    ['the November change', new Date('2026-10-25T12:00:00Z')],
  ])('every email around %s names New York "ET" after its times', (_, now) => {
    const previews = emailPreviews(loadConfig({ NODE_ENV: 'test' }), { cancelNoticeHours: 24 }, now);
    let ranges = 0;
    for (const p of previews) {
      for (const text of [p.subject, p.text]) {
        expect(text, p.kind).not.toMatch(RAW);
        for (const m of text.matchAll(RANGE)) {
          ranges += 1;
          expect(text.slice(m.index, m.index + m[0].length + 5), p.kind).toBe(`${m[0]} (ET)`);
        }
      }
    }
    expect(ranges).toBeGreaterThan(20);
  });

  test('the owner’s copy names the customer’s zone, not its IANA id', () => {
    const owner = emailPreviews(loadConfig({ NODE_ENV: 'test' }), { cancelNoticeHours: 24 }).find(
      (p) => p.kind === 'booking_confirmed_owner',
    );
    expect(owner?.text).toMatch(/Customer time zone:?\s+ET\b/);
  });

  test('each offered zone is named with the shared label, on both sides of the March change', () => {
    for (const zone of TIME_ZONES) {
      expect(zoneLabel(zone.value)).toBe(timeZoneLabel(zone.value));
      for (const start of ['2026-03-07T18:00:00Z', '2026-03-09T18:00:00Z']) {
        const when = lessonWhen(new Date(start), new Date(Date.parse(start) + 1_800_000), zone.value);
        expect(when).toMatch(new RegExp(`[AP]M \\(${timeZoneLabel(zone.value)}\\)$`));
      }
    }
  });
});
