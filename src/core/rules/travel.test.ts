import { describe, expect, test } from 'vitest';
import {
  addedDriveMinutes,
  bestFitIds,
  estimatedDriveMinutes,
  fitsBetween,
  neighboursOf,
  travelFeeForDistance,
} from './travel';

const DEMO_BANDS = [
  { upToKm: 10, feeCents: 0 },
  { upToKm: 25, feeCents: 1000 },
  { upToKm: 50, feeCents: 2000 },
];

describe('travelFeeForDistance', () => {
  test('charges the fee of the first band that reaches the distance, edges included', () => {
    expect(travelFeeForDistance(0, DEMO_BANDS)).toBe(0);
    expect(travelFeeForDistance(10, DEMO_BANDS)).toBe(0);
    expect(travelFeeForDistance(10.1, DEMO_BANDS)).toBe(1000);
    expect(travelFeeForDistance(25, DEMO_BANDS)).toBe(1000);
    expect(travelFeeForDistance(25.1, DEMO_BANDS)).toBe(2000);
    expect(travelFeeForDistance(50, DEMO_BANDS)).toBe(2000);
  });

  test('has no fee beyond the last band, whatever order the bands are given in', () => {
    expect(travelFeeForDistance(50.1, DEMO_BANDS)).toBeNull();
    expect(travelFeeForDistance(12, [...DEMO_BANDS].reverse())).toBe(1000);
  });
});

describe('estimatedDriveMinutes', () => {
  const settings = { roadFactorPercent: 130, averageSpeedKmh: 30, bufferMinutes: 5 };
  test('stretches the straight line by the road factor, drives it at the average speed and adds the buffer', () => {
    // 3 km * 1.3 = 3.9 km at 30 km/h = 7.8 minutes, rounded up, plus 5.
    expect(estimatedDriveMinutes(3, settings)).toBe(13);
    // 20 km * 1.3 = 26 km = 52 minutes, plus 5.
    expect(estimatedDriveMinutes(20, settings)).toBe(57);
    expect(estimatedDriveMinutes(0, settings)).toBe(5);
  });
});

const at = (hhmm: string) => new Date(`2026-12-01T${hhmm}:00-05:00`);

describe('fitsBetween', () => {
  const lesson = { start: at('10:45'), end: at('11:15') };
  const before = { start: at('10:00'), end: at('10:30') };
  const after = { start: at('12:00'), end: at('12:30') };

  test('fits when the drive from the lesson before arrives by the start', () => {
    expect(fitsBetween(lesson, { ...before, minutes: 15 }, null)).toBe(true);
    expect(fitsBetween(lesson, { ...before, minutes: 16 }, null)).toBe(false);
  });

  test('fits when the drive on reaches the lesson after by its start', () => {
    expect(fitsBetween(lesson, null, { ...after, minutes: 45 })).toBe(true);
    expect(fitsBetween(lesson, null, { ...after, minutes: 46 })).toBe(false);
  });

  test('never blocks a time for a neighbour whose place is unknown', () => {
    expect(fitsBetween(lesson, { ...before, minutes: null }, { ...after, minutes: null })).toBe(true);
  });
});

describe('neighboursOf', () => {
  test('finds the latest lesson ending by the start and the earliest starting after the end', () => {
    const day = [
      { id: 'a', start: at('09:00'), end: at('09:30') },
      { id: 'b', start: at('10:00'), end: at('10:30') },
      { id: 'c', start: at('13:00'), end: at('13:30') },
      { id: 'd', start: at('12:00'), end: at('12:30') },
    ];
    const { before, after } = neighboursOf({ start: at('10:45'), end: at('11:15') }, day);
    expect(before?.id).toBe('b');
    expect(after?.id).toBe('d');
  });
});

describe('addedDriveMinutes', () => {
  test('a stop between two places adds its two legs less the drive it replaces', () => {
    expect(addedDriveMinutes({ toLesson: 12, fromLesson: 15, direct: 20 })).toBe(7);
  });
  test('a side with no known place adds nothing, and replaces nothing', () => {
    expect(addedDriveMinutes({ toLesson: 12, fromLesson: null, direct: 20 })).toBe(12);
    expect(addedDriveMinutes({ toLesson: null, fromLesson: 9, direct: null })).toBe(9);
    expect(addedDriveMinutes({ toLesson: null, fromLesson: null, direct: 5 })).toBeNull();
    expect(addedDriveMinutes({ toLesson: 12, fromLesson: 15, direct: null })).toBeNull();
  });
  test('never below nothing, when the road is shorter through the stop', () => {
    expect(addedDriveMinutes({ toLesson: 5, fromLesson: 5, direct: 14 })).toBe(0);
  });
});

describe('bestFitIds', () => {
  const day = '2026-12-07';
  test('the times adding the least driving of their day, within five minutes', () => {
    const best = bestFitIds([
      { id: 'a', day, addedMinutes: 8 },
      { id: 'b', day, addedMinutes: 13 },
      { id: 'c', day, addedMinutes: 14 },
      { id: 'd', day, addedMinutes: 30 },
      { id: 'e', day: '2026-12-08', addedMinutes: 10 },
      { id: 'f', day: '2026-12-08', addedMinutes: 40 },
    ]);
    expect([...best].sort()).toEqual(['a', 'b', 'e']);
  });
  test('none on a day where every time adds about the same', () => {
    const best = bestFitIds([
      { id: 'x', day, addedMinutes: 20 },
      { id: 'y', day, addedMinutes: 24 },
    ]);
    expect(best.size).toBe(0);
  });
  test('a time whose drive is unknown is never one', () => {
    const best = bestFitIds([
      { id: 'known', day, addedMinutes: 3 },
      { id: 'far', day, addedMinutes: 30 },
      { id: 'unknown', day, addedMinutes: null },
    ]);
    expect([...best]).toEqual(['known']);
  });
});
