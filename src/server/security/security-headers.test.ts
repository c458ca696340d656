import Fastify from 'fastify';
import helmet from 'helmet';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { helmetHeaders, securityHeaders } from './security-headers';

const directives = { defaultSrc: ["'self'"], scriptSrc: ["'self'", 'https://js.stripe.com'], frameSrc: null };

/** What Helmet's own middleware sets on a real response, for comparison. */
async function helmetOnARealResponse(): Promise<Record<string, string>> {
  const middleware = helmet({ contentSecurityPolicy: { directives }, crossOriginEmbedderPolicy: false });
  const server = createServer((req: IncomingMessage, res: ServerResponse) =>
    middleware(req, res, () => res.end('ok')),
  );
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const { port } = server.address() as { port: number };
  const res = await fetch(`http://127.0.0.1:${port}/`);
  server.close();
  const headers: Record<string, string> = {};
  res.headers.forEach((value, name) => {
    if (!['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'].includes(name))
      headers[name] = value;
  });
  return headers;
}

const app = Fastify();
afterAll(() => app.close());

test('the headers worked out once are the ones Helmet sets on each response', async () => {
  const once = helmetHeaders({ contentSecurityPolicy: { directives }, crossOriginEmbedderPolicy: false });
  expect(once).toEqual(await helmetOnARealResponse());
  expect(once['content-security-policy']).toContain("script-src 'self' https://js.stripe.com");
  expect(once['content-security-policy']).not.toContain('frame-src');
});

const DOCUMENT_ONLY = [
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

beforeAll(async () => {
  await app.register(securityHeaders, { directives });
  app.get('/ok', async () => ({ ok: true }));
  app.get('/fails', async () => {
    throw new Error('broken');
  });
  app.get('/api/ok', async () => ({ ok: true }));
  app.get('/api/fails', async () => {
    throw new Error('broken');
  });
});

test('every page answer carries Helmet’s set, error answers too', async () => {
  const documentHeaders = helmetHeaders({
    contentSecurityPolicy: { directives },
    crossOriginEmbedderPolicy: false,
  });
  for (const url of ['/ok', '/fails', '/missing']) {
    const res = await app.inject({ method: 'GET', url });
    for (const [name, value] of Object.entries(documentHeaders)) expect(res.headers[name], name).toBe(value);
    expect(res.headers['content-security-policy']).toContain("script-src 'self' https://js.stripe.com");
    expect(res.headers['x-powered-by']).toBeUndefined();
  }
});

test('every API answer carries the REST set: nothing may load, nothing may frame it, no sniffing, HSTS', async () => {
  for (const [method, url] of [
    ['GET', '/api/ok'],
    ['GET', '/api/fails'],
    ['GET', '/api/missing'],
    ['HEAD', '/api/ok?x=1'],
  ] as const) {
    const res = await app.inject({ method, url });
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    for (const name of DOCUMENT_ONLY) expect(res.headers[name], name).toBeUndefined();
    expect(res.headers['x-powered-by']).toBeUndefined();
  }
});
