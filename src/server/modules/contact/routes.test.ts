import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { contactMessages } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { CONTACT_LIMIT_MESSAGE } from './service';
import { contactFormPayload } from './test-support/contact-form';

const PUBLIC_URL = 'https://swim.example.com';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL });
});
afterAll(async () => t?.close());

let ip = 0;
const nextIp = () => `10.2.0.${++ip}`;

const contactPayload = (over: Record<string, unknown> = {}) => contactFormPayload(PUBLIC_URL, over);

const post = (payload: unknown, options: { ip?: string; url?: string; origin?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url: options.url ?? '/api/contact',
    payload: payload as object,
    remoteAddress: options.ip ?? nextIp(),
    headers: options.origin ? { origin: options.origin } : {},
  });

const messagesFrom = async (email: string) =>
  (await t.db.select().from(contactMessages)).filter((m) => m.email === email);
const SUCCESS = {
  success: true,
  message: "Message sent successfully! We'll get back to you within 24 hours.",
};

describe('POST /api/contact', () => {
  test('stores the message and answers the spec success message', async () => {
    const res = await post(contactPayload({ email: 'stored@example.com' }), { origin: PUBLIC_URL });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(SUCCESS);
    const rows = await messagesFrom('stored@example.com');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: 'Morgan Lee',
      message: 'Do you teach at apartment pools in Arlington?',
      channel: 'contact',
      status: 'new',
      origin: PUBLIC_URL,
    });
  });

  test('accepts a form sent from the address the request was made to', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: contactPayload({ email: 'samehost@example.com', csrfOrigin: 'http://127.0.0.1:3999' }),
      headers: { host: '127.0.0.1:3999' },
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(200);
    expect(await messagesFrom('samehost@example.com')).toHaveLength(1);
  });

  test.each([
    ['a missing name', { name: undefined }, 'name', 'Please enter your name'],
    ['a blank message', { message: '  ' }, 'message', 'Please enter a message'],
    ['a malformed email', { email: 'morgan-at-example' }, 'email', 'Please enter a valid email address'],
    ['a missing form start time', { formStartTime: undefined }, 'formStartTime', 'formStartTime is required'],
  ])('rejects %s with a 400 naming the field and stores nothing', async (_what, over, field, message) => {
    const email = `invalid-${field}@example.com`;
    const res = await post(contactPayload({ email, ...over }));
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors[field]).toBe(message);
    expect(await messagesFrom(email)).toHaveLength(0);
  });

  test.each([
    ['the hp_email honeypot is filled', { hp_email: 'bot@spam.example' }],
    ['the website honeypot is filled', { website: 'http://spam.example' }],
    ['the phone2 honeypot is filled', { phone2: '555' }],
    ['the fax honeypot is filled', { fax: '555' }],
    ['it is sent less than 3 s after the form started', { submissionTime: 1_780_000_000_000 + 2_999 }],
    ['it claims to come from another site', { csrfOrigin: 'https://spam.example' }],
    ['its origin cannot be read', { csrfOrigin: 'not a url' }],
  ])('answers exactly like success and stores nothing when %s', async (what, over) => {
    const email = `spam-${what.length}-${Object.keys(over)[0]}@example.com`;
    const res = await post(contactPayload({ email, ...over }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(SUCCESS);
    expect(await messagesFrom(email)).toHaveLength(0);
  });

  test('treats a browser Origin header from another site as spam even when the payload claims ours', async () => {
    const res = await post(contactPayload({ email: 'forged@example.com' }), {
      origin: 'https://spam.example',
    });
    expect(res.json()).toEqual(SUCCESS);
    expect(await messagesFrom('forged@example.com')).toHaveLength(0);
  });

  test('accepts a form filled in exactly 3 s', async () => {
    const res = await post(
      contactPayload({ email: 'three@example.com', submissionTime: 1_780_000_000_000 + 3_000 }),
    );
    expect(res.statusCode).toBe(200);
    expect(await messagesFrom('three@example.com')).toHaveLength(1);
  });

  test('a flood from one client address gets 429s past the limit and stores nothing more', async () => {
    const address = '10.8.8.8';
    const statuses = [];
    for (let i = 0; i < t.config.formPostsPerAddress + 3; i++)
      statuses.push(
        (await post(contactPayload({ email: `burst${i}@example.com` }), { ip: address })).statusCode,
      );
    expect(statuses).toEqual([...Array(t.config.formPostsPerAddress).fill(200), 429, 429, 429]);
    const blocked = await post(contactPayload({ email: 'burst-last@example.com' }), { ip: address });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 'RATE_LIMITED', message: CONTACT_LIMIT_MESSAGE });
    for (const email of ['burst-last@example.com', `burst${t.config.formPostsPerAddress}@example.com`])
      expect(await messagesFrom(email)).toHaveLength(0);
    expect((await post(contactPayload({ email: 'someone-else@example.com' }))).statusCode).toBe(200);
  });
});

describe('POST /api/mailchimp/contact without Mailchimp configured', () => {
  test('answers 503 with a clear message and stores nothing, so the browser falls back to /api/contact', async () => {
    const res = await post(contactPayload({ email: 'nomc@example.com' }), { url: '/api/mailchimp/contact' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 'MAILCHIMP_NOT_CONFIGURED' });
    expect(res.json().message).toMatch(/not configured/);
    expect(await messagesFrom('nomc@example.com')).toHaveLength(0);
  });

  test('still validates the payload first', async () => {
    const res = await post(contactPayload({ email: 'bad' }), { url: '/api/mailchimp/contact' });
    expect(res.statusCode).toBe(400);
  });
});
