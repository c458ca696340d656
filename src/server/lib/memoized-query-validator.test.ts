import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { memoizedQueryValidator } from './memoized-query-validator';

const schema = z.object({ start: z.string().min(3), n: z.coerce.number().optional() });
let checks = 0;
const counted = z.preprocess((v) => {
  checks++;
  return v;
}, schema);

const validatorFor = (httpPart: string) =>
  memoizedQueryValidator({ schema: counted, method: 'GET', url: '/x', httpPart }) as (data: unknown) => {
    value?: unknown;
    error?: unknown;
  };

describe('a remembered query check', () => {
  test('checks an accepted query once and hands later askers the same value', () => {
    checks = 0;
    const validate = validatorFor('querystring');
    const first = validate({ start: 'abc', n: '2' });
    const second = validate({ start: 'abc', n: '2' });
    expect(first.value).toEqual({ start: 'abc', n: 2 });
    expect(second).toBe(first);
    expect(checks).toBe(1);
    validate({ start: 'abcd', n: '2' });
    expect(checks).toBe(2);
  });

  test('checks a refused query every time, and never confuses a repeated name with one value', () => {
    checks = 0;
    const validate = validatorFor('querystring');
    expect(validate({ start: 'a' }).error).toBeDefined();
    expect(validate({ start: 'a' }).error).toBeDefined();
    expect(checks).toBe(2);
    expect(validate({ start: 'abc,def' }).value).toEqual({ start: 'abc,def' });
    expect(validate({ start: ['abc', 'def'] }).error).toBeDefined();
    // Names and values that read the same run together are different queries.
    expect(validate({ start: 'abc1', n: '2' }).value).toEqual({ start: 'abc1', n: 2 });
    expect(validate({ start: 'abc1n2' }).value).toEqual({ start: 'abc1n2' });
  });

  test('remembers nothing for a body, which is checked every time', () => {
    checks = 0;
    const validate = validatorFor('body');
    validate({ start: 'abc' });
    validate({ start: 'abc' });
    expect(checks).toBe(2);
  });
});
