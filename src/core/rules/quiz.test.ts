import { describe, expect, test } from 'vitest';
import { quizResult } from './quiz';

describe('quizResult', () => {
  test('picks the level chosen most often', () => {
    expect(quizResult(['guppy', 'stingray', 'guppy', 'turtle'])).toBe('guppy');
  });
  test('picks the only level when every answer agrees', () => {
    expect(quizResult(['barracuda', 'barracuda', 'barracuda', 'barracuda'])).toBe('barracuda');
  });
  test('breaks a two-way tie in favour of the earlier level', () => {
    expect(quizResult(['stingray', 'seahorse', 'stingray', 'seahorse'])).toBe('seahorse');
  });
  test('breaks a four-way tie in favour of the earliest level, whatever the answer order', () => {
    expect(quizResult(['barracuda', 'stingray', 'guppy', 'seahorse'])).toBe('seahorse');
  });
  test('counts an unknown answer as turtle', () => {
    expect(quizResult(['dolphin', 'guppy', undefined, 'barracuda'])).toBe('turtle');
  });
  test('lets unknown answers tip a tie toward turtle', () => {
    expect(quizResult(['guppy', 'guppy', 'shark', 'turtle'])).toBe('turtle');
  });
  test('does not let a single unknown answer outweigh a clear majority', () => {
    expect(quizResult(['stingray', 'stingray', 'stingray', null])).toBe('stingray');
  });
  test('answers turtle when there are no answers at all', () => {
    expect(quizResult([])).toBe('turtle');
  });
});
