import { createServer, type Server } from 'node:http';
import { gunzipSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';

/**
 * An error-reporting service on 127.0.0.1 that keeps every envelope sent to it, as text: the network edge the
 * server's and the browser's error reports cross.
 */
export interface FakeSentry {
  dsn: string;
  envelopes: string[];
  /** Resolves once `count` envelopes have arrived (fails the test after `ms`). */
  received(count?: number, ms?: number): Promise<string[]>;
  close(): Promise<void>;
}

export async function startFakeSentry(): Promise<FakeSentry> {
  const envelopes: string[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      envelopes.push((req.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body).toString('utf8'));
      // The browser SDK posts across origins.
      res.writeHead(200, { 'access-control-allow-origin': '*', 'content-type': 'application/json' });
      res.end('{}');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    dsn: `http://publickey@127.0.0.1:${port}/42`,
    envelopes,
    async received(count = 1, ms = 5000) {
      for (const started = Date.now(); envelopes.length < count;) {
        if (Date.now() - started > ms)
          throw new Error(`${envelopes.length} of ${count} error reports arrived`);
        await new Promise((r) => setTimeout(r, 20));
      }
      return envelopes;
    },
    close: () => new Promise((r) => server.close(() => r())),
  };
}
