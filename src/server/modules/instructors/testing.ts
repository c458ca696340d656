import type { FastifyInstance } from 'fastify';
import { instructorCookieName } from './cookies';

let addresses = 0;

/** The sign-in link's token in an email's text. */
export function linkTokenIn(text: string): string {
  const match = /\/instructor\/sign-in#token=([\w-]+)/.exec(text);
  if (!match?.[1]) throw new Error('no instructor sign-in link in the email');
  return match[1];
}

/** Opens a link the way the page does; answers the session's cookie header. */
export async function openInstructorLink(app: FastifyInstance, token: string): Promise<string> {
  addresses += 1;
  const res = await app.inject({
    method: 'POST',
    url: '/api/instructor/session',
    headers: { origin: app.config.publicUrl },
    payload: { token },
    remoteAddress: `10.88.${(addresses >> 8) & 255}.${addresses & 255}`,
  });
  const name = instructorCookieName(app.config);
  const sessionId = res.cookies.find((c) => c.name === name)?.value;
  if (res.statusCode !== 200 || !sessionId)
    throw new Error(`instructor sign-in failed: ${res.statusCode} ${res.body}`);
  return `${name}=${sessionId}`;
}
