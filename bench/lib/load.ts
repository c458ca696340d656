/**
 * Load with wrk, and a bare node:http server answering fixed bytes as the baseline for the same machine and run.
 *
 * wrk (a C program, Debian's `wrk` package) is the load generator because the client must not be the bottleneck:
 * a JavaScript client on this 2-core machine tops out near 2,000 answers a second once the bodies are compressed
 * bytes (it decodes every body as text), which hides the difference between our server and the bare one. The
 * bare server runs in its own process, as ours does, so the two share the machine with wrk the same way.
 */
import { execFile, spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort, median, waitForHealthy } from './server';

const run = promisify(execFile);

export interface LoadResult {
  label: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

/** wrk's durations ("812.00us", "3.25ms", "1.02s") in milliseconds. */
export function wrkMs(text: string): number {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(text.trim());
  if (!match) throw new Error(`wrk printed a time we cannot read: ${text}`);
  const value = Number(match[1]);
  return match[2] === 'us'
    ? value / 1000
    : match[2] === 'ms'
      ? value
      : match[2] === 's'
        ? value * 1000
        : value * 60_000;
}

/** The figures of one `wrk --latency` run. */
export function parseWrk(label: string, output: string): LoadResult {
  const percentile = (p: string) => {
    const line = new RegExp(`^\\s*${p}%\\s+(\\S+)`, 'm').exec(output);
    if (!line) throw new Error(`wrk printed no ${p}th percentile:\n${output}`);
    return wrkMs(line[1]!); // the group is in the pattern
  };
  const rps = /Requests\/sec:\s+([\d.]+)/.exec(output);
  if (!rps) throw new Error(`wrk printed no rate:\n${output}`);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  const errors = socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0;
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(output)?.[1] ?? 0);
  return {
    label,
    requestsPerSecond: Number(rps[1]),
    p50Ms: percentile('50'),
    p99Ms: percentile('99'),
    errors,
    non2xx,
  };
}

export async function load(
  label: string,
  url: string,
  options: { connections?: number; seconds?: number; headers?: Record<string, string> } = {},
): Promise<LoadResult> {
  const headerArgs = Object.entries(options.headers ?? {}).flatMap(([k, v]) => ['-H', `${k}: ${v}`]);
  const args = [
    '-t1',
    `-c${options.connections ?? 50}`,
    `-d${options.seconds ?? 10}s`,
    '--latency',
    ...headerArgs,
    url,
  ];
  try {
    const { stdout } = await run('wrk', args, { maxBuffer: 1 << 20 });
    return parseWrk(label, stdout);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new Error('The benchmarks need wrk: apt-get install -y wrk', { cause: err });
    }
    throw err;
  }
}

const BARE_SERVER = `
const { createServer } = require('node:http');
const { readFileSync } = require('node:fs');
const body = readFileSync(process.env.BARE_BODY);
const headers = JSON.parse(process.env.BARE_HEADERS);
headers['content-length'] = body.length;
createServer((_req, res) => {
  res.writeHead(200, headers);
  res.end(body);
}).listen(Number(process.env.PORT), '127.0.0.1');
`;

/**
 * Serves `body` for every request from its own process, as fast as node:http can: the ceiling our server is
 * compared with. `/healthz` answers the same bytes, which is all the readiness check needs.
 */
export async function startBareServer(
  body: Buffer,
  contentType = 'application/json; charset=utf-8',
  headers: Record<string, string> = {},
): Promise<{ url: string; close(): Promise<void> }> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'swim-bench-bare-'));
  writeFileSync(join(dir, 'body'), body);
  const child = spawn(process.execPath, ['-e', BARE_SERVER], {
    env: {
      ...process.env,
      PORT: String(port),
      BARE_BODY: join(dir, 'body'),
      BARE_HEADERS: JSON.stringify({ ...headers, 'content-type': contentType }),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHealthy(url);
  return {
    url,
    close: () =>
      new Promise<void>((res) => {
        child.once('exit', () => res());
        child.kill('SIGTERM');
      }),
  };
}

export function printTable(title: string, rows: LoadResult[], baseline: LoadResult) {
  console.log(`\n${title}`);
  console.log('| target | req/s | p50 ms | p99 ms | errors | non-2xx | req/s vs bare | p99 vs bare |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const r of [baseline, ...rows]) {
    const rps = (r.requestsPerSecond / baseline.requestsPerSecond).toFixed(3);
    const p99 = (r.p99Ms / Math.max(baseline.p99Ms, 1)).toFixed(1);
    console.log(
      `| ${r.label} | ${r.requestsPerSecond.toFixed(0)} | ${r.p50Ms.toFixed(2)} | ${r.p99Ms.toFixed(2)} | ${r.errors} | ${r.non2xx} | ${rps} | ${p99}x |`,
    );
  }
}

/** The median of each figure over several runs of one target. */
export function medianOf(label: string, runs: LoadResult[]): LoadResult {
  return {
    label,
    requestsPerSecond: median(runs.map((r) => r.requestsPerSecond)),
    p50Ms: median(runs.map((r) => r.p50Ms)),
    p99Ms: median(runs.map((r) => r.p99Ms)),
    errors: runs.reduce((sum, r) => sum + r.errors, 0),
    non2xx: runs.reduce((sum, r) => sum + r.non2xx, 0),
  };
}
