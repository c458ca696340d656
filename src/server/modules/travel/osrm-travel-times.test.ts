/** The routing adapter against a fake routing service on 127.0.0.1: the request it sends, the answer it reads, and its fallbacks. */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { osrmTravelTimes } from './osrm-travel-times';
import { estimatedTravelTimes } from './travel-times';
import { lookupZip, type ZipPlace } from './zip-codes';

const settings = { roadFactorPercent: 130, averageSpeedKmh: 30, bufferMinutes: 5 };
const place = (zip: string) => lookupZip(zip) as ZipPlace;
const bethesda = place('20814');
const chevyChase = place('20815');
const alexandria = place('22301');

let server: Server;
let baseUrl: string;
let requests: URL[] = [];
let answer: (req: IncomingMessage, res: ServerResponse) => void;

beforeAll(async () => {
  server = createServer((req, res) => {
    requests.push(new URL(req.url ?? '/', 'http://fake'));
    answer(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  requests = [];
});

const json =
  (body: unknown, status = 200) =>
  (_req: IncomingMessage, res: ServerResponse) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };

describe('osrmTravelTimes', () => {
  test('asks the table API once for every source to every destination and adds the buffer to its minutes', async () => {
    answer = json({ code: 'Ok', durations: [[420, 1500.4]] });
    const fallbacks: unknown[] = [];
    const times = osrmTravelTimes({ baseUrl, onFallback: (e) => fallbacks.push(e) });
    const table = await times.table([bethesda], [chevyChase, alexandria], settings);
    expect(table).toEqual([[7 + 5, 26 + 5]]);
    expect(fallbacks).toEqual([]);
    expect(requests).toHaveLength(1);
    const url = requests[0]!;
    expect(url.pathname).toBe(
      `/table/v1/driving/${[bethesda, chevyChase, alexandria].map((p) => `${p.longitude.toFixed(6)},${p.latitude.toFixed(6)}`).join(';')}`,
    );
    expect(url.searchParams.get('sources')).toBe('0');
    expect(url.searchParams.get('destinations')).toBe('1;2');
    expect(url.searchParams.get('annotations')).toBe('duration');
  });

  test('a pair the service cannot route is null, not zero', async () => {
    answer = json({ code: 'Ok', durations: [[null]] });
    expect(await osrmTravelTimes({ baseUrl }).table([bethesda], [alexandria], settings)).toEqual([[null]]);
  });

  test.each([
    ['an error status', json({ message: 'down' }, 503)],
    ['a refusal', json({ code: 'InvalidQuery', message: 'bad coordinates' })],
    ['a table of the wrong size', json({ code: 'Ok', durations: [[60]] })],
    ['a body that is not JSON', (_req: IncomingMessage, res: ServerResponse) => res.end('<html>')],
  ])('falls back to the distance estimate on %s, and reports it', async (_name, handler) => {
    answer = handler;
    const fallbacks: unknown[] = [];
    const times = osrmTravelTimes({ baseUrl, onFallback: (e) => fallbacks.push(e) });
    const expected = await estimatedTravelTimes.table([bethesda], [chevyChase, alexandria], settings);
    expect(await times.table([bethesda], [chevyChase, alexandria], settings)).toEqual(expected);
    expect(fallbacks).toHaveLength(1);
  });

  test('falls back when the service does not answer in time', async () => {
    answer = () => undefined; // never answers
    const fallbacks: unknown[] = [];
    const times = osrmTravelTimes({ baseUrl, timeoutMs: 200, onFallback: (e) => fallbacks.push(e) });
    const started = Date.now();
    const table = await times.table([bethesda], [alexandria], settings);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(table).toEqual(await estimatedTravelTimes.table([bethesda], [alexandria], settings));
    expect(fallbacks).toHaveLength(1);
  });

  test('an empty table costs no call', async () => {
    answer = json({ code: 'Ok', durations: [] });
    expect(await osrmTravelTimes({ baseUrl }).table([], [bethesda], settings)).toEqual([]);
    expect(requests).toHaveLength(0);
  });
});
