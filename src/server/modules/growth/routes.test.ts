import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { events, leads } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { LEAD_MAGNET_LIMIT_MESSAGE } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

let ip = 0;
/** Each test speaks from its own address, so rate limits of one test never spill into another. */
const nextIp = () => `10.1.0.${++ip}`;

const lead = (over: Record<string, unknown> = {}) => ({
  email: 'Parent@Example.COM',
  name: 'Dana',
  trigger: 'time',
  requestedResource: 'water-safety-checklist',
  source: 'http://localhost/lessons?utm_source=flyer',
  utm: 'flyer',
  timeOnPage: 46_000,
  website: '',
  url: '',
  hp_email: '',
  ...over,
});

const post = (url: string, payload: unknown, remoteAddress = nextIp()) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress });

const allLeads = () => t.db.select().from(leads);

describe('POST /api/growth/lead-magnet', () => {
  test('stores the lead with the email lowercased and points to the checklist', async () => {
    const res = await post('/api/growth/lead-magnet', lead());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, resourceUrl: '/water-safety-checklist' });
    const rows = (await allLeads()).filter((r) => r.email === 'parent@example.com');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: 'Dana',
      resource: 'water-safety-checklist',
      trigger: 'time',
      utm: 'flyer',
      timeOnPage: 46_000,
    });
  });

  test('asking twice for the same resource keeps one lead and answers success both times', async () => {
    const first = await post('/api/growth/lead-magnet', lead({ email: 'twice@example.com' }));
    const second = await post('/api/growth/lead-magnet', lead({ email: 'TWICE@example.com', name: 'Again' }));
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect((await allLeads()).filter((r) => r.email === 'twice@example.com')).toHaveLength(1);
  });

  test.each([
    ['an email without @', { email: 'nobody.example.com' }, 'email', 'Please enter a valid email address'],
    ['a missing email', { email: undefined }, 'email', 'Please enter a valid email address'],
    ['a blank name', { name: '   ' }, 'name', 'Please enter your name'],
    ['a missing name', { name: undefined }, 'name', 'Please enter your name'],
  ])(
    'rejects %s with fieldErrors under that field and stores nothing',
    async (_what, over, field, message) => {
      const before = (await allLeads()).length;
      const res = await post('/api/growth/lead-magnet', lead({ ...over }));
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors[field]).toBe(message);
      expect((await allLeads()).length).toBe(before);
    },
  );

  test('rejects an unknown resource', async () => {
    const res = await post(
      '/api/growth/lead-magnet',
      lead({ email: 'res@example.com', requestedResource: 'free-pony' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.requestedResource).toBeDefined();
  });

  test.each(['website', 'url', 'hp_email'])(
    'answers a filled %s honeypot exactly like success and stores nothing',
    async (field) => {
      const email = `bot-${field}@example.com`;
      const genuine = await post('/api/growth/lead-magnet', lead({ email: `human-${field}@example.com` }));
      const res = await post('/api/growth/lead-magnet', lead({ email, [field]: 'http://spam.example' }));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(genuine.json());
      expect((await allLeads()).filter((r) => r.email === email)).toHaveLength(0);
    },
  );

  test('a flood from one client address gets 429s past the limit with a clear message and stores nothing more', async () => {
    const address = '10.9.9.9';
    const statuses = [];
    for (let i = 0; i < t.config.formPostsPerAddress + 3; i++)
      statuses.push(
        (await post('/api/growth/lead-magnet', lead({ email: `burst${i}@example.com` }), address)).statusCode,
      );
    expect(statuses).toEqual([...Array(t.config.formPostsPerAddress).fill(200), 429, 429, 429]);
    const blocked = await post('/api/growth/lead-magnet', lead({ email: 'burst-last@example.com' }), address);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 'RATE_LIMITED', message: LEAD_MAGNET_LIMIT_MESSAGE });
    const stored = (await allLeads()).filter((r) => r.email.startsWith('burst'));
    expect(stored).toHaveLength(t.config.formPostsPerAddress);
    expect(
      (await post('/api/growth/lead-magnet', lead({ email: 'other-visitor@example.com' }))).statusCode,
    ).toBe(200);
  });
});

describe('POST /api/growth/conversion', () => {
  test('records a booking conversion', async () => {
    const res = await post('/api/growth/conversion', {
      type: 'booking_complete',
      value: 25,
      sessionId: 'sess-123',
      timestamp: 1_780_000_000_000,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const rows = (await t.db.select().from(events)).filter((e) => e.sessionId === 'sess-123');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ type: 'booking_complete', value: 25 });
  });

  test.each([
    ['an unknown type', { type: 'page_view', value: 25, sessionId: 's', timestamp: 1 }, 'type'],
    ['a negative value', { type: 'booking_complete', value: -5, sessionId: 's', timestamp: 1 }, 'value'],
    ['a missing session', { type: 'booking_complete', value: 25, timestamp: 1 }, 'sessionId'],
  ])('rejects %s with a 400 naming the field', async (_what, payload, field) => {
    const res = await post('/api/growth/conversion', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors[field]).toBeDefined();
  });

  test('answers a body that is not JSON with a 400, never a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/growth/conversion',
      headers: { 'content-type': 'application/json' },
      payload: '{"type":',
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('robots.txt and sitemap.xml', () => {
  test('robots.txt keeps crawlers out of the admin area and points to the sitemap on the public URL', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toContain('Disallow: /admin');
    expect(res.body).toContain(`Sitemap: ${t.config.publicUrl}/sitemap.xml`);
  });

  test('sitemap.xml lists the public pages under the public URL and leaves out admin and confirmations', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    for (const path of ['/', '/lessons', '/progress', '/faq', '/contact']) {
      expect(res.body).toContain(`<loc>${t.config.publicUrl}${path}</loc>`);
    }
    expect(res.body).not.toContain('/admin');
    expect(res.body).not.toContain('/thank-you');
  });
});
