import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { contactMessages, leads, lessonRequests, outbox } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { sendDueEmails } from './sender';
import { icsDate, parseIcs } from './test-support/parse-ics';
import { confirmBooking, lessonSlots, raise } from './test-support/produce';
import { startSmtpCapture, type DeliveredMail, type SmtpCapture } from './test-support/smtp-capture';

let t: TestApp;
let smtp: SmtpCapture;
const HOUR = 3_600_000;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({
    SMTP_URL: smtp.url,
    OWNER_EMAIL: 'owner@example.com',
    MAIL_FROM: 'DMV Swim Lessons <lessons@example.com>',
    PUBLIC_URL: 'https://swim.example.com',
    BUSINESS_PHONE: '(202) 555-0143',
    BUSINESS_EMAIL: 'hello@example.com',
  });
});

afterAll(async () => {
  await t?.close();
  await smtp?.close();
});
beforeEach(() => {
  smtp.messages.length = 0;
});

const to = (mail: DeliveredMail) => mail.envelopeTo.join(',');
const deliver = () => sendDueEmails(t.db, t.config, {});

describe('booking confirmed', () => {
  test('sends exactly one confirmation with a calendar invite whose events match the booked lessons', async () => {
    const start = new Date(Date.UTC(2031, 2, 9, 14, 0)); // 10:00 in New York, hours after the clocks went forward that morning
    const { slots } = await lessonSlots(t.db, [start, new Date(start.getTime() + 7 * 24 * HOUR)]);
    const booking = await confirmBooking(t.db, t.config, { slots, customerEmail: 'sam.parker@example.com' });
    // A repeated event (a retried confirm) queues nothing new.
    await raise(t.db, t.config, { kind: 'booking_confirmed', bookingId: booking.id });

    const report = await deliver();
    expect(report).toMatchObject({ sent: 2, retried: 0, parked: 0 });
    const customer = smtp.messages.filter((m) => to(m) === 'sam.parker@example.com');
    expect(customer).toHaveLength(1);
    const mail = customer[0]!.parsed;
    expect(mail.subject).toBe(`Booking Confirmed! ${booking.reference}`);
    expect(mail.from?.value[0]).toMatchObject({ name: 'DMV Swim Lessons', address: 'lessons@example.com' });
    expect(mail.text).toContain("What's Next");
    expect(mail.text).toContain('Sunday, March 9, 2031, 10:00 AM - 10:30 AM (ET)');
    expect(mail.text).toContain('(202) 555-0143');
    expect(mail.text).toContain('Swim Goggles x 1: $19.99');
    expect(mail.html).toContain('Booking Confirmed!');

    const invite = mail.attachments.find((a) => a.filename === 'swim-lessons.ics');
    expect(invite?.contentType).toBe('text/calendar');
    const ics = parseIcs(invite!.content.toString('utf8'));
    expect(ics.calendar).toMatchObject({ VERSION: '2.0', METHOD: 'REQUEST' });
    expect(ics.events).toHaveLength(2);
    ics.events.forEach((event, i) => {
      expect(event.UID!.value).toBe(`${booking.id}.${slots[i]!.id}@swim.example.com`);
      expect(icsDate(event.DTSTART!.value)).toEqual(slots[i]!.startTime);
      expect(icsDate(event.DTEND!.value)).toEqual(slots[i]!.endTime);
      expect(event.ORGANIZER!.value).toBe('mailto:hello@example.com');
      expect(event.LOCATION!.value).toContain('Capitol Hill Community Pool');
    });
  });

  test("writes the lesson times in the customer's own time zone", async () => {
    const { slots } = await lessonSlots(t.db, [new Date(Date.UTC(2031, 10, 3, 17, 0))]);
    await confirmBooking(t.db, t.config, {
      slots,
      customerEmail: 'la@example.com',
      timeZone: 'America/Los_Angeles',
    });
    await deliver();
    const mail = smtp.messages.find((m) => to(m) === 'la@example.com')!.parsed;
    expect(mail.text).toContain('Monday, November 3, 2031, 9:00 AM - 9:30 AM (PT)');
  });

  test('sends the owner a copy that replies to the customer', async () => {
    const { slots } = await lessonSlots(t.db, [new Date(Date.now() + 5 * 24 * HOUR)]);
    const booking = await confirmBooking(t.db, t.config, { slots, customerEmail: 'pat@example.com' });
    await deliver();
    const copy = smtp.messages.find((m) => to(m) === 'owner@example.com')!.parsed;
    expect(copy.subject).toContain(`New booking ${booking.reference}`);
    expect(copy.replyTo?.text).toBe('pat@example.com');
    expect(copy.text).toContain('(301) 555-0188');
  });
});

