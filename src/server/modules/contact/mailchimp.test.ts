import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { contactMessages } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { mailchimpBaseUrl, subscriberHash } from './mailchimp';
import { CONTACT_LIMIT_MESSAGE } from './service';

interface SeenRequest {
  method: string;
  url: string;
  authorization: string | undefined;
  body: Record<string, unknown>;
}

/**
 * A stand-in for Mailchimp's API on 127.0.0.1 that records what it was sent and keeps each member's status as
 * Mailchimp does: a PUT sets `status` when given, else keeps the member's, else takes `status_if_new`.
 */
let fake: Server;
let seen: SeenRequest[] = [];
let answerStatus = 200;
const members = new Map<string, string>();
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
    const hash = /\/members\/([0-9a-f]{32})(?:\?|$)/.exec(req.url ?? '')?.[1];
    const json = (status: number, payload: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(payload));
    if (answerStatus >= 300) return json(answerStatus, { title: 'Invalid Resource' });
    if (req.method === 'GET' && hash) {
      const status = members.get(hash);
      return status ? json(200, { status }) : json(404, { title: 'Resource Not Found' });
    }
    if (req.method === 'PUT' && hash) {
      const sent = seen.at(-1)!.body;
      members.set(hash, String(sent.status ?? members.get(hash) ?? sent.status_if_new));
    }
    return json(200, { id: 'x' });
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
const post = (body: unknown, remoteAddress = `10.3.0.${++ip}`) =>
  t.app.inject({ method: 'POST', url: '/api/mailchimp/contact', payload: body as object, remoteAddress });
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

  test('with consent a new address is only asked to confirm (pending), never subscribed outright', async () => {
    const res = await post(payload({ email: 'consent@example.com', marketingConsent: true }));
    expect(res.statusCode).toBe(200);
    const hash = subscriberHash('consent@example.com');
    expect(seen.map((r) => `${r.method} ${r.url}`)).toEqual([
      `GET /3.0/lists/aud42/members/${hash}?fields=status`,
      `PUT /3.0/lists/aud42/members/${hash}`,
      `POST /3.0/lists/aud42/members/${hash}/tags`,
    ]);
    expect(seen[1]?.body).toEqual({
      email_address: 'consent@example.com',
      status_if_new: 'pending',
      merge_fields: { FNAME: 'Avery' },
    });
    expect(members.get(hash)).toBe('pending');
  });

  test.each(['transactional', 'unsubscribed'])(
    'with consent a %s member is asked to confirm again (pending), not subscribed',
    async (status) => {
      const email = `was-${status}@example.com`;
      members.set(subscriberHash(email), status);
      await post(payload({ email, marketingConsent: true }));
      expect(seen[1]?.body).toMatchObject({ status_if_new: 'pending', status: 'pending' });
      expect(members.get(subscriberHash(email))).toBe('pending');
    },
  );

  test('a subscribed member stays subscribed: nobody can put them back on hold by signing them up again', async () => {
    const email = 'already.in@example.com';
    members.set(subscriberHash(email), 'subscribed');
    await post(payload({ email, marketingConsent: true }));
    expect(seen[1]?.body).not.toHaveProperty('status');
    expect(members.get(subscriberHash(email))).toBe('subscribed');
  });

  test("consent counts Mailchimp's confirmation email against the address, refused before Mailchimp hears anything", async () => {
    const email = 'many.signups@example.com';
    // Each sign-up with consent is two emails to the address: Mailchimp's confirmation and our acknowledgement.
    const first = await post(payload({ email, marketingConsent: true }));
    const second = await post(payload({ email, marketingConsent: true }));
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    seen = [];
    const third = await post(payload({ email, marketingConsent: true }));
    expect(third.statusCode).toBe(429);
    expect(third.json().code).toBe('RECIPIENT_RATE_LIMITED');
    expect(seen).toHaveLength(0);
    expect(await messagesFrom(email)).toHaveLength(2);
  });

  test('a flood from one client address is refused before Mailchimp hears anything, and stores nothing more', async () => {
    const address = '10.3.9.9';
    const statuses = [];
    for (let i = 0; i < t.config.formPostsPerAddress + 2; i++)
      statuses.push((await post(payload({ email: `mc-burst${i}@example.com` }), address)).statusCode);
    expect(statuses).toEqual([...Array(t.config.formPostsPerAddress).fill(200), 429, 429]);
    seen = [];
    const blocked = await post(
      payload({ email: 'mc-burst-last@example.com', marketingConsent: true }),
      address,
    );
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(CONTACT_LIMIT_MESSAGE);
    expect(seen).toHaveLength(0);
    expect(await messagesFrom('mc-burst-last@example.com')).toHaveLength(0);
    expect(await messagesFrom(`mc-burst${t.config.formPostsPerAddress}@example.com`)).toHaveLength(0);
  });

  test('calls Mailchimp refuses still count: one address cannot call it without end', async () => {
    answerStatus = 400;
    const address = '10.3.8.8';
    const statuses = [];
    for (let i = 0; i < t.config.formPostsPerAddress + 2; i++)
      statuses.push((await post(payload({ email: `mc-refused${i}@example.com` }), address)).statusCode);
    expect(statuses).toEqual([...Array(t.config.formPostsPerAddress).fill(502), 429, 429]);
    seen = [];
    expect((await post(payload({ email: 'mc-refused-last@example.com' }), address)).statusCode).toBe(429);
    expect(seen).toHaveLength(0);
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
