import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { dayKeyInZone } from '@core/rules/timezones';
import { insertSlot } from '../../db/factories';
import { contactMessages, leads, lessonRequests, outbox } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { contactFormPayload } from '../contact/test-support/contact-form';
import { RECIPIENT_LIMIT_MESSAGE, VISITOR_EMAIL_LIMIT } from '../limits/recipient-limit';
import { excerpt, VISITOR_TEXT_EXCERPT_CHARS } from './templates/excerpt';

/** The public forms email whatever address they are given: what stops them flooding someone's inbox. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ OWNER_EMAIL: 'owner@example.com' });
});
afterAll(async () => t?.close());

let ip = 0;
/** Every call from a client address of its own, as a script spreading over many addresses would. */
const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress: `10.12.0.${++ip}` });

const lessonRequest = (email: string, slot: { id: string; startTime: Date }) =>
  post('/api/booking-requests', {
    dates: [dayKeyInZone(slot.startTime, 'America/New_York')],
    slotIds: [slot.id],
    lessonType: 'private',
    swimmers: 1,
    // A fresh name each time: an identical request within a minute would answer the earlier one.
    customerInfo: { firstName: `Ana${++ip}`, lastName: 'Ruiz', email, phone: '703-555-0100' },
  });
const contact = (email: string) =>
  post('/api/contact', contactFormPayload(t.config.publicUrl, { email, message: `Hello ${randomUUID()}` }));
const leadMagnet = (email: string) =>
  post('/api/growth/lead-magnet', {
    email,
    name: 'Ana',
    trigger: 'time',
    requestedResource: 'water-safety-checklist',
    website: '',
    url: '',
    hp_email: '',
  });

const mailsTo = async (address: string) =>
  (await t.db.select().from(outbox)).filter((m) => m.toAddress.toLowerCase() === address);

describe('emails a visitor can make us send to one address', () => {
  test('one recipient gets at most the limit per hour from all the forms together, whichever addresses ask', async () => {
    const victim = 'victim@example.com';
    const slot = await insertSlot(t.db, { startsInMinutes: 9 * 24 * 60, capacity: 6, lessonType: 'group' });
    const allowed = [
      await lessonRequest(victim, slot),
      await contact(victim),
      await leadMagnet(victim),
      await contact('Victim@Example.com'),
      await lessonRequest(victim, slot),
    ];
    expect(allowed.map((r) => r.statusCode)).toEqual([201, 200, 200, 200, 201]);
    expect(allowed).toHaveLength(VISITOR_EMAIL_LIMIT.max);

    const refused = [await contact(victim), await lessonRequest(victim, slot), await contact(victim)];
    for (const res of refused) {
      expect(res.statusCode).toBe(429);
      expect(res.json()).toMatchObject({ code: 'RECIPIENT_RATE_LIMITED', message: RECIPIENT_LIMIT_MESSAGE });
    }
    expect(await mailsTo(victim)).toHaveLength(VISITOR_EMAIL_LIMIT.max);
    // Nothing of the refused submissions was stored.
    expect(await t.db.select().from(lessonRequests).where(eq(lessonRequests.email, victim))).toHaveLength(2);
    const messages = (await t.db.select().from(contactMessages)).filter(
      (m) => m.email.toLowerCase() === victim,
    );
    expect(messages).toHaveLength(2);
    // The owner's copies were not limited by it: one per stored submission.
    const ownerCopies = (await mailsTo('owner@example.com')).filter(
      (m) => m.replyTo?.toLowerCase() === victim,
    );
    expect(ownerCopies).toHaveLength(4);
  });

  test('the lead magnet is refused for an address that had its share, and stores no lead', async () => {
    const address = 'busy@example.com';
    for (let i = 0; i < VISITOR_EMAIL_LIMIT.max; i++) expect((await contact(address)).statusCode).toBe(200);
    const res = await leadMagnet(address);
    expect(res.statusCode).toBe(429);
    expect(await t.db.select().from(leads).where(eq(leads.email, address))).toHaveLength(0);
  });

  test('other addresses are not held back by one that had its share', async () => {
    expect((await contact('someone.else@example.com')).statusCode).toBe(200);
  });
});

describe('what the visitor is sent back of their own words', () => {
  test('the contact acknowledgement quotes only a short excerpt; the owner gets the whole message', async () => {
    const head = 'Hello! We would like lessons for our twins this summer.';
    const message = `${`${head} ${'Lorem ipsum dolor sit amet. '.repeat(180)}`.slice(0, 4980)} TAIL-MARKER`;
    const res = await post(
      '/api/contact',
      contactFormPayload(t.config.publicUrl, { email: 'long.writer@example.com', message }),
    );
    expect(res.statusCode).toBe(200);

    const [ack] = await t.db
      .select()
      .from(outbox)
      .where(
        and(eq(outbox.toAddress, 'long.writer@example.com'), eq(outbox.kind, 'contact_acknowledgement')),
      );
    expect(ack?.text).toContain(head);
    expect(ack?.text).not.toContain('TAIL-MARKER');
    expect(ack?.html).not.toContain('TAIL-MARKER');
    const quoted = ack!.text
      .split('\n')
      .filter((l) => l.startsWith('> '))
      .map((l) => l.slice(2))
      .join('\n');
    expect(quoted.length).toBeLessThanOrEqual(VISITOR_TEXT_EXCERPT_CHARS);
    expect(quoted.endsWith('…')).toBe(true);

    const [owner] = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.replyTo, 'long.writer@example.com'), eq(outbox.kind, 'contact_owner')));
    expect(owner?.text).toContain('TAIL-MARKER');
  });
});

describe('excerpt', () => {
  test('keeps short text as it is, with its spaces collapsed', () => {
    expect(excerpt('  Can we   book\nlessons? ')).toBe('Can we book lessons?');
  });

  test('cuts long text at a word boundary within the limit and marks the cut', () => {
    const cut = excerpt('word '.repeat(100), 50);
    expect(Array.from(cut).length).toBeLessThanOrEqual(50);
    expect(cut).toMatch(/^(word )+word…$/);
  });

  test('cuts text without spaces at the limit, never splitting a character in two', () => {
    const cut = excerpt('🏊'.repeat(60), 40);
    expect(Array.from(cut)).toHaveLength(40);
    expect(cut.endsWith('🏊…')).toBe(true);
  });
});