describe('lesson requests, contact messages and leads', () => {
  async function insertRequest() {
    const [row] = await t.db
      .insert(lessonRequests)
      .values({
        requestCode: 'REQ-7K3F9Q',
        idempotencyKey: `k-${Math.random()}`,
        lessonType: 'private',
        swimmers: 1,
        dates: ['2031-05-03'],
        firstName: 'Dana',
        lastName: 'Lee',
        email: 'dana@example.com',
        phone: '(703) 555-0123',
      })
      .returning();
    return row!;
  }

  test('a request sends the visitor a pending-approval message and the owner a notice', async () => {
    const request = await insertRequest();
    await raise(t.db, t.config, { kind: 'lesson_request_received', requestId: request.id });
    await deliver();
    const visitor = smtp.messages.find((m) => to(m) === 'dana@example.com')!.parsed;
    expect(visitor.subject).toBe('Request Received: REQ-7K3F9Q is pending approval');
    expect(visitor.text).toContain('your lesson request REQ-7K3F9Q is pending approval.');
    expect(visitor.text).toContain('Saturday, May 3, 2031');
    const owner = smtp.messages.find((m) => to(m) === 'owner@example.com')!.parsed;
    expect(owner.subject).toBe('New lesson request REQ-7K3F9Q from Dana Lee');
    expect(owner.replyTo?.text).toBe('dana@example.com');

    await t.db
      .update(lessonRequests)
      .set({ status: 'approved', decisionMessage: 'See you Saturday!' })
      .where(eq(lessonRequests.id, request.id));
    await raise(t.db, t.config, { kind: 'lesson_request_approved', requestId: request.id });
    await deliver();
    const approved = smtp.messages.filter((m) => to(m) === 'dana@example.com')[1]!.parsed;
    expect(approved.subject).toBe('Approved: your lesson request REQ-7K3F9Q');
    expect(approved.text).toContain('See you Saturday!');
  });

  test('a contact message reaches the owner with reply-to the sender, and the sender hears back within 24 hours', async () => {
    const [row] = await t.db
      .insert(contactMessages)
      .values({ name: 'Chris <b>Morgan</b>', email: 'chris@example.com', message: 'Do you teach adults?' })
      .returning();
    await raise(t.db, t.config, { kind: 'contact_message', messageId: row!.id });
    await deliver();
    const owner = smtp.messages.find((m) => to(m) === 'owner@example.com')!.parsed;
    expect(owner.replyTo?.text).toBe('chris@example.com');
    expect(owner.text).toContain('Do you teach adults?');
    // What a visitor types is shown as text, never as markup.
    expect(owner.html).toContain('Chris &lt;b&gt;Morgan&lt;/b&gt;');
    const ack = smtp.messages.find((m) => to(m) === 'chris@example.com')!.parsed;
    expect(ack.subject).toBe('We received your message');
    expect(ack.text).toContain("we'll get back to you within 24 hours");
  });

  test('a lead gets the checklist as a link to the printable page and as an attachment', async () => {
    const [lead] = await t.db
      .insert(leads)
      .values({ email: 'taylor@example.com', name: 'Taylor', resource: 'water-safety-checklist' })
      .returning();
    await raise(t.db, t.config, { kind: 'lead_magnet', leadId: lead!.id });
    await deliver();
    const mail = smtp.messages.find((m) => to(m) === 'taylor@example.com')!.parsed;
    expect(mail.subject).toBe('Your free Water Safety Checklist');
    expect(mail.html).toContain('href="https://swim.example.com/water-safety-checklist"');
    const attachment = mail.attachments.find((a) => a.filename === 'water-safety-checklist.html');
    expect(attachment?.content.toString('utf8')).toContain('water watcher');
  });

  test("an event naming a row that does not exist fails the producer's transaction instead of losing the message", async () => {
    await expect(
      raise(t.db, t.config, { kind: 'lead_magnet', leadId: '00000000-0000-4000-8000-000000000000' }),
    ).rejects.toThrow(/does not exist/);
    expect(await t.db.select().from(outbox).where(eq(outbox.toAddress, '00000000'))).toHaveLength(0);
  });
});
