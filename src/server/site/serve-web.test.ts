import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import { createTestDatabase } from '../test/test-database';
import type { FastifyInstance } from 'fastify';

let app: FastifyInstance;
let database: DatabaseHandle;

beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'swim-web-'));
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, 'lessons'));
  writeFileSync(
    join(dist, 'index.html'),
    '<html><head><!--site-config--></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(
    join(dist, 'lessons', 'index.html'),
    '<html><head><!--site-config--></head><body><h1>Swim Lesson Levels</h1></body></html>',
  );
  writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'console.log("app")');
  writeFileSync(join(dist, 'build-id.txt'), 'abc-123\n');
  database = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: dist,
    BUSINESS_PHONE: '(301) 555-0100',
    BUSINESS_EMAIL: 'owner@example.com',
  });
  app = await buildApp(config, { database, serveWebApp: true });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('serving the web app', () => {
  test('a client route gets the app shell with the business contact details injected', async () => {
    const res = await app.inject({ method: 'GET', url: '/calendar' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<script id="site-config" type="application/json">');
    expect(res.body).toContain('"phone":"(301) 555-0100"');
    expect(res.body).toContain('"email":"owner@example.com"');
  });

  test('a prerendered page is served as built', async () => {
    const res = await app.inject({ method: 'GET', url: '/lessons' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<h1>Swim Lesson Levels</h1>');
  });

  test('an unknown page gets the shell with a real 404 status', async () => {
    const res = await app.inject({ method: 'GET', url: '/no-such-page' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<div id="root">');
  });

  test('an unknown API path gets a JSON 404, not the app shell', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  test('hashed assets are cached for a year; pages are revalidated', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const page = await app.inject({ method: 'GET', url: '/' });
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  test('pages are compressed for browsers that accept it', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.headers['content-encoding']).toBe('br');
  });

  test('/__version reports the id the build wrote', async () => {
    const res = await app.inject({ method: 'GET', url: '/__version' });
    expect(res.json()).toEqual({ buildId: 'abc-123' });
  });
});
