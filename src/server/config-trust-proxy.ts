/** TRUST_PROXY: which peers may name the client, checked when the configuration loads. */
import { isIP } from 'node:net';
import { z } from 'zod';

export type TrustProxy = false | number | string[];

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address, a CIDR range (`10.0.0.0/8`, `fd00::/8`), an IPv4 netmask range, or one of proxy-addr's names. */
function isProxyEntry(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true;
  const [address = '', range, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (range === undefined) return true;
  if (/^\d{1,3}$/.test(range)) return Number(range) <= (family === 4 ? 32 : 128);
  return family === 4 && isIP(range) === 4;
}

/**
 * TRUST_PROXY takes what Fastify's `trustProxy` takes, except `true`: trusting every peer would let any client pick
 * the address every per-address limit counts by, with one X-Forwarded-For header.
 */
export function parseTrustProxy(raw: string, ctx: z.RefinementCtx): TrustProxy {
  const value = raw.trim().toLowerCase();
  if (value === 'false' || value === 'no' || value === '0') return false;
  if (/^\d+$/.test(value)) return Number(value);
  if (value === 'true' || value === 'yes') {
    ctx.addIssue({
      code: 'custom',
      message:
        'TRUST_PROXY=true would let any client choose its own address with an X-Forwarded-For header. Write the ' +
        'number of proxies in front of the server (TRUST_PROXY=1 behind one load balancer) or their addresses ' +
        '(TRUST_PROXY=10.0.0.0/8,127.0.0.1).',
    });
    return z.NEVER;
  }
  const entries = raw.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => !isProxyEntry(entry));
  if (bad.length > 0) {
    ctx.addIssue({
      code: 'custom',
      message: `TRUST_PROXY must be a hop count (1) or a comma-separated list of proxy addresses or CIDR ranges (10.0.0.0/8,127.0.0.1); not understood: ${bad.map((b) => JSON.stringify(b)).join(', ')}`,
    });
    return z.NEVER;
  }
  return entries;
}

/**
 * The value for Fastify's `trustProxy`. Fastify 5 turns a bare hop count into "trust nothing" (it cannot check who the
 * peer is), which behind a load balancer would put every visitor on the balancer's address; so a hop count becomes
 * the function that trusts that many hops, as proxy-addr always has. Only use a hop count where the server can be
 * reached through its proxies alone.
 */
export function fastifyTrustProxy(
  trust: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return trust === 0 ? false : (_address, hop) => hop < trust;
}
