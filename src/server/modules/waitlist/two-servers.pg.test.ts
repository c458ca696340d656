/**
 * The waitlist on two real server processes sharing one PostgreSQL, as behind a load balancer: the owner cancels
 * bookings through both copies at once, so both run the offer pass on the same time at the same moment (and their
 * background jobs run it too); each freed seat gives exactly one live offer. Then the offered family claims through
 * both copies at once and pays twice, while a stranger tries to hold the seat: one booking, nobody else's hold.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { insertConfirmedBooking, insertSlot } from '../../db/factories';
import { bookings, holdSlots, outbox, waitlistEntries, waitlistOffers } from '../../db/schema';
import { twoProcessesForTests } from '../../test/two-processes';
import { setAdminPassword } from '../auth/owner-account';
import { TEST_ADMIN } from '../auth/testing';
import { draft, swimmer } from '../ledger/test/booking-flow';
import { messagesOfKind } from '../email/test-support/outbox';
import { linkToken } from './test-support/waitlist-flow';

interface Answer {
  status: number;
  body: Record<string, unknown>;
  cookies: string[];
}

describe('the waitlist across two server processes', () => {
  const processes = twoProcessesForTests('waitlist_race', { extra: { TRUST_PROXY: '127.0.0.1' } });
  let adminCookie = '';
  let csrfToken = '';

  const db = () => processes.shared.handle.db;
  const origin = (i: number) => processes.origin(i);
  let visitors = 0;

  async function call(
    i: number,
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) {
    const res = await fetch(`${origin(i)}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        'x-forwarded-for': `198.51.100.${(++visitors % 250) + 1}`,
        origin: origin(i),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return {
      status: res.status,
      body: (await res.json().catch(() => ({}))) as Record<string, unknown>,
      cookies: res.headers.getSetCookie(),
    } satisfies Answer;
  }
  const asAdmin = (i: number, method: string, path: string, body?: unknown) =>
    call(i, method, path, body, { cookie: adminCookie, 'x-csrf-token': csrfToken });

  beforeAll(async () => {
    await setAdminPassword(db(), TEST_ADMIN.username, TEST_ADMIN.password);
    const tokenRes = await call(0, 'GET', '/api/csrf-token');
    const pre = String(tokenRes.body.token);
    const csrfCookie =
      tokenRes.cookies.find((c) => c.startsWith('swim_csrf='))?.split(';')[0] ?? `swim_csrf=${pre}`;
    const login = await call(0, 'POST', '/api/admin/login', TEST_ADMIN, {
      'x-csrf-token': pre,
      cookie: csrfCookie,
    });
    expect(login.status).toBe(200);
    adminCookie = login.cookies.find((c) => c.startsWith('swim_admin='))!.split(';')[0]!;
    csrfToken = String(login.body.csrfToken);
  }, 120_000);

  /** Polls until `check` passes or `ms` go by. */
  async function eventually(check: () => Promise<void>, ms = 20_000) {
    const until = Date.now() + ms;
    for (;;) {
      try {
        return await check();
      } catch (err) {
        if (Date.now() > until) throw err;
        await new Promise((r) => setTimeout(r, 100));
      }
    }
  }

  const liveOffersOn = (slotId: string) =>
    db()
      .select()
      .from(waitlistOffers)
      .where(and(eq(waitlistOffers.slotId, slotId), eq(waitlistOffers.status, 'live')));

  /**
   * A private time `daysAhead` days out, full; `waiter` joins its waitlist through one copy, the owner cancels the
   * booking through the other, and the seat goes to `waiter` as an offer. Returns the time and the offer's token.
   */
  async function offerOnAFullTime(daysAhead: number, waiter: { name: string; email: string }) {
    const slot = await insertSlot(db(), {
      capacity: 1,
      lessonType: 'private',
      startsInMinutes: daysAhead * 24 * 60,
    });
    const booking = await insertConfirmedBooking(db(), {
      slots: [slot],
      seats: 1,
      lessonType: 'private',
      customerEmail: `frees-a-seat-${daysAhead}@example.com`,
    });
    const joined = await call(0, 'POST', '/api/waitlist', { slotId: slot.id, ...waiter, swimmers: 1 });
    expect(joined.status).toBe(201);
    expect((await asAdmin(1, 'POST', `/api/admin/bookings/${booking.id}/cancel`, {})).status).toBe(200);
    await eventually(async () => expect(await liveOffersOn(slot.id)).toHaveLength(1));
    const [mail] = await messagesOfKind(db(), 'waitlist_offer', waiter.email);
    return { slot, token: linkToken(mail!.text, '/booking#offer=') };
  }

  test('bookings cancelled through both copies at once: each freed seat gives exactly one live offer, to the first in line', async () => {
    for (let round = 0; round < 4; round++) {
      const slot = await insertSlot(db(), {
        capacity: 2,
        lessonType: 'group',
        startsInMinutes: 3 * 24 * 60 + round * 60,
      });
      const booked = [];
      for (const n of [1, 2])
        booked.push(
          await insertConfirmedBooking(db(), {
            slots: [slot],
            seats: 1,
            lessonType: 'group',
            customerEmail: `booked${round}-${n}@example.com`,
          }),
        );
      const entries: string[] = [];
      for (const n of [1, 2, 3, 4]) {
        const joined = await call(n % 2, 'POST', '/api/waitlist', {
          slotId: slot.id,
          name: `Family ${n}`,
          email: `wait${round}-${n}@example.com`,
          swimmers: 1,
        });
        expect(joined.status).toBe(201);
        entries.push(String(joined.body.entryId));
      }

      const cancelled = await Promise.all(
        booked.map((b, i) => asAdmin(i, 'POST', `/api/admin/bookings/${b.id}/cancel`, {})),
      );
      expect(cancelled.map((c) => c.status)).toEqual([200, 200]);

      await eventually(async () => expect(await liveOffersOn(slot.id)).toHaveLength(2));
      // Both copies' passes (and their jobs) have had their say: still one live offer per freed seat.
      await new Promise((r) => setTimeout(r, 1500));
      const live = await liveOffersOn(slot.id);
      expect(live).toHaveLength(2);
      expect(live.map((o) => o.entryId).sort()).toEqual(entries.slice(0, 2).sort());
      const statuses = await db()
        .select({ id: waitlistEntries.id, status: waitlistEntries.status })
        .from(waitlistEntries)
        .where(inArray(waitlistEntries.id, entries));
      const byId = new Map(statuses.map((s) => [s.id, s.status]));
      expect(entries.map((e) => byId.get(e))).toEqual(['offered', 'offered', 'waiting', 'waiting']);
      const mail = await db()
        .select()
        .from(outbox)
        .where(
          and(
            eq(outbox.kind, 'waitlist_offer'),
            inArray(outbox.toAddress, [
              `wait${round}-1@example.com`,
              `wait${round}-2@example.com`,
              `wait${round}-3@example.com`,
            ]),
          ),
        );
      expect(mail).toHaveLength(2);
    }
  }, 180_000);

  test('the offered family claims and pays through both copies at once while a stranger tries the seat: one booking', async () => {
    const email = 'claims-twice@example.com';
    const { slot, token } = await offerOnAFullTime(5, { name: 'Quinn Claim', email });

    const [claims, stranger] = await Promise.all([
      Promise.all([0, 1].map((i) => call(i, 'POST', '/api/waitlist/offers/claim', { token }))),
      call(1, 'POST', '/api/bookings/hold-slots', { slotIds: [slot.id], swimmersCount: 1 }),
    ]);
    expect(claims.map((c) => c.status)).toEqual([200, 200]);
    expect(stranger.status).toBe(409);
    const holdId = claims[0]!.body.holdId;
    expect(claims[1]!.body.holdId).toBe(holdId);

    const checkouts = await Promise.all(
      [0, 1].map(async (i) => {
        const cookie = claims[i]!.cookies.find((c) => c.startsWith('swim_hold='))!.split(';')[0]!;
        const intent = await call(
          i,
          'POST',
          '/api/bookings/create-payment-intent',
          {
            bookingData: draft({ swimmers: [swimmer({ email })] }),
            selectedSlots: [slot.id],
            idempotencyKey: `waitlist-race-${i}`,
          },
          { cookie },
        );
        return intent;
      }),
    );
    const started = checkouts.filter((c) => c.status === 200);
    expect(started.length).toBeGreaterThanOrEqual(1);
    await Promise.all(
      started.map((c, i) =>
        call(i, 'POST', '/api/payments/test/pay', {
          paymentIntentId: c.body.paymentIntentId,
          clientSecret: c.body.clientSecret,
          cardNumber: '4242 4242 4242 4242',
          expiry: '12 / 34',
          cvc: '123',
          zip: '20001',
        }),
      ),
    );
    const onHold = await db()
      .select()
      .from(bookings)
      .where(eq(bookings.holdId, String(holdId)));
    expect(onHold.filter((b) => b.status === 'confirmed')).toHaveLength(1);
    // A copy's job sees the booking and marks the offer claimed.
    await eventually(async () => {
      const [offer] = await db()
        .select()
        .from(waitlistOffers)
        .where(eq(waitlistOffers.holdId, String(holdId)));
      expect(offer!.status).toBe('claimed');
    }, 40_000);
  }, 120_000);

  test("a waitlist offer's hold can be moved no more: reshapes through both copies at once are refused, the offered seat stays held", async () => {
    const { slot, token } = await offerOnAFullTime(6, {
      name: 'Rae Shape',
      email: 'reshapes-twice@example.com',
    });
    const claim = await call(0, 'POST', '/api/waitlist/offers/claim', { token });
    const holdId = String(claim.body.holdId);
    const elsewhere = await Promise.all(
      [1, 2, 3, 4, 5, 6].map((i) =>
        insertSlot(db(), { capacity: 2, lessonType: 'private', startsInMinutes: (7 * 24 + i) * 60 }),
      ),
    );
    const reshapes = await Promise.all(
      elsewhere.map((other, i) =>
        call(i, 'POST', '/api/bookings/hold-slots', {
          slotIds: i % 2 ? [other.id] : [slot.id, other.id],
          swimmersCount: 1 + (i % 3 === 0 ? 1 : 0),
          holdId,
          holdToken: token,
        }),
      ),
    );
    expect(reshapes.map((r) => r.status)).toEqual([409, 409, 409, 409, 409, 409]);
    expect(reshapes.every((r) => r.body.code === 'OFFER_HOLD_FIXED')).toBe(true);
    const held = await db().select().from(holdSlots).where(eq(holdSlots.holdId, holdId));
    expect(held.map((h) => [h.slotId, h.seats])).toEqual([[slot.id, 1]]);
    const onElsewhere = await db()
      .select()
      .from(holdSlots)
      .where(
        inArray(
          holdSlots.slotId,
          elsewhere.map((e) => e.id),
        ),
      );
    expect(onElsewhere).toEqual([]);
    expect(await liveOffersOn(slot.id)).toHaveLength(1);
  }, 120_000);
});
