/**
 * The credit emails through the real endpoints: a package bought with the test card, and the owner's weather
 * cancellation. Messages are read from the outbox (no SMTP server: they are kept there).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { dayKeyInZone } from '@core/rules/timezones';
import { insertConfirmedBooking, insertSlot } from '../../db/factories';
import { creditEntries, familyLinks, lessonPackages } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signIn } from '../auth/testing';
import { draft, payTestCard, startCheckout, swimmer } from '../ledger/test/booking-flow';
import { lessonDay } from './templates/format';
import { messagesOfKind } from './test-support/outbox';

let t: TestApp;
const OWNER = 'owner@example.com';
const ZONE = 'America/New_York';

beforeAll(async () => {
  t = await createTestApp({ OWNER_EMAIL: OWNER });
});
afterAll(async () => t?.close());

const messages = (kind: string, to: string) => messagesOfKind(t.db, kind, to);

describe('a package bought with the test card', () => {
  test("the buyer is emailed once, however often the purchase is confirmed, with the credits' real expiry", async () => {
    const email = 'bought-online@example.com';
    const [pkg] = await t.db
      .insert(lessonPackages)
      .values({
        name: '4 Private Lessons',
        lessonType: 'private',
        lessons: 4,
        priceCents: 24000,
        monthsValid: 3,
      })
      .returning();
    const checkout = await t.app.inject({
      method: 'POST',
      url: `/api/packages/${pkg!.id}/checkout`,
      remoteAddress: '10.93.0.1',
      payload: { name: 'Dana Lee', email, idempotencyKey: 'package-journey-1' },
    });
    expect(checkout.statusCode, checkout.body).toBe(200);
    const { purchaseId, paymentIntentId, clientSecret } = checkout.json();
    expect((await payTestCard(t, { paymentIntentId, clientSecret })).statusCode).toBe(200);
    for (let i = 0; i < 2; i++) {
      const confirmed = await t.app.inject({
        method: 'POST',
        url: `/api/packages/purchases/${purchaseId}/confirm`,
        remoteAddress: '10.93.0.2',
      });
      expect(confirmed.json()).toMatchObject({ status: 'paid' });
    }

    const mails = await messages('package_purchased', email);
    expect(mails).toHaveLength(1);
    const [lot] = await t.db
      .select()
      .from(creditEntries)
      .where(eq(creditEntries.packagePurchaseId, purchaseId));
    expect(mails[0]!.subject).toBe('Your lesson package');
    expect(mails[0]!.text).toContain('Package: 4 Private Lessons');
    expect(mails[0]!.text).toContain('Price paid: $240.00');
    expect(mails[0]!.text).toContain(`Credits expire: ${lessonDay(lot!.expiresAt!, ZONE)}`);
    const [link] = await t.db.select().from(familyLinks).where(eq(familyLinks.email, email));
    expect(link!.expiresAt.getTime()).toBe(lot!.expiresAt!.getTime());
    const owner = (await messages('package_purchased_owner', OWNER)).filter((m) => m.text.includes(email));
    expect(owner.map((m) => m.subject)).toEqual(['Package sold: 4 Private Lessons to Dana Lee']);
  });
});

describe("the owner's weather cancellation", () => {
  test('a family that paid by card is emailed its weather credits and the owner hears of it', async () => {
    const email = 'rained-out@example.com';
    // A family that booked before pays full price: a credit is worth a full-price lesson (a discounted one is refunded).
    const before = await insertSlot(t.db, { startsInMinutes: -30 * 24 * 60 });
    await insertConfirmedBooking(t.db, {
      slots: [before],
      seats: 1,
      lessonType: 'private',
      customerEmail: email,
    });
    const slot = await insertSlot(t.db, { startsInMinutes: 6 * 24 * 60, basePriceCents: 6000 });
    const checkout = await startCheckout(t, [slot.id], draft({ swimmers: [swimmer({ email })] }));
    expect((await payTestCard(t, checkout)).statusCode).toBe(200);

    const admin = await signIn(t.app, { ip: '10.93.9.9' });
    const window = { date: dayKeyInZone(slot.startTime, ZONE), from: '00:00', to: '23:59' };
    const preview = await t.app.inject({
      method: 'POST',
      url: '/api/admin/weather/preview',
      headers: admin.headers,
      payload: window,
    });
    expect(preview.statusCode, preview.body).toBe(200);
    const lessonIds = (preview.json().lessons as { lessonId: string; bookingId: string }[])
      .filter((l) => l.bookingId === checkout.bookingId)
      .map((l) => l.lessonId);
    expect(lessonIds).toHaveLength(1);
    const cancelled = await t.app.inject({
      method: 'POST',
      url: '/api/admin/weather/cancel',
      headers: admin.headers,
      payload: { ...window, lessonIds },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    const family = await messages('lessons_cancelled', email);
    expect(family).toHaveLength(1);
    expect(family[0]!.subject).toBe('Lessons cancelled for weather');
    expect(family[0]!.text).toContain(
      'We have added 1 weather credit to your account: book a new time free in My Lessons.',
    );
    expect(family[0]!.text).toMatch(/It can be used until \w+day, /);
    expect(family[0]!.text).toMatch(/Manage your lessons: \S+\/my-lessons\//);
    const owner = (await messages('lessons_cancelled_owner', OWNER)).filter((m) => m.replyTo === email);
    expect(owner).toHaveLength(1);
    expect(owner[0]!.text).toContain("Credits: 1 weather credit added to the family's account");
  });
});
