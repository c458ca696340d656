/**
 * The security headers every answer carries (Helmet's set, with our content security policy), worked out once when
 * the server starts and copied onto each reply by one synchronous hook. Helmet's own Fastify plugin builds Helmet's
 * middleware again on every request, parsing the policy each time; with a policy that has no per-request part (no
 * nonces, no functions) the headers are the same for every answer, so they are computed here once.
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

export const securityHeaders = fp<{ directives: FixedDirectives }>(
  async (app, { directives }) => {
    const headers = helmetHeaders({
      contentSecurityPolicy: { directives },
      crossOriginEmbedderPolicy: false,
    });
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'security-headers' },
);
