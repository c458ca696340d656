/**
 * The security headers every answer carries, worked out once when the server starts and copied onto each reply by one
 * synchronous hook. Helmet's own Fastify plugin builds Helmet's middleware again on every request, parsing the policy
 * each time; with a policy that has no per-request part (no nonces, no functions) the headers are the same for every
 * answer, so they are computed here once.
 *
 * Pages and files get Helmet's set with our content security policy. Answers of the API (JSON, never rendered as a
 * page) get the set OWASP's REST security guidance names for them: a policy that allows nothing and no framing,
 * nosniff, no framing, HSTS, and same-origin resource policy. The headers that only mean something for a document
 * (opener policy, origin-agent cluster, referrer, DNS prefetch, download options, cross-domain policies, the old XSS
 * filter) are left off: they protect nothing on JSON, and the calendar's hot read is asked thousands of times a
 * second, where every header is bytes and validation work on each answer.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/** A policy whose every directive is a fixed list: the same header for every request. */
type FixedDirectives = Record<string, string[] | null>;

/** The headers Helmet sets for `options`, as lower-case names and values. */
export function helmetHeaders(options: HelmetOptions): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => {
    failure = err;
  });
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return Object.freeze(headers);
}

/** The headers of an API answer: see above. */
function apiSecurityHeaders(documentHeaders: Readonly<Record<string, string>>) {
  return Object.freeze({
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'strict-transport-security': documentHeaders['strict-transport-security']!, // Helmet always sets it
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'cross-origin-resource-policy': 'same-origin',
  });
}

/** Requests answered by the API: JSON, never a page (the not-found handler answers these in JSON too). */
export const isApiRequest = (url: string) => url.startsWith('/api/');

export const securityHeaders = fp<{ directives: FixedDirectives }>(
  async (app, { directives }) => {
    const documentHeaders = helmetHeaders({
      contentSecurityPolicy: { directives },
      crossOriginEmbedderPolicy: false,
    });
    const apiHeaders = apiSecurityHeaders(documentHeaders);
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(isApiRequest(request.url) ? apiHeaders : documentHeaders);
      done();
    });
  },
  { name: 'security-headers' },
);
