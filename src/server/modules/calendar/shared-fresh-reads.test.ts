import { describe, expect, test } from 'vitest';
import { sharedFreshReads } from './fresh-reads';

const turn = () => new Promise((r) => setImmediate(r));

/** A shared read whose reads the test answers itself, in the order they started. */
function readsAnsweredByHand() {
  const answers: ((v: number) => void)[] = [];
  const version = sharedFreshReads(() => new Promise<number>((resolve) => answers.push(resolve)));
  return { version, answers, started: () => answers.length };
}

describe('a seat version read shared by its readers', () => {
  test('readers that ask in one turn share one read, started after the last of them asked', async () => {
    let started = 0;
    const version = sharedFreshReads(async () => ++started);
    const together = [version(), version(), version()];
    // Nothing is read while the turn's requests may still be asking.
    expect(started).toBe(0);
    expect(await Promise.all(together)).toEqual([1, 1, 1]);
    expect(started).toBe(1);
  });

  test('a reader of a later turn never gets a read that started before it asked', async () => {
    const { version, answers, started } = readsAnsweredByHand();
    const early = version();
    await turn();
    expect(started()).toBe(1);
    // The first read is still on its way: a reader now waits for a read of its own, started after that one.
    const late = version();
    await turn();
    expect(started()).toBe(1);
    answers[0]!(1);
    expect(await early).toBe(1);
    await turn();
    expect(started()).toBe(2);
    answers[1]!(2); // the second read started above
    expect(await late).toBe(2);
  });

  test('however many readers ask while a read is on its way, one read answers them all next', async () => {
    const { version, answers, started } = readsAnsweredByHand();
    const first = version();
    await turn();
    const waiting: Promise<number>[] = [];
    for (let t = 0; t < 5; t++) {
      waiting.push(version(), version());
      await turn();
    }
    expect(started()).toBe(1);
    answers[0]!(1);
    await first;
    await turn();
    expect(started()).toBe(2);
    answers[1]!(2);
    expect(await Promise.all(waiting)).toEqual(Array(10).fill(2));
  });

  test('a read that fails while others wait fails only its own readers; the waiting ones get the next read', async () => {
    const answers: { resolve: (v: number) => void; reject: (e: Error) => void }[] = [];
    const version = sharedFreshReads(
      () => new Promise<number>((resolve, reject) => answers.push({ resolve, reject })),
    );
    const first = version();
    await turn();
    const waiting = [version(), version()];
    await turn();
    answers[0]!.reject(new Error('connection lost'));
    await expect(first).rejects.toThrow('connection lost');
    await turn();
    expect(answers).toHaveLength(2);
    answers[1]!.resolve(7);
    expect(await Promise.all(waiting)).toEqual([7, 7]);
  });

  test('a reader that throws instead of rejecting fails its readers, and the next read still starts', async () => {
    let calls = 0;
    const version = sharedFreshReads((): Promise<number> => {
      calls++;
      if (calls === 1) throw new Error('no connection');
      return Promise.resolve(calls);
    });
    await expect(version()).rejects.toThrow('no connection');
    expect(await version()).toBe(2);
  });

  test('a failed read fails the readers of its turn only', async () => {
    let calls = 0;
    const version = sharedFreshReads(async () => {
      calls++;
      if (calls === 1) throw new Error('connection lost');
      return calls;
    });
    const failing = [version(), version()];
    await expect(Promise.all(failing)).rejects.toThrow('connection lost');
    expect(await version()).toBe(2);
  });
});
