/**
 * One family with one lesson credit left, signed in on two server processes of one PostgreSQL, books two different
 * times with it at the same moment: exactly one booking is made, the other is told it has not enough credits, and
 * the ledger never goes below zero.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { insertSlot } from '../../../db/factories';
import { bookings, creditEntries } from '../../../db/schema';
import { twoProcessesForTests } from '../../../test/two-processes';

describe('spending the last credit on two server processes at once', () => {
  const processes = twoProcessesForTests('credits_race', { extra: { TRUST_PROXY: '127.0.0.1' } });

  const db = () => processes.shared.handle.db;
  let visitors = 0;

  async function call(server: number, path: string, cookie: string, body: unknown) {
    const origin = processes.origin(server);
    const res = await fetch(`${origin}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': `198.51.100.${(++visitors % 250) + 1}`,
        origin,
        cookie,
      },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json().catch(() => ({}))) as Record<string, unknown>, res };
  }

  const signIn = (server: number, email: string) => processes.familyCookie(server, email);

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
