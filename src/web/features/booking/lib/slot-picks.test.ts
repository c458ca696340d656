import { describe, expect, test } from 'vitest';
import type { LessonTypeId } from '@core/catalog/lesson-types';
import { pickedLessonType, pickRefusal, togglePick } from './slot-picks';

const slot = (id: string, lessonType: LessonTypeId = 'group') => ({ id, lessonType });

describe('slot picks', () => {
  test('with nothing picked, a time of any lesson type can be added', () => {
    expect(pickedLessonType([])).toBeNull();
    expect(pickRefusal(slot('a', 'private'), [])).toBeNull();
    expect(togglePick([], slot('a', 'private'), [])).toEqual(['a']);
  });

  test('after a first pick, a time of another lesson type is refused with the picked type as the reason', () => {
    const picked = [slot('a', 'group')];
    expect(pickRefusal(slot('b', 'private'), picked)).toEqual({ kind: 'other_type', lessonType: 'group' });
    expect(togglePick(['a'], slot('b', 'private'), picked)).toEqual(['a']);
  });

  test('a time of the same type can be added up to six picks, and no more', () => {
    const five = ['1', '2', '3', '4', '5'].map((id) => slot(id));
    expect(
      togglePick(
        five.map((s) => s.id),
        slot('6'),
        five,
      ),
    ).toHaveLength(6);
    const six = [...five, slot('6')];
    expect(pickRefusal(slot('7'), six)).toEqual({ kind: 'full' });
    expect(
      togglePick(
        six.map((s) => s.id),
        slot('7'),
        six,
      ),
    ).toHaveLength(6);
  });

  test('a picked time can always be unpicked, and unpicking the last one frees every type again', () => {
    const picked = [slot('a', 'group')];
    expect(pickRefusal(slot('a', 'group'), picked)).toBeNull();
    const after = togglePick(['a'], slot('a', 'group'), picked);
    expect(after).toEqual([]);
    expect(pickRefusal(slot('b', 'private'), [])).toBeNull();
  });
});
