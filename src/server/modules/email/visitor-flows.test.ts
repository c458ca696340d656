import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { DEFAULT_TIME_ZONE } from '@core/catalog/time-zones';
import { dayKeyInZone, instantAtWallTime, shiftDayKey } from '@core/rules/timezones';
import { lessonRequests } from '../../db/schema';
import { insertSlot } from '../../db/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signIn } from '../auth/testing';
import { contactFormPayload } from '../contact/test-support/contact-form';
import { sendDueEmails } from './sender';
import { icsDate, parseIcs } from './test-support/parse-ics';
import { startSmtpCapture, type SmtpCapture } from './test-support/smtp-capture';

/** A lesson request, a contact message and a lead sent through the real endpoints, read back from a real SMTP server. */
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
// Whatever an earlier test left queued is delivered and forgotten, so each test reads only its own mail.
beforeEach(async () => {
  await deliver();
  smtp.messages.length = 0;
});

let ip = 0;
const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress: `10.9.0.${++ip}` });
const deliver = () => sendDueEmails(t.db, t.config, {});
/** A day `days` from today (New York) and its 10:00 AM there: requests reach at most a year ahead. */
function dayAhead(days: number) {
  const day = shiftDayKey(dayKeyInZone(new Date(), DEFAULT_TIME_ZONE), days);
  const tenAm = instantAtWallTime(day, '10:00', DEFAULT_TIME_ZONE);
  const said = new Intl.DateTimeFormat('en-US', {
    timeZone: DEFAULT_TIME_ZONE,
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  }).format(tenAm);
  return { day, tenAm, said };
}

const mailTo = (address: string) =>
  smtp.messages.filter((m) => m.envelopeTo.includes(address)).map((m) => m.parsed);

describe('what visitors are promised by email arrives', () => {
  test("a lesson request: the visitor's pending-approval message and the owner's notice, with the picked time", async () => {
    const when = dayAhead(45);
    const slot = await insertSlot(t.db, { startTime: when.tenAm });
    const res = await post('/api/booking-requests', {
      dates: [when.day],
      slotIds: [slot.id],
      lessonType: 'private',
      swimmers: 1,
      customerInfo: {
        firstName: 'Priya',
        lastName: 'Shah',
        email: 'priya@example.com',
        phone: '(202) 555-0143',
      },
    });
    expect(res.statusCode).toBe(201);
    const { requestId } = res.json<{ requestId: string }>();
    await deliver();
    const [visitor] = mailTo('priya@example.com');
    expect(visitor?.subject).toBe(`Request Received: ${requestId} is pending approval`);
    expect(visitor?.text).toContain(`${when.said}, 10:00 AM - 10:30 AM (ET)`);
    const [owner] = mailTo('owner@example.com');
    expect(owner?.subject).toBe(`New lesson request ${requestId} from Priya Shah`);
    expect(owner?.replyTo?.text).toBe('priya@example.com');
  });

  test("an approved request: the customer's message names the booking and carries an invite for the picked time", async () => {
    const when = dayAhead(52);
    const slot = await insertSlot(t.db, { startTime: when.tenAm });
    const res = await post('/api/booking-requests', {
      dates: [when.day],
      slotIds: [slot.id],
      lessonType: 'private',
      swimmers: 1,
      customerInfo: {
        firstName: 'Noor',
        lastName: 'Haddad',
        email: 'noor@example.com',
        phone: '(202) 555-0177',
      },
    });
    expect(res.statusCode).toBe(201);
    const { requestId } = res.json<{ requestId: string }>();
    const [stored] = await t.db
      .select()
      .from(lessonRequests)
      .where(eq(lessonRequests.requestCode, requestId));
    const admin = await signIn(t.app, { ip: '10.9.9.9' });
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/admin/lesson-requests/${stored!.id}/approve`,
      headers: admin.headers,
      payload: { message: 'See you at the pool!' },
    });
    expect(approved.statusCode).toBe(200);
    const { bookingReference } = approved.json<{ bookingReference: string }>();
    await deliver();
    const mails = mailTo('noor@example.com');
    const approval = mails.find((m) => m.subject === `Approved: your lesson request ${requestId}`);
    expect(approval?.text).toContain(`Your booking ID is ${bookingReference}`);
    expect(approval?.text).toContain('See you at the pool!');
    const invite = approval!.attachments.find((a) => a.filename === 'swim-lessons.ics');
    const { events } = parseIcs(invite!.content.toString('utf8'));
    expect(events).toHaveLength(1);
    expect(icsDate(events[0]!.DTSTART!.value)).toEqual(slot.startTime);
    expect(icsDate(events[0]!.DTEND!.value)).toEqual(slot.endTime);
  });

  test('a contact message: the owner gets it with reply-to the sender, the sender an acknowledgement', async () => {
    const res = await post('/api/contact', contactFormPayload(t.config.publicUrl));
    expect(res.statusCode).toBe(200);
    await deliver();
    const [owner] = mailTo('owner@example.com');
    expect(owner?.subject).toBe('New message from Morgan Lee');
    expect(owner?.replyTo?.text).toBe('morgan@example.com');
    expect(owner?.text).toContain('Do you teach at apartment pools in Arlington?');
    const [ack] = mailTo('morgan@example.com');
    expect(ack?.text).toContain("we'll get back to you within 24 hours");
  });

  test('a lead: one checklist email, even when the form is sent twice', async () => {
    const lead = {
      email: 'Dana@Example.com',
      name: 'Dana',
      trigger: 'time',
      requestedResource: 'water-safety-checklist',
      source: `${t.config.publicUrl}/`,
      utm: 'organic',
      timeOnPage: 46_000,
      website: '',
      url: '',
      hp_email: '',
    };
    expect((await post('/api/growth/lead-magnet', lead)).statusCode).toBe(200);
    expect((await post('/api/growth/lead-magnet', lead)).statusCode).toBe(200);
    await deliver();
    const mails = mailTo('dana@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.html).toContain(`href="${t.config.publicUrl}/water-safety-checklist"`);
    expect(mails[0]!.attachments.map((a) => a.filename)).toEqual(['water-safety-checklist.html']);
  });
});
