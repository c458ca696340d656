import { describe, expect, test } from 'vitest';
import type { SignedMilestone } from '@core/api/instructor';
import { levelById } from '@core/catalog/levels';
import {
  isLevelSignedOff,
  latestSignOff,
  nextLevel,
  signedOffCountsByLevel,
  signedOffDate,
} from './signed-milestones';

const signed = (milestoneId: string, signedAt: string, instructorName = 'Alex Rivera'): SignedMilestone => ({
  milestoneId,
  levelId: milestoneId.split('-')[0] ?? '',
  instructorName,
  signedAt,
});

const allTurtle = Array.from({ length: 8 }, (_, i) =>
  signed(`turtle-${i + 1}`, `2026-06-0${(i % 9) + 1}T15:00:00.000Z`),
);

describe('signed milestones', () => {
  test('count per level in level order, leaving out levels with none', () => {
    const counts = signedOffCountsByLevel([
      signed('seahorse-2', '2026-07-01T15:00:00.000Z'),
      ...allTurtle,
      signed('seahorse-2', '2026-07-02T15:00:00.000Z'),
    ]);
    expect(counts.map((c) => [c.level.id, c.count, c.total])).toEqual([
      ['turtle', 8, 8],
      ['seahorse', 1, 8],
    ]);
  });

  test('the latest sign-off is the newest, with its milestone’s words', () => {
    const latest = latestSignOff([
      signed('turtle-1', '2026-07-01T15:00:00.000Z'),
      signed('turtle-5', '2026-07-11T14:00:00.000Z', 'Jordan Lee'),
      signed('turtle-3', '2026-07-04T15:00:00.000Z'),
    ]);
    expect(latest).toMatchObject({
      milestoneId: 'turtle-5',
      instructorName: 'Jordan Lee',
      text: 'Enters the pool safely',
    });
    expect(latestSignOff([])).toBeNull();
  });

  test('a level is complete only when all eight of its milestones are signed off', () => {
    expect(isLevelSignedOff(levelById('turtle'), allTurtle)).toBe(true);
    expect(isLevelSignedOff(levelById('turtle'), allTurtle.slice(1))).toBe(false);
  });

  test('the next level follows the catalog, and there is none after barracuda', () => {
    expect(nextLevel(levelById('turtle'))?.id).toBe('seahorse');
    expect(nextLevel(levelById('barracuda'))).toBeNull();
  });

  test('a sign-off’s day is the New York day, even late in the evening', () => {
    // 11:30 PM on July 11 in New York is already July 12 in UTC.
    expect(signedOffDate('2026-07-12T03:30:00.000Z')).toBe('Jul 11, 2026');
  });
});
