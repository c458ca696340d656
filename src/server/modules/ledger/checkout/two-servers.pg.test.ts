/**
 * Races across two real server processes on one PostgreSQL, as in production behind a load balancer: coupon limits
 * under concurrent checkouts, a re-hold racing the settlement of the same hold, and one checkout key on two holds.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { insertCoupon, insertSlot } from '../../../db/factories';
import { bookings, couponRedemptions, refunds } from '../../../db/schema';
import { twoProcessesForTests } from '../../../test/two-processes';
import { createTestGateway } from '../../payments/test-gateway';
import { draft, swimmer } from '../test/booking-flow';

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

describe('the ledger across two server processes', () => {
  // The servers sit behind a trusted local proxy, as in production, so each simulated visitor has an address of
  // its own: these races are about seats and coupons, not the per-address limits.
  const processes = twoProcessesForTests('ledger_race', { extra: { TRUST_PROXY: '127.0.0.1' } });

  const db = () => processes.shared.handle.db;

  let visitors = 0;
  async function post(
    i: number,
    path: string,
    body: unknown,
    headers: Record<string, string> = {},
  ): Promise<Answer> {
    const res = await fetch(`${processes.origin(i)}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': `203.0.113.${(++visitors % 250) + 1}`,
        ...headers,
      },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  }

  const holdOn = async (i: number, slotIds: string[], extra: Record<string, unknown> = {}) => {
    const res = await post(i, '/api/bookings/hold-slots', { slotIds, duration: 15, ...extra });
    expect(res.status).toBe(200);
    return res.body as { holdId: string; holdToken: string };
  };

  const checkout = (
    i: number,
    slotIds: string[],
    held: { holdId: string; holdToken: string },
    bookingData: ReturnType<typeof draft>,
    key = `key-${i}-${Math.random().toString(36).slice(2)}`,
  ) =>
    post(i, '/api/bookings/create-payment-intent', {
      bookingData,
      selectedSlots: slotIds,
      holdId: held.holdId,
      holdToken: held.holdToken,
      idempotencyKey: key,
    });

  test('20 checkouts at once with a coupon of one use: one reserves it, 19 are refused before any payment', async () => {
    const coupon = await insertCoupon(db(), {
      code: 'ONLYONE',
      type: 'percentage',
      value: 90,
      usageLimit: 1,
      oncePerCustomer: false,
    });
    const slot = await insertSlot(db(), { capacity: 20, lessonType: 'group', basePriceCents: 9000 });
    const holds = [];
    for (let i = 0; i < 20; i++) holds.push(await holdOn(i, [slot.id]));
    const answers = await Promise.all(
      holds.map((held, i) =>
        checkout(
          i,
          [slot.id],
          held,
          draft({
            lessonType: 'group',
            couponCode: 'ONLYONE',
            swimmers: [swimmer({ email: `family${i}@example.com` })],
          }),
        ),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array<number>(19).fill(400)]);
    for (const refused of answers.filter((a) => a.status === 400)) {
      expect(refused.body).toMatchObject({ code: 'COUPON_INVALID' });
    }
    const winner = answers.find((a) => a.status === 200)!.body as {
      paymentIntentId: string;
      clientSecret: string;
      bookingId: string;
    };
    const gateway = createTestGateway(db());
    await gateway.payWithCard(winner.paymentIntentId, winner.clientSecret, '4242424242424242');
    expect((await post(0, '/api/bookings/confirm', { bookingId: winner.bookingId })).status).toBe(200);
    const uses = await db().select().from(couponRedemptions).where(eq(couponRedemptions.couponId, coupon.id));
    expect(uses.map((u) => [u.bookingId, u.status])).toEqual([[winner.bookingId, 'redeemed']]);
  }, 60_000);

  test('10 checkouts at once by one family with a once-per-customer coupon: one gets the discount', async () => {
    const coupon = await insertCoupon(db(), {
      code: 'ONCEEACH',
      type: 'percentage',
      value: 90,
      oncePerCustomer: true,
    });
    const slot = await insertSlot(db(), { capacity: 10, lessonType: 'group', basePriceCents: 9000 });
    const holds = [];
    for (let i = 0; i < 10; i++) holds.push(await holdOn(i, [slot.id]));
    const answers = await Promise.all(
      holds.map((held, i) =>
        checkout(
          i,
          [slot.id],
          held,
          draft({
            lessonType: 'group',
            couponCode: 'ONCEEACH',
            swimmers: [swimmer({ email: 'same@example.com' })],
          }),
        ),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 400)).toHaveLength(9);
    const uses = await db().select().from(couponRedemptions).where(eq(couponRedemptions.couponId, coupon.id));
    expect(uses).toHaveLength(1);
  }, 60_000);

  test('a re-hold racing the settlement of the same hold never deadlocks and never sells a seat twice', async () => {
    const gateway = createTestGateway(db());
    // The re-hold keeps the paid slot and adds one: both paths then want the same slot row and the same hold row.
    for (let round = 0; round < 10; round++) {
      const a = await insertSlot(db(), { capacity: 1 });
      const b = await insertSlot(db(), { capacity: 1 });
      const held = await holdOn(round, [a.id]);
      const started = await checkout(round, [a.id], held, draft());
      expect(started.status).toBe(200);
      const c = started.body as { paymentIntentId: string; clientSecret: string; bookingId: string };
      await gateway.payWithCard(c.paymentIntentId, c.clientSecret, '4242424242424242');

      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          i % 2
            ? post(i, '/api/bookings/confirm', { bookingId: c.bookingId })
            : post(i, '/api/bookings/hold-slots', { slotIds: [a.id, b.id], duration: 15, ...held }),
        ),
      );
      // 429: a re-hold after the settlement released the hold renews its lineage once; later ones are refused.
      for (const answer of answers) expect([200, 409, 429]).toContain(answer.status);

      const [row] = await db().select().from(bookings).where(eq(bookings.id, c.bookingId));
      expect(['confirmed', 'refunded']).toContain(row?.status);
      const paidBack = await db().select().from(refunds).where(eq(refunds.bookingId, c.bookingId));
      // Either the payment booked the seat, or the checkout was voided first and the whole payment went back.
      expect(paidBack.map((r) => r.amountCents)).toEqual(row?.status === 'refunded' ? [row.totalCents] : []);
    }
  }, 120_000);

  test('one checkout key sent with two holds at once starts one checkout and answers the other with a 409', async () => {
    const x = await insertSlot(db(), { capacity: 1 });
    const y = await insertSlot(db(), { capacity: 1 });
    const first = await holdOn(0, [x.id]);
    const second = await holdOn(1, [y.id]);
    const key = `shared-key-${Date.now()}`;
    const answers = await Promise.all([
      checkout(0, [x.id], first, draft(), key),
      checkout(1, [y.id], second, draft(), key),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)!.body.code).toBe('IDEMPOTENCY_CONFLICT');
    expect(await db().select().from(bookings).where(eq(bookings.idempotencyKey, key))).toHaveLength(1);
  }, 60_000);
});
