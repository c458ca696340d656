import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { contactMessages } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { mailchimpBaseUrl, subscriberHash } from './mailchimp';

interface SeenRequest {
  method: string;
  url: string;
  authorization: string | undefined;
  body: Record<string, unknown>;
}

/** A stand-in for Mailchimp's API on 127.0.0.1 that records what it was sent. */
let fake: Server;
let seen: SeenRequest[] = [];
let answerStatus = 200;
const PUBLIC_URL = 'https://swim.example.com';
let t: TestApp;

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    req.on('data', (chunk: Buffer) => (data += chunk.toString()));
    req.on('end', () => resolve(data));
  });

beforeAll(async () => {
  fake = createServer(async (req, res) => {
    const body = await readBody(req);
    seen.push({
      method: req.method ?? '',
      url: req.url ?? '',
      authorization: req.headers.authorization,
      body: body ? JSON.parse(body) : {},
    });
    res
      .writeHead(answerStatus, { 'content-type': 'application/json' })
      .end(JSON.stringify(answerStatus < 300 ? { id: 'x' } : { title: 'Invalid Resource' }));
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  const port = (fake.address() as AddressInfo).port;
  t = await createTestApp({
    PUBLIC_URL,
    MAILCHIMP_API_KEY: 'abc123-us21',
    MAILCHIMP_AUDIENCE_ID: 'aud42',
    MAILCHIMP_API_URL: `http://127.0.0.1:${port}/3.0`,
  });
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => fake.close(resolve));
});
beforeEach(() => {
  seen = [];
  answerStatus = 200;
});

let ip = 0;
const payload = (over: Record<string, unknown> = {}) => ({
  name: 'Avery',
  email: 'Avery.Parent@Example.com',
  message: 'Can we book lessons for two kids?',
  hp_email: '',
  website: '',
  phone2: '',
  fax: '',
  formStartTime: 1_780_000_000_000,
  submissionTime: 1_780_000_010_000,
  csrfOrigin: PUBLIC_URL,
  ...over,
});
const post = (body: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/mailchimp/contact',
    payload: body as object,
    remoteAddress: `10.3.0.${++ip}`,
  });
const messagesFrom = async (email: string) =>
  (await t.db.select().from(contactMessages)).filter((m) => m.email === email);

describe('POST /api/mailchimp/contact with Mailchimp configured', () => {
  test('adds or updates the audience member by the MD5 of the lowercased email, tags them, then stores the message', async () => {
    const res = await post(payload());
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe("Message sent successfully! We'll get back to you within 24 hours.");

    const hash = subscriberHash('avery.parent@example.com');
    expect(hash).toBe('31d027bfe9618a7d4a496b2c26f99d52');
    expect(seen.map((r) => `${r.method} ${r.url}`)).toEqual([
      `PUT /3.0/lists/aud42/members/${hash}`,
      `POST /3.0/lists/aud42/members/${hash}/tags`,
    ]);
    expect(seen[0]?.authorization).toBe(`Basic ${Buffer.from('swim:abc123-us21').toString('base64')}`);
    expect(seen[0]?.body).toEqual({
      email_address: 'avery.parent@example.com',
      status_if_new: 'transactional',
      merge_fields: { FNAME: 'Avery' },
    });
    expect(seen[1]?.body).toEqual({ tags: [{ name: 'Website Contact', status: 'active' }] });

    const rows = await messagesFrom('Avery.Parent@Example.com');
    expect(rows).toHaveLength(1);
    expect(rows[0]?.channel).toBe('mailchimp');
  });

  test('subscribes the member when marketing consent is given', async () => {
    await post(payload({ email: 'consent@example.com', marketingConsent: true }));
    expect(seen[0]?.body).toMatchObject({ status_if_new: 'subscribed', status: 'subscribed' });
  });

  test('answers an error and stores nothing when Mailchimp refuses, so the browser can fall back', async () => {
    answerStatus = 400;
    const res = await post(payload({ email: 'refused@example.com' }));
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ code: 'MAILCHIMP_REJECTED' });
    expect(await messagesFrom('refused@example.com')).toHaveLength(0);
  });

  test('sends nothing to Mailchimp and stores nothing for spam, answering like success', async () => {
    const res = await post(payload({ email: 'bot@example.com', website: 'http://spam.example' }));
    expect(res.statusCode).toBe(200);
    expect(seen).toHaveLength(0);
    expect(await messagesFrom('bot@example.com')).toHaveLength(0);
  });
});

describe('mailchimpBaseUrl', () => {
  test('derives the datacenter address from the key suffix', () => {
    expect(mailchimpBaseUrl({ apiKey: '0123abcd-us21', audienceId: 'a', apiUrl: undefined })).toBe(
      'https://us21.api.mailchimp.com/3.0',
    );
  });
  test('prefers an explicit address', () => {
    expect(
      mailchimpBaseUrl({ apiKey: '0123abcd-us21', audienceId: 'a', apiUrl: 'http://127.0.0.1:9/3.0/' }),
    ).toBe('http://127.0.0.1:9/3.0');
  });
  test('refuses a key without a datacenter suffix', () => {
    expect(() => mailchimpBaseUrl({ apiKey: 'nodash', audienceId: 'a', apiUrl: undefined })).toThrow(
      /not set up correctly/,
    );
  });
});
