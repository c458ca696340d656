/**
 * A tiny stand-in for the provider's HTTP API, enough for the calls the Stripe gateway makes. Tests use it so the
 * real `stripe` client runs end to end without a network. Not part of the product.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  last_payment_error: { message: string } | null;
}

export interface FakeStripe {
  port: number;
  intents: Map<string, FakeIntent>;
  refunds: { payment_intent: string; amount: number }[];
  requests: string[];
  close(): Promise<void>;
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const intents = new Map<string, FakeIntent>();
  const byKey = new Map<string, unknown>();
  const refunds: FakeStripe['refunds'] = [];
  const requests: string[] = [];
  let n = 0;
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const form = new URLSearchParams(body);
      const url = new URL(req.url ?? '/', 'http://x');
      requests.push(`${req.method} ${url.pathname}`);
      const key = req.headers['idempotency-key'];
      const send = (status: number, json: unknown) => {
        if (typeof key === 'string' && req.method === 'POST') byKey.set(key, json);
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${++n}` });
        res.end(JSON.stringify(json));
      };
      if (typeof key === 'string' && byKey.has(key)) return send(200, byKey.get(key));
      const intentMatch = url.pathname.match(/^\/v1\/payment_intents\/([^/]+)(\/cancel)?$/);
      if (req.method === 'POST' && url.pathname === '/v1/payment_intents') {
        const id = `pi_fake_${++n}`;
        const intent: FakeIntent = {
          id,
          object: 'payment_intent',
          amount: Number(form.get('amount')),
          currency: form.get('currency') ?? 'usd',
          status: 'requires_payment_method',
          client_secret: `${id}_secret_fake`,
          metadata: { bookingId: form.get('metadata[bookingId]') ?? '' },
          last_payment_error: null,
        };
        intents.set(id, intent);
        return send(200, intent);
      }
      if (intentMatch) {
        const intent = intents.get(intentMatch[1] ?? '');
        if (!intent)
          return send(404, { error: { type: 'invalid_request_error', message: 'No such payment_intent' } });
        if (intentMatch[2]) intent.status = 'canceled';
        return send(200, intent);
      }
      if (req.method === 'POST' && url.pathname === '/v1/refunds') {
        const intent = intents.get(form.get('payment_intent') ?? '');
        if (!intent)
          return send(404, { error: { type: 'invalid_request_error', message: 'No such payment_intent' } });
        const refund = { payment_intent: intent.id, amount: Number(form.get('amount') ?? intent.amount) };
        refunds.push(refund);
        return send(200, { id: `re_${++n}`, object: 'refund', status: 'succeeded', ...refund });
      }
      return send(404, {
        error: { type: 'invalid_request_error', message: `Unhandled ${req.method} ${url.pathname}` },
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    intents,
    refunds,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
