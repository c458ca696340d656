import { describe, expect, test } from 'vitest';
import {
  canAddSwimmer,
  canRemoveSwimmer,
  maxSwimmers,
  showsAddSwimmer,
  swimmersForLessonType,
} from './swimmers';

describe('swimmers per lesson type', () => {
  test('matches the spec maximums', () => {
    expect(
      [
        'private',
        'semi_private',
        'group',
        'parent_tot',
        'bootcamp',
        'water_safety',
        'competitive_training',
      ].map(maxSwimmers),
    ).toEqual([1, 3, 6, 1, 4, 4, 2]);
  });
  test('changing the lesson type trims the list to the maximum', () => {
    expect(swimmersForLessonType(['a', 'b', 'c'], 'competitive_training', () => 'new')).toEqual(['a', 'b']);
  });
  test('changing the lesson type creates one blank swimmer when there is none', () => {
    expect(swimmersForLessonType([], 'group', () => 'new')).toEqual(['new']);
  });
  test('adding is allowed only under the maximum, removing only above one', () => {
    expect(canAddSwimmer(2, 'semi_private')).toBe(true);
    expect(canAddSwimmer(3, 'semi_private')).toBe(false);
    expect(canRemoveSwimmer(1)).toBe(false);
    expect(canRemoveSwimmer(2)).toBe(true);
  });
  test('the Add button is hidden for private lessons', () => {
    expect(showsAddSwimmer('private')).toBe(false);
    expect(showsAddSwimmer('group')).toBe(true);
  });
});
