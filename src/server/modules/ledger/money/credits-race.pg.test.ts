/**
 * One family with one lesson credit left, signed in on two server processes of one PostgreSQL, books two different
 * times with it at the same moment: exactly one booking is made, the other is told it has not enough credits, and
 * the ledger never goes below zero.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { insertSlot } from '../../../db/factories';
import { bookings, creditEntries, familyLinks } from '../../../db/schema';
import { secretToken, sha256 } from '../../../lib/ids';
import {
  startServersOnSharedDatabase,
  type ServerProcess,
  type SharedDatabase,
} from '../../../test/server-process';

// Ports of this area's range: servers on 3671-3672.
const PORTS = [3671, 3672];

describe('spending the last credit on two server processes at once', () => {
  let run: Awaited<ReturnType<typeof startServersOnSharedDatabase>> | undefined;
  let shared: SharedDatabase;
  let servers: ServerProcess[] = [];

  beforeAll(async () => {
    run = await startServersOnSharedDatabase('credits_race', PORTS, { TRUST_PROXY: '127.0.0.1' });
    ({ shared, servers } = run);
  }, 120_000);
  afterAll(async () => run?.close(), 60_000);

  const db = () => shared.handle.db;
  let visitors = 0;

  async function call(server: number, path: string, cookie: string, body: unknown) {
    const port = servers[server]!.port;
    const res = await fetch(`http://127.0.0.1:${port}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': `198.51.100.${(++visitors % 250) + 1}`,
        origin: `http://127.0.0.1:${port}`,
        cookie,
      },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json().catch(() => ({}))) as Record<string, unknown>, res };
  }

  async function signIn(server: number, email: string): Promise<string> {
    const token = secretToken();
    await db()
      .insert(familyLinks)
      .values({
        tokenHash: sha256(token),
        email,
        kind: 'manage',
        expiresAt: new Date(Date.now() + 86_400_000),
      });
    const { status, res } = await call(server, '/api/family/session', '', { token });
    expect(status).toBe(200);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('swim_family='));
    if (!cookie) throw new Error('no family cookie');
    return cookie.split(';')[0]!;
  }

  test('one booking, one 409, and a balance of zero, round after round', async () => {
    for (let round = 0; round < 5; round++) {
      const email = `last-credit${round}@example.com`;
      const lot = randomUUID();
      await db()
        .insert(creditEntries)
        .values({
          id: lot,
          lotId: lot,
          familyEmail: email,
          kind: 'adjustment',
          lessons: 1,
          lessonType: 'private',
          expiresAt: new Date(Date.now() + 90 * 86_400_000),
          reason: 'test',
          actor: 'owner',
        });
      const cookies = [await signIn(0, email), await signIn(1, email)];
      const attempts = [];
      for (const server of [0, 1]) {
        const slot = await insertSlot(db(), {
          capacity: 1,
          startsInMinutes: 4 * 24 * 60 + round * 90 + server * 30,
        });
        const held = await call(server, '/api/bookings/hold-slots', '', {
          slotIds: [slot.id],
          swimmersCount: 1,
        });
        expect(held.status).toBe(200);
        attempts.push({ server, slot, held: held.body as { holdId: string; holdToken: string } });
      }
      const answers = await Promise.all(
        attempts.map((a) =>
          call(a.server, '/api/bookings/pay-with-credits', cookies[a.server]!, {
            bookingData: {
              lessonType: 'private',
              swimmers: [
                { name: 'Ava', email, ageGroup: 'child', level: 'turtle', experienceLevel: 'beginner' },
              ],
              addOns: [],
              emergencyContact: { name: 'Jordan', phone: '(301) 555-0101', relationship: 'parent' },
              marketingConsent: false,
            },
            selectedSlots: [a.slot.id],
            holdId: a.held.holdId,
            holdToken: a.held.holdToken,
            idempotencyKey: `race-${round}-${a.server}`,
          }),
        ),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      expect(answers.find((a) => a.status === 409)!.body).toMatchObject({ code: 'NOT_ENOUGH_CREDITS' });
      const made = await db().select().from(bookings).where(eq(bookings.customerEmail, email));
      expect(made.map((b) => b.status)).toEqual(['confirmed']);
      const [balance] = await db()
        .select({ n: sql<number>`sum(${creditEntries.lessons})::int` })
        .from(creditEntries)
        .where(eq(creditEntries.familyEmail, email));
      expect(Number(balance!.n)).toBe(0);
    }
  }, 120_000);
});
