import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { insertSlot } from '../../db/factories';
import { bookings } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { confirm, payTestCard, startCheckout } from '../ledger/test/booking-flow';
import { sendDueEmails } from './sender';
import { icsDate, parseIcs } from './test-support/parse-ics';
import { startSmtpCapture, type SmtpCapture } from './test-support/smtp-capture';

let t: TestApp;
let smtp: SmtpCapture;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({ SMTP_URL: smtp.url, OWNER_EMAIL: 'owner@example.com' });
});

afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

describe('a booking paid and confirmed through the API', () => {
  test('sends exactly one confirmation, with an invite matching the lesson, even when confirm is called twice', async () => {
    const slot = await insertSlot(t.db, { capacity: 1, basePriceCents: 6000, startsInMinutes: 3 * 24 * 60 });
    const checkout = await startCheckout(t, [slot.id]);
    expect((await payTestCard(t, checkout)).statusCode).toBe(200);
    expect((await confirm(t, checkout.bookingId)).statusCode).toBe(200);
    expect((await confirm(t, checkout.bookingId)).statusCode).toBe(200);

    await sendDueEmails(t.db, t.config, {});
    await sendDueEmails(t.db, t.config, {
      now: new Date(Date.now() + 3_600_000),
    });
    const [booking] = await t.db.select().from(bookings).where(eq(bookings.id, checkout.bookingId));
    const confirmations = smtp.messages.filter(
      (m) => m.parsed.subject === `Booking Confirmed! ${booking!.reference}`,
    );
    expect(confirmations).toHaveLength(1);
    expect(confirmations[0]!.envelopeTo).toEqual([booking!.customerEmail]);
    expect(smtp.messages.filter((m) => m.envelopeTo.includes('owner@example.com'))).toHaveLength(1);

    const invite = confirmations[0]!.parsed.attachments.find((a) => a.filename?.endsWith('.ics'));
    const { events } = parseIcs(invite!.content.toString('utf8'));
    expect(events).toHaveLength(1);
    expect(events[0]!.UID!.value).toBe(`${booking!.id}.${slot.id}@localhost`);
    expect(icsDate(events[0]!.DTSTART!.value).getTime()).toBe(
      Math.floor(slot.startTime.getTime() / 1000) * 1000,
    );
    expect(icsDate(events[0]!.DTEND!.value).getTime()).toBe(Math.floor(slot.endTime.getTime() / 1000) * 1000);
  });
});
