/** Links opened and asked for all at once, on PostgreSQL where the requests really run side by side. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { insertConfirmedBooking, insertSlot } from '../../../db/factories';
import { familyLinks, familySessions, signInRequests } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { waitForFreshWindow } from '../../../test/limit-windows';
import { LINKS_PER_EMAIL, sendRequestedSignInLinks } from './service';
import { tokenOf } from '../testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { recordEmails: true });
});
afterAll(async () => t?.close());

const askForLink = (email: string, i: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/family/sign-in-link',
    payload: { email },
    headers: { origin: t.config.publicUrl },
    remoteAddress: `10.61.0.${i + 1}`,
  });

describe('at once on PostgreSQL', () => {
  test('one sign-in link opened by 10 requests at once signs in exactly one of them', async () => {
    const email = 'race-open@example.com';
    const slot = await insertSlot(t.db);
    await insertConfirmedBooking(t.db, {
      slots: [slot],
      seats: 1,
      lessonType: 'private',
      customerEmail: email,
    });
    expect((await askForLink(email, 0)).statusCode).toBe(202);
    await sendRequestedSignInLinks(t.app);
    const link = t.emails.find((e) => e.kind === 'family_sign_in_link' && e.email === email);
    if (link?.kind !== 'family_sign_in_link') throw new Error('no sign-in link was queued');
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/family/session',
          payload: { token: tokenOf(link.url) },
          headers: { origin: t.config.publicUrl },
          remoteAddress: `10.62.0.${i + 1}`,
        }),
      ),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, ...Array(9).fill(400)]);
    expect(await t.db.select().from(familySessions).where(eq(familySessions.email, email))).toHaveLength(1);
  });

  test('10 requests at once for one email send at most 3 links', async () => {
    await waitForFreshWindow(LINKS_PER_EMAIL.windowMs, 20_000);
    const email = 'race-ask@example.com';
    const slot = await insertSlot(t.db);
    await insertConfirmedBooking(t.db, {
      slots: [slot],
      seats: 1,
      lessonType: 'private',
      customerEmail: email,
    });
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => askForLink(email, i)));
    expect(answers.every((r) => r.statusCode === 202)).toBe(true);
    // Three server copies' jobs at once: each request is handled by one of them, and the limit holds across them.
    await Promise.all([1, 2, 3].map(() => sendRequestedSignInLinks(t.app)));
    expect(await t.db.select().from(familyLinks).where(eq(familyLinks.email, email))).toHaveLength(
      LINKS_PER_EMAIL.max,
    );
  });

  test('requests handled by several jobs at once: each email gets one link, t.emails once', async () => {
    const emails = Array.from({ length: 8 }, (_, i) => `race-jobs-${i}@example.com`);
    for (const email of emails)
      await insertConfirmedBooking(t.db, {
        slots: [await insertSlot(t.db)],
        seats: 1,
        lessonType: 'private',
        customerEmail: email,
      });
    for (const [i, email] of emails.entries()) expect((await askForLink(email, 20 + i)).statusCode).toBe(202);
    const handled = await Promise.all([1, 2, 3, 4].map(() => sendRequestedSignInLinks(t.app)));
    expect(handled.reduce((a, b) => a + b, 0)).toBe(emails.length);
    for (const email of emails) {
      expect(await t.db.select().from(familyLinks).where(eq(familyLinks.email, email))).toHaveLength(1);
      expect(t.emails.filter((e) => e.kind === 'family_sign_in_link' && e.email === email)).toHaveLength(1);
    }
    expect(await t.db.select().from(signInRequests)).toEqual([]);
  });
});
