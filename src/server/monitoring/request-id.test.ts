import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
const lines: string[] = [];
beforeAll(async () => {
  t = await createTestApp(
    { LOG_LEVEL: 'info' },
    { logStream: { write: (line: string) => void lines.push(line) } },
  );
});
afterAll(async () => t?.close());
beforeEach(() => {
  lines.length = 0;
});

const logged = () => lines.map((l) => JSON.parse(l) as Record<string, unknown>);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

test('a sent X-Request-Id is echoed and is on every log line of that request', async () => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/no-such-endpoint',
    headers: { 'x-request-id': 'lb-7f3a.91:c2_x' },
  });
  expect(res.statusCode).toBe(404);
  expect(res.headers['x-request-id']).toBe('lb-7f3a.91:c2_x');
  const mine = logged().filter((l) => l.requestId === 'lb-7f3a.91:c2_x');
  // One line per request, when it completes, with its method, path and status.
  expect(mine.map((l) => l.msg)).toEqual(['request completed']);
  expect(mine[0]).toMatchObject({
    req: { method: 'GET', url: '/api/no-such-endpoint' },
    res: { statusCode: 404 },
  });
  expect(logged().every((l) => l.requestId === 'lb-7f3a.91:c2_x')).toBe(true);
});

test('a request without one gets a new id, on the response and in the log', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/healthz' });
  const id = String(res.headers['x-request-id']);
  expect(id).toMatch(UUID);
  expect(logged().filter((l) => l.requestId === id)).toHaveLength(1);
});

test.each([
  ['spaces and quotes', 'abc "def"'],
  ['a forged log line', 'abc\\n{"level":60}'],
  ['129 characters', 'a'.repeat(129)],
  ['nothing', ''],
])('an id with %s is replaced by a new one', async (_what, sent) => {
  const res = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': sent } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['x-request-id']).toMatch(UUID);
  expect(lines.join('\n')).not.toContain(sent || '"requestId":""');
  // The log names the request by the new id only (the JSON escaping alone would hide a quoted id from the check above).
  expect(logged().some((l) => l.requestId === sent)).toBe(false);
  expect(logged().filter((l) => l.requestId === res.headers['x-request-id'])).toHaveLength(1);
});

test('an error answer carries the id too', async () => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/contact',
    headers: { 'x-request-id': 'err-check-1', 'content-type': 'application/json' },
    payload: '{not json',
  });
  expect(res.statusCode).toBe(400);
  expect(res.headers['x-request-id']).toBe('err-check-1');
});

test("the calendar's cached reads log their successes only at debug, and their refusals as any request", async () => {
  const day = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const read = await t.app.inject({
    method: 'GET',
    url: `/api/calendar/time-slots?start=${day}&end=${day}T23:59:59Z`,
  });
  expect(read.statusCode).toBe(200);
  expect(logged().filter((l) => l.requestId === read.headers['x-request-id'])).toEqual([]);

  const refused = await t.app.inject({ method: 'GET', url: '/api/calendar/time-slots?start=nonsense' });
  expect(refused.statusCode).toBe(400);
  const lines = logged().filter((l) => l.requestId === refused.headers['x-request-id']);
  expect(lines.map((l) => l.msg)).toContain('request completed');
});
