import type { FastifyInstance } from 'fastify';
import { familyCookieName } from './cookies';
import { createManageLink } from './service';

let addresses = 0;

/** The token in a link's fragment. */
export const tokenOf = (url: string) => new URL(url).hash.replace(/^#token=/, '');

/**
 * Signs a family in the way the page does (a link's token posted to `/api/family/session`) and returns the `cookie`
 * header of their session, for API tests. The link is a manage link made through the service.
 */
export async function signInFamily(app: FastifyInstance, email: string): Promise<string> {
  const url = await createManageLink(app.db, app.config, email, new Date(Date.now() + 86_400_000));
  addresses += 1;
  const res = await app.inject({
    method: 'POST',
    url: '/api/family/session',
    headers: { origin: app.config.publicUrl },
    payload: { token: tokenOf(url) },
    remoteAddress: `10.77.${(addresses >> 8) & 255}.${addresses & 255}`,
  });
  const name = familyCookieName(app.config);
  const sessionId = res.cookies.find((c) => c.name === name)?.value;
  if (res.statusCode !== 200 || !sessionId)
    throw new Error(`family sign-in failed: ${res.statusCode} ${res.body}`);
  return `${name}=${sessionId}`;
}
