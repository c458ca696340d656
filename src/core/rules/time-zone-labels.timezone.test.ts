/**
 * Item 10, time-zone labels: every page and email names a zone with `timeZoneLabel`, in the spec's words (section 9:
 * "7 US (ET, CT, MT, PT, Arizona, Alaska, Hawaii) and 5 international (London, Paris, Tokyo, Shanghai, Sydney)"),
 * never a raw offset ("GMT-5"), a season's abbreviation (EST/EDT) or an IANA id. Runs in the core project and again
 * in core-tz, where the process itself is in New York and lives through the daylight-saving changes.
 */
import { describe, expect, test } from 'vitest';
import { TIME_ZONES } from '../catalog/time-zones';
import { formatTimeRangeInZone, resolveTimeZone, timeZoneLabel } from './timezones';

const SPEC_NAMES = [
  'ET',
  'CT',
  'MT',
  'PT',
  'Arizona',
  'Alaska',
  'Hawaii',
  'London',
  'Paris',
  'Tokyo',
  'Shanghai',
  'Sydney',
];

/** What a label must never hold: an offset, a season's abbreviation, or a zone id. */
const RAW = /GMT|UTC|[+-]\d|\b[ECMPA]K?[SD]T\b|BST|CEST?|AE[SD]T|JST|\/|_/;

const NY = 'America/New_York';
const halfHour = (start: string) => new Date(Date.parse(start) + 30 * 60_000).toISOString();
/** A 30-minute lesson from `start`, as the pages and emails write it in `zone`. */
const lesson = (start: string, zone = NY) => formatTimeRangeInZone(start, halfHour(start), zone);

/** Every hour from `from` for `hours` hours. */
const hourly = (from: string, hours: number) =>
  Array.from({ length: hours }, (_, i) => new Date(Date.parse(from) + i * 3_600_000).toISOString());

describe('10. Time-zone labels', () => {
  test('each zone the product offers is named in the spec’s words', () => {
    expect(TIME_ZONES.map((z) => timeZoneLabel(z.value))).toEqual(SPEC_NAMES);
    for (const zone of TIME_ZONES) {
      expect(timeZoneLabel(zone.value)).not.toMatch(RAW);
      // The picker's longer option text carries the same name ("Eastern Time (ET)", "Arizona (MST)").
      expect(zone.label).toContain(timeZoneLabel(zone.value));
    }
  });

  test('the confirmation’s "10:00 AM - 10:30 AM (GMT-5)" reads "(ET)"', () => {
    expect(lesson('2026-01-10T15:00:00Z')).toBe('10:00 AM - 10:30 AM (ET)');
  });

  test('New York is "ET" on both sides of the March change, with each side’s wall clock', () => {
    // 2026-03-08 07:00Z: 2:00 AM EST becomes 3:00 AM EDT.
    expect(lesson('2026-03-07T15:00:00Z')).toBe('10:00 AM - 10:30 AM (ET)'); // EST, UTC-5
    expect(lesson('2026-03-08T06:45:00Z')).toBe('1:45 AM - 3:15 AM (ET)'); // across the change
    expect(lesson('2026-03-08T14:00:00Z')).toBe('10:00 AM - 10:30 AM (ET)'); // EDT, UTC-4
    expect(lesson('2026-03-09T14:00:00Z')).toBe('10:00 AM - 10:30 AM (ET)');
  });

  test('New York is "ET" on both sides of the November change, with each side’s wall clock', () => {
    // 2026-11-01 06:00Z: 2:00 AM EDT falls back to 1:00 AM EST.
    expect(lesson('2026-10-31T14:00:00Z')).toBe('10:00 AM - 10:30 AM (ET)'); // EDT
    expect(lesson('2026-11-01T05:45:00Z')).toBe('1:45 AM - 1:15 AM (ET)'); // across the change
    expect(lesson('2026-11-01T15:00:00Z')).toBe('10:00 AM - 10:30 AM (ET)'); // EST
    expect(lesson('2026-11-02T15:00:00Z')).toBe('10:00 AM - 10:30 AM (ET)');
  });

  test('every offered zone keeps one label through both New York changes, hour by hour', () => {
    // The 24 hours around each change (07:00Z in March, 06:00Z in November).
    const hours = [...hourly('2026-03-07T19:00:00Z', 24), ...hourly('2026-10-31T18:00:00Z', 24)];
    for (const zone of TIME_ZONES) {
      const name = timeZoneLabel(zone.value);
      for (const h of hours)
        expect(lesson(h, zone.value)).toMatch(
          new RegExp(`^\\d{1,2}:\\d{2} [AP]M - \\d{1,2}:\\d{2} [AP]M \\(${name}\\)$`),
        );
    }
  });

  test('Europe’s and Sydney’s own changes do not change their names either', () => {
    for (const [zone, instants] of [
      [
        'Europe/London',
        ['2026-03-28T12:00:00Z', '2026-03-30T12:00:00Z', '2026-10-24T12:00:00Z', '2026-10-26T12:00:00Z'],
      ],
      [
        'Europe/Paris',
        ['2026-03-28T12:00:00Z', '2026-03-30T12:00:00Z', '2026-10-24T12:00:00Z', '2026-10-26T12:00:00Z'],
      ],
      [
        'Australia/Sydney',
        ['2026-04-04T00:00:00Z', '2026-04-06T00:00:00Z', '2026-10-03T00:00:00Z', '2026-10-05T00:00:00Z'],
      ],
    ] as const)
      for (const at of instants)
        expect(lesson(at, zone)).toMatch(new RegExp(`\\(${timeZoneLabel(zone)}\\)$`));
  });

  test('a zone the pickers do not offer is named by its place, never by its id or offset', () => {
    expect(timeZoneLabel('Europe/Berlin')).toBe('Berlin');
    expect(timeZoneLabel('America/Argentina/Buenos_Aires')).toBe('Buenos Aires');
    expect(timeZoneLabel('america/chicago')).toBe('CT');
    expect(timeZoneLabel('UTC')).toBe('UTC');
    expect(timeZoneLabel('Etc/GMT+5')).toBe('UTC-5'); // IANA's sign is the reverse of the written one
  });

  test('an unusable zone is named as the zone its times are shown in', () => {
    expect(timeZoneLabel('Not/AZone')).toBe(timeZoneLabel(resolveTimeZone('Not/AZone')));
    expect(timeZoneLabel('')).toBe(timeZoneLabel(resolveTimeZone('')));
    expect(timeZoneLabel('Not/AZone')).not.toContain('/');
  });
});
