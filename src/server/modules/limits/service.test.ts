import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { hasRoom, releaseHit, requireHit, takeHit } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('database-backed limits', () => {
  test('allow up to the maximum in a window, then refuse', async () => {
    const limit = { max: 3, windowMs: 60_000 };
    const outcomes = [];
    for (let i = 0; i < 5; i++) outcomes.push(await takeHit(t.db, 'test:a', limit));
    expect(outcomes.map((o) => o.allowed)).toEqual([true, true, true, false, false]);
    expect(outcomes[4]!.hits).toBe(5);
    expect(outcomes[4]!.retryAfterMs).toBeGreaterThan(0);
    expect(outcomes[4]!.retryAfterMs).toBeLessThanOrEqual(60_000);
  });

  test('count buckets apart', async () => {
    const limit = { max: 1, windowMs: 60_000 };
    expect((await takeHit(t.db, 'test:b', limit)).allowed).toBe(true);
    expect((await takeHit(t.db, 'test:c', limit)).allowed).toBe(true);
    expect((await takeHit(t.db, 'test:b', limit)).allowed).toBe(false);
  });

  test('a weighted hit counts several at once, and hasRoom looks without counting', async () => {
    const limit = { max: 6, windowMs: 60_000 };
    expect(await hasRoom(t.db, 'test:d', limit, 6)).toBe(true);
    expect((await takeHit(t.db, 'test:d', limit, 4)).allowed).toBe(true);
    expect(await hasRoom(t.db, 'test:d', limit, 3)).toBe(false);
    expect(await hasRoom(t.db, 'test:d', limit, 2)).toBe(true);
  });

  test('releaseHit gives a hit back within the window, never below zero', async () => {
    const limit = { max: 1, windowMs: 60_000 };
    expect((await takeHit(t.db, 'test:f', limit)).allowed).toBe(true);
    await releaseHit(t.db, 'test:f', limit);
    await releaseHit(t.db, 'test:f', limit);
    expect((await takeHit(t.db, 'test:f', limit)).allowed).toBe(true);
    expect((await takeHit(t.db, 'test:f', limit)).allowed).toBe(false);
  });

  test('requireHit throws a 429 with the wait in seconds', async () => {
    const limit = { max: 1, windowMs: 60_000 };
    await requireHit(t.db, 'test:e', limit);
    await expect(requireHit(t.db, 'test:e', limit, 'Slow down')).rejects.toMatchObject({
      statusCode: 429,
      message: 'Slow down',
      details: { retryAfterSeconds: expect.any(Number) },
    });
  });
});
