import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { auditLog, outbox } from '../../db/schema';
import { signIn, type AdminClient } from '../auth/testing';
import { createTestApp, type TestApp } from '../../test/test-app';
import { loadConfig } from '../../config';
import { sendDueEmails } from './sender';
import { confirmBooking, lessonSlots } from './test-support/produce';
import { startSmtpCapture, type SmtpCaptureOptions } from './test-support/smtp-capture';

let t: TestApp;
let admin: AdminClient;
const DAY = 86_400_000;

beforeAll(async () => {
  // No SMTP: messages are kept as undelivered, the owner's way of reading them.
  t = await createTestApp({ OWNER_EMAIL: 'owner@example.com' });
  admin = await signIn(t.app);
  const { slots } = await lessonSlots(t.db, [new Date(Date.now() + 3 * DAY)]);
  await confirmBooking(t.db, t.config, { slots, customerEmail: 'reader@example.com' });
  await sendDueEmails(t.db, t.config);
});
afterAll(async () => t?.close());

const get = (url: string, headers: Record<string, string> = admin.headers) =>
  t.app.inject({ method: 'GET', url, headers });
const post = (url: string, headers: Record<string, string> = admin.headers) =>
  t.app.inject({ method: 'POST', url, headers, payload: {} });

describe('admin email endpoints', () => {
  test.each([
    '/api/admin/outbox',
    '/api/admin/email/previews',
    '/api/admin/outbox/00000000-0000-4000-8000-000000000000',
  ])('GET %s needs a signed-in owner', async (url) => {
    const res = await get(url, {});
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  test('retrying a message needs the request-forgery token', async () => {
    const { cookie } = admin.headers;
    const res = await post('/api/admin/outbox/00000000-0000-4000-8000-000000000000/retry', {
      cookie: cookie!,
      origin: t.config.publicUrl,
    });
    expect(res.statusCode).toBe(403);
  });

  test('lists the outbox newest first with counts per status and the delivery mode', async () => {
    const res = await get('/api/admin/outbox?pageSize=10');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.mode).toBe('stored_only');
    expect(body.counts.undelivered).toBe(2);
    expect(body.total).toBe(2);
    expect(body.items.map((m: { toAddress: string }) => m.toAddress).sort()).toEqual([
      'owner@example.com',
      'reader@example.com',
    ]);
    expect(body.items[0]).toMatchObject({
      status: 'undelivered',
      lastError: 'not delivered: no SMTP configured',
      attempts: 0,
    });
  });

  test('filters by status and searches by address or subject', async () => {
    expect((await get('/api/admin/outbox?status=sent')).json().total).toBe(0);
    const found = (await get('/api/admin/outbox?search=reader%40')).json();
    expect(found.items).toHaveLength(1);
    expect(found.items[0].kind).toBe('booking_confirmed');
  });

  test('opens one message with its HTML, text and attachment names', async () => {
    const [row] = await t.db.select().from(outbox).where(eq(outbox.toAddress, 'reader@example.com'));
    const res = await get(`/api/admin/outbox/${row!.id}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.html).toContain('Booking Confirmed!');
    expect(body.text).toContain("What's Next");
    // This server runs the test gateway: the message says so.
    expect(body.text).toContain('Test mode: no real payments are taken.');
    expect(body.attachments).toEqual([
      { filename: 'swim-lessons.ics', contentType: 'text/calendar; charset=utf-8; method=REQUEST' },
    ]);
  });

  test('sends an undelivered message again on request, and refuses one already on its way', async () => {
    const [row] = await t.db.select().from(outbox).where(eq(outbox.toAddress, 'reader@example.com'));
    const res = await post(`/api/admin/outbox/${row!.id}/retry`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'pending', attempts: 0, lastError: null });
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, row!.id));
    expect(audit).toEqual([
      expect.objectContaining({ actor: 'owner', action: 'email.retried', entityType: 'outbox' }),
    ]);
    const again = await post(`/api/admin/outbox/${row!.id}/retry`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'Only parked or undelivered messages can be sent again; this one is pending.',
    );
  });

  test('sends a parked message again on request, and it is delivered', async () => {
    const answers: SmtpCaptureOptions = { rejectRecipients: /^moved@/ };
    const smtp = await startSmtpCapture(answers);
    try {
      const config = loadConfig({ NODE_ENV: 'test', SMTP_URL: smtp.url, OWNER_EMAIL: 'owner@example.com' });
      const { slots } = await lessonSlots(t.db, [new Date(Date.now() + 4 * DAY)]);
      const booking = await confirmBooking(t.db, config, { slots, customerEmail: 'moved@example.com' });
      await sendDueEmails(t.db, config);
      const parked = (await get('/api/admin/outbox?status=parked')).json();
      expect(parked.items).toEqual([
        expect.objectContaining({ toAddress: 'moved@example.com', status: 'parked', attempts: 1 }),
      ]);
      expect(parked.items[0].lastError).toContain('550');

      // The family's mail server takes the address again; the owner sends the message again.
      answers.rejectRecipients = undefined;
      const res = await post(`/api/admin/outbox/${parked.items[0].id}/retry`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status: 'pending', attempts: 0, lastError: null });
      await sendDueEmails(t.db, config);
      const arrived = smtp.messages.filter((m) => m.envelopeTo.includes('moved@example.com'));
      expect(arrived).toHaveLength(1);
      expect(arrived[0]!.parsed.subject).toBe(`Booking Confirmed! ${booking.reference}`);
      expect((await get(`/api/admin/outbox/${parked.items[0].id}`)).json()).toMatchObject({ status: 'sent' });
      expect((await get('/api/admin/outbox?status=parked')).json().total).toBe(0);
    } finally {
      await smtp.close();
    }
  });

  test.each([
    ['an unknown status', '/api/admin/outbox?status=lost', 400],
    ['a page size over 100', '/api/admin/outbox?pageSize=500', 400],
    ['an id that is not an id', '/api/admin/outbox/abc', 400],
    ['a message that does not exist', '/api/admin/outbox/00000000-0000-4000-8000-000000000000', 404],
  ])('answers %s with a clear 4xx', async (_name, url, status) => {
    const res = await get(url);
    expect(res.statusCode).toBe(status);
    expect(typeof res.json().message).toBe('string');
  });

  test('previews every template with sample data, as HTML and as text', async () => {
    const res = await get('/api/admin/email/previews');
    expect(res.statusCode).toBe(200);
    const previews: {
      kind: string;
      subject: string;
      html: string;
      text: string;
      attachments: { filename: string }[];
    }[] = res.json().previews;
    expect(previews.map((p) => p.kind)).toEqual([
      'booking_confirmed',
      'booking_confirmed_owner',
      'lesson_reminder',
      'instructor_notice',
      'booking_cancelled',
      'booking_refunded',
      'late_payment_refunded',
      'slot_cancelled',
      'lesson_rescheduled',
      'lesson_rescheduled_owner',
      'lessons_cancelled',
      'lessons_cancelled_owner',
      'lessons_cancelled_with_credits',
      'lessons_cancelled_owner_with_credits',
      'lessons_cancelled_for_weather_with_credits',
      'lessons_cancelled_for_weather_free_reschedule',
      'lessons_cancelled_owner_for_weather_with_credits',
      'lessons_cancelled_owner_for_weather_free_reschedule',
      'package_purchased',
      'package_purchased_owner',
      'lesson_request_received',
      'lesson_request_owner',
      'lesson_request_approved',
      'lesson_request_declined',
      'lead_magnet',
      'contact_owner',
      'contact_acknowledgement',
      'family_sign_in_link',
      'instructor_invite',
      'instructor_sign_in_link',
      'lesson_progress',
      'waitlist_joined',
      'waitlist_offer',
      'documents_signed',
      'documents_reminder',
    ]);
    for (const p of previews) {
      expect(p.subject.length).toBeGreaterThan(5);
      expect(p.html).toMatch(/^<!doctype html>/);
      expect(p.text).toContain(t.config.publicUrl);
    }
    expect(previews[0]!.attachments).toEqual([expect.objectContaining({ filename: 'swim-lessons.ics' })]);
    // The credit and weather cases show what the family would read, with the sample My Lessons link.
    const preview = (kind: string) => previews.find((p) => p.kind === kind)!;
    expect(preview('lessons_cancelled_for_weather_with_credits').text).toContain(
      'We have added 2 weather credits to your account: book a new time free in My Lessons.',
    );
    expect(preview('lessons_cancelled_for_weather_free_reschedule').text).toContain(
      `Pick a new time free: ${t.config.publicUrl}/calendar`,
    );
    expect(preview('lessons_cancelled_with_credits').text).toContain(
      '2 lesson credits have been added to your account.',
    );
    for (const kind of ['lessons_cancelled_for_weather_free_reschedule', 'package_purchased'])
      expect(preview(kind).text, kind).toContain('Manage your lessons: ');
    expect(preview('lessons_cancelled').text).not.toContain('Manage your lessons: ');
    expect(preview('package_purchased_owner').subject).toBe('Package sold: 10 Private Lessons to Sam Parker');
    expect(preview('documents_signed').attachments).toEqual([
      expect.objectContaining({ filename: expect.stringMatching(/^liability-waiver-v3-.+\.pdf$/) }),
    ]);
    expect(preview('documents_reminder').text).toContain('Medical release for ');
    expect(preview('documents_reminder').text).toContain('Sign on My Lessons: ');
  });
});
