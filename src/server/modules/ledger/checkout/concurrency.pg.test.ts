import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { insertSlot } from '../../../db/factories';
import { bookings, couponRedemptions } from '../../../db/schema';
import { insertCoupon } from '../../../db/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { TestGateway } from '../../payments/test-gateway';
import { confirm, draft, hold, payTestCard, startCheckout, swimmer } from '../test/booking-flow';

// PGlite has one connection and cannot race; these run on real PostgreSQL only.
describe('under real concurrency on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(
      {},
      {
        recordEmails: true,
      },
    );
  });
  afterAll(async () => t?.close());

  test('30 visitors holding a one-seat lesson at once: exactly one gets it', async () => {
    const slot = await insertSlot(t.db, { capacity: 1 });
    const answers = await Promise.all(Array.from({ length: 30 }, () => hold(t, [slot.id])));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(29);
  });

  test('30 visitors holding two seats each on a six-seat lesson: exactly three get them', async () => {
    const slot = await insertSlot(t.db, { capacity: 6, lessonType: 'group' });
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => hold(t, [slot.id], { swimmersCount: 2 })),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(3);
  });

  test('overlapping multi-slot holds in opposite orders neither deadlock nor oversell', async () => {
    const a = await insertSlot(t.db, { capacity: 1 });
    const b = await insertSlot(t.db, { capacity: 1 });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => hold(t, i % 2 ? [a.id, b.id] : [b.id, a.id])),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(answers.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
  });

  test('20 confirms of one paid booking at once give one confirmed booking, one email and one coupon redemption', async () => {
    await insertCoupon(t.db, { code: 'RACE10', type: 'percentage', value: 90 });
    const slot = await insertSlot(t.db, { capacity: 1, basePriceCents: 9000 });
    const c = await startCheckout(
      t,
      [slot.id],
      draft({ couponCode: 'RACE10', swimmers: [swimmer({ email: 'race@example.com' })] }),
    );
    t.emails.length = 0;
    // Pay at the gateway directly, so nothing has settled the booking before the race starts.
    const gateway = t.app.paymentGateway as TestGateway;
    expect(await gateway.payWithCard(c.paymentIntentId, c.clientSecret, '4242424242424242')).toEqual({
      status: 'succeeded',
    });
    const answers = await Promise.all([
      ...Array.from({ length: 20 }, () => confirm(t, c.bookingId)),
      payTestCard(t, c),
    ]);
    expect(answers.every((r) => r.statusCode === 200)).toBe(true);
    expect(
      t.emails.filter((e) => e.kind === 'booking_confirmed' && e.bookingId === c.bookingId),
    ).toHaveLength(1);
    expect(
      await t.db.select().from(couponRedemptions).where(eq(couponRedemptions.bookingId, c.bookingId)),
    ).toHaveLength(1);
    expect((await t.db.select().from(bookings).where(eq(bookings.id, c.bookingId)))[0]?.status).toBe(
      'confirmed',
    );
  });
});
