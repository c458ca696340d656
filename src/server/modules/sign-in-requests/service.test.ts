import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { appState, signInRequests } from '../../db/schema';
import { createTestDatabase } from '../../test/test-database';
import { handleSignInRequests, pruneSignInRequests, storeSignInRequest } from './service';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database?.close());
beforeEach(async () => {
  await database.db.delete(signInRequests);
});

const requests = () => database.db.select().from(signInRequests).orderBy(signInRequests.createdAt);

describe('sign-in link requests', () => {
  test('are handled oldest first, each once, and gone with the transaction that handled them', async () => {
    await storeSignInRequest(database.db, 'family', 'first@example.com');
    await storeSignInRequest(database.db, 'instructor', 'coach@example.com');
    await storeSignInRequest(database.db, 'family', 'second@example.com');
    const seen: string[] = [];
    const handled = await handleSignInRequests(database.db, 'family', async (tx, email) => {
      seen.push(email);
      // What the handler writes commits with the request's deletion.
      await tx.insert(appState).values({ key: `handled:${email}`, value: true });
    });
    expect(handled).toBe(2);
    expect(seen).toEqual(['first@example.com', 'second@example.com']);
    expect((await requests()).map((r) => r.email)).toEqual(['coach@example.com']);
    expect(await handleSignInRequests(database.db, 'family', async () => void seen.push('again'))).toBe(0);
    expect(seen).not.toContain('again');
  });

  test('one that fails changes nothing, waits longer after each failure, and does not hold up the others', async () => {
    await storeSignInRequest(database.db, 'family', 'breaks@example.com');
    await storeSignInRequest(database.db, 'family', 'works@example.com');
    const errors: unknown[] = [];
    const log = { error: (details: unknown) => void errors.push(details) };
    const handle = async (tx: typeof database.db, email: string) => {
      await tx.insert(appState).values({ key: `tried:${email}`, value: true });
      if (email === 'breaks@example.com') throw new Error('the outbox is down');
    };
    expect(await handleSignInRequests(database.db, 'family', handle, log)).toBe(1);
    const [left] = await requests();
    expect(left).toMatchObject({ email: 'breaks@example.com', attempts: 1 });
    expect(left!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    const tried = await database.db
      .select()
      .from(appState)
      .where(eq(appState.key, 'tried:breaks@example.com'));
    expect(tried).toEqual([]);
    // The log names the request, never its email.
    expect(JSON.stringify(errors)).not.toContain('breaks@example.com');
    expect(errors).toHaveLength(1);

    // Not due again yet; once due, it is tried again.
    expect(await handleSignInRequests(database.db, 'family', handle, log)).toBe(0);
    await database.db.update(signInRequests).set({ nextAttemptAt: sql`now() - interval '1 second'` });
    expect(await handleSignInRequests(database.db, 'family', async () => {})).toBe(1);
    expect(await requests()).toEqual([]);
  });

  test('are kept at most a day: the cleanup deletes older ones and leaves the rest', async () => {
    await storeSignInRequest(database.db, 'family', 'old@example.com');
    await storeSignInRequest(database.db, 'instructor', 'recent@example.com');
    await database.db
      .update(signInRequests)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(signInRequests.email, 'old@example.com'));
    expect(await pruneSignInRequests(database.db)).toBe(1);
    expect((await requests()).map((r) => r.email)).toEqual(['recent@example.com']);
  });
});
