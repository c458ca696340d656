/** Load with autocannon, and a bare node:http server answering fixed bytes as the baseline for the same machine and run. */
import { createServer, type Server } from 'node:http';
import autocannon from 'autocannon';
import { freePort } from './server';

export interface LoadResult {
  label: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

export async function load(
  label: string,
  url: string,
  options: { connections?: number; seconds?: number; headers?: Record<string, string> } = {},
): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections: options.connections ?? 50,
    duration: options.seconds ?? 10,
    headers: options.headers,
  });
  return {
    label,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

/** Serves `body` for every request, as fast as node:http can: the ceiling our server is compared with. */
export async function startBareServer(
  body: Buffer,
  contentType = 'application/json; charset=utf-8',
  headers: Record<string, string> = {},
): Promise<{ url: string; close(): Promise<void> }> {
  const port = await freePort();
  const server: Server = createServer((_req, res) => {
    res.writeHead(200, { ...headers, 'content-type': contentType, 'content-length': body.length });
    res.end(body);
  });
  await new Promise<void>((r) => server.listen(port, '127.0.0.1', () => r()));
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

export function printTable(title: string, rows: LoadResult[], baseline: LoadResult) {
  console.log(`\n${title}`);
  console.log('| target | req/s | p99 ms | errors | non-2xx | req/s vs bare | p99 vs bare |');
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const r of [baseline, ...rows]) {
    const rps = (r.requestsPerSecond / baseline.requestsPerSecond).toFixed(3);
    const p99 = (r.p99Ms / Math.max(baseline.p99Ms, 1)).toFixed(1);
    console.log(
      `| ${r.label} | ${r.requestsPerSecond.toFixed(0)} | ${r.p99Ms} | ${r.errors} | ${r.non2xx} | ${rps} | ${p99}x |`,
    );
  }
}
