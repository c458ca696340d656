/**
 * Two families, each signed in on a different server process of one PostgreSQL, move a lesson into the last seat
 * of the same time at the same moment: one moves, the other is told the time was just taken and keeps their lesson.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { insertConfirmedBooking, insertSlot } from '../../../db/factories';
import { bookingSlots, holdSlots, holds, lessonChanges } from '../../../db/schema';
import { twoProcessesForTests } from '../../../test/two-processes';

describe('families rescheduling across two server processes', () => {
  const processes = twoProcessesForTests('reschedule_race', { extra: { TRUST_PROXY: '127.0.0.1' } });

  const db = () => processes.shared.handle.db;
  let visitors = 0;

  async function call(server: number, method: string, path: string, cookie: string, body?: unknown) {
    const origin = processes.origin(server);
    const res = await fetch(`${origin}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        'x-forwarded-for': `198.51.100.${(++visitors % 250) + 1}`,
        origin,
        cookie,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json().catch(() => ({}))) as Record<string, unknown>, res };
  }

  /** Signs a family in on `server` through a manage link, the way an email's link does. */
  const signIn = (server: number, email: string) => processes.familyCookie(server, email);

  test('two families moving into the last seat at once: one moves, the other keeps its time with a clear message', async () => {
    for (let round = 0; round < 5; round++) {
      const target = await insertSlot(db(), { capacity: 1, startsInMinutes: 5 * 24 * 60 + round * 60 });
      const families = [];
      for (const n of [1, 2]) {
        const email = `race${round}-${n}@example.com`;
        const own = await insertSlot(db(), {
          capacity: 1,
          startsInMinutes: 3 * 24 * 60 + round * 60 + n * 30,
        });
        const booking = await insertConfirmedBooking(db(), {
          slots: [own],
          seats: 1,
          lessonType: 'private',
          customerEmail: email,
        });
        const [lesson] = await db().select().from(bookingSlots).where(eq(bookingSlots.bookingId, booking.id));
        families.push({ email, own, lessonId: lesson!.lessonId, cookie: await signIn(n - 1, email) });
      }
      const answers = await Promise.all(
        families.map((f, i) =>
          call(i, 'POST', `/api/family/lessons/${f.lessonId}/reschedule`, f.cookie, {
            slotId: target.id,
            expectedDifferenceCents: 0,
          }),
        ),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      const loser = answers.findIndex((a) => a.status === 409);
      expect(answers[loser]!.body).toMatchObject({
        code: 'SLOTS_UNAVAILABLE',
        message: 'That time was just booked. Please pick another.',
      });
      const rows = await Promise.all(
        families.map(
          async (f) =>
            (await db().select().from(bookingSlots).where(eq(bookingSlots.lessonId, f.lessonId)))[0]!,
        ),
      );
      expect(rows[1 - loser]).toMatchObject({ slotId: target.id, icsSequence: 1 });
      expect(rows[loser]).toMatchObject({ slotId: families[loser]!.own.id, icsSequence: 0 });
      const onTarget = await db().select().from(bookingSlots).where(eq(bookingSlots.slotId, target.id));
      expect(onTarget).toHaveLength(1);
    }
  }, 120_000);

  test('a move to a dearer time can be re-held forever no more: calls racing on both processes get one hold and one renewal', async () => {
    const email = 'renewals@example.com';
    const own = await insertSlot(db(), { capacity: 1, startsInMinutes: 9 * 24 * 60, basePriceCents: 5000 });
    const booking = await insertConfirmedBooking(db(), {
      slots: [own],
      seats: 1,
      lessonType: 'private',
      customerEmail: email,
    });
    const [lesson] = await db().select().from(bookingSlots).where(eq(bookingSlots.bookingId, booking.id));
    const cookies = [await signIn(0, email), await signIn(1, email)];
    const dearer = [];
    for (let i = 0; i < 4; i++)
      dearer.push(
        await insertSlot(db(), { capacity: 1, startsInMinutes: 10 * 24 * 60 + i * 60, basePriceCents: 6000 }),
      );
    const answers = await Promise.all(
      dearer.map((slot, i) =>
        call(i, 'POST', `/api/family/lessons/${lesson!.lessonId}/reschedule`, cookies[i % 2]!, {
          slotId: slot.id,
          expectedDifferenceCents: 1080,
        }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 429, 429]);
    for (const refused of answers.filter((a) => a.status === 429))
      expect(refused.body).toMatchObject({ code: 'HOLD_RENEWALS_USED' });
    // One seat held for the move at the end, on the time of the last call that went through.
    const pending = await db()
      .select()
      .from(lessonChanges)
      .where(and(eq(lessonChanges.lessonId, lesson!.lessonId), eq(lessonChanges.status, 'pending_payment')));
    expect(pending).toHaveLength(1);
    const heldSlots = await db()
      .select({ slotId: holdSlots.slotId })
      .from(holdSlots)
      .innerJoin(holds, eq(holds.id, holdSlots.holdId))
      .where(
        and(
          inArray(
            holdSlots.slotId,
            dearer.map((d) => d.id),
          ),
          isNull(holds.releasedAt),
        ),
      );
    expect(heldSlots).toEqual([{ slotId: pending[0]!.toSlotId }]);
  }, 120_000);
});
