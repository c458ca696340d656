import type { FastifyInstance } from 'fastify';
import { familyCookieName } from './family/cookies';
import { instructorCookieName } from './instructor/cookies';
import { createManageLink } from './family/service';
import { setAdminPassword } from './owner-account';

export { sendRequestedInstructorLinks } from './instructor/sign-in';

export const TEST_ADMIN = { username: 'owner', password: 'correct horse battery staple' };

export interface AdminClient {
  sessionId: string;
  csrfToken: string;
  /** Headers for a signed-in, same-site, state-changing call. */
  headers: Record<string, string>;
}

function cookieFrom(res: { cookies: { name: string; value: string }[] }, name: string): string | undefined {
  return res.cookies.find((c) => c.name === name)?.value;
}

/** The known-device cookie of the owner's test browser, per app: sign-ins from it skip strangers' budgets. */
const ownerDevices = new WeakMap<FastifyInstance, string>();

/**
 * Fetches a token and signs in as the test owner from `ip`, the way the browser does; for API tests. It signs in
 * from the owner's usual browser (keeping its known-device cookie) unless `knownDevice` is false.
 */
export async function signIn(
  app: FastifyInstance,
  options: { ip?: string; password?: string; createAccount?: boolean; knownDevice?: boolean } = {},
) {
  const device = options.knownDevice === false ? undefined : ownerDevices.get(app);
  if (options.createAccount !== false)
    await setAdminPassword(app.db, TEST_ADMIN.username, TEST_ADMIN.password);
  const tokenRes = await app.inject({ method: 'GET', url: '/api/csrf-token', remoteAddress: options.ip });
  const preToken = tokenRes.json<{ token: string }>().token;
  const csrfCookie = cookieFrom(tokenRes, 'swim_csrf') ?? preToken;
  const res = await app.inject({
    method: 'POST',
    url: '/api/admin/login',
    remoteAddress: options.ip,
    headers: { 'x-csrf-token': preToken, origin: app.config.publicUrl },
    cookies: { swim_csrf: csrfCookie, ...(device ? { swim_device: device } : {}) },
    payload: { username: TEST_ADMIN.username, password: options.password ?? TEST_ADMIN.password },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  const sessionId = cookieFrom(res, 'swim_admin');
  if (!sessionId) throw new Error('sign-in set no session cookie');
  const deviceId = cookieFrom(res, 'swim_device');
  if (deviceId && options.knownDevice !== false) ownerDevices.set(app, deviceId);
  const csrfToken = res.json<{ csrfToken: string }>().csrfToken;
  const client: AdminClient = {
    sessionId,
    csrfToken,
    headers: { cookie: `swim_admin=${sessionId}`, 'x-csrf-token': csrfToken, origin: app.config.publicUrl },
  };
  return client;
}

let familyAddresses = 0;

/** The token in a link's fragment. */
export const tokenOf = (url: string) => new URL(url).hash.replace(/^#token=/, '');

/**
 * Signs a family in the way the page does (a link's token posted to `/api/family/session`) and returns the `cookie`
 * header of their session, for API tests. The link is a manage link made through the service.
 */
export async function signInFamily(app: FastifyInstance, email: string): Promise<string> {
  const url = await createManageLink(app.db, app.config, email, new Date(Date.now() + 86_400_000));
  familyAddresses += 1;
  const res = await app.inject({
    method: 'POST',
    url: '/api/family/session',
    headers: { origin: app.config.publicUrl },
    payload: { token: tokenOf(url) },
    remoteAddress: `10.77.${(familyAddresses >> 8) & 255}.${familyAddresses & 255}`,
  });
  const name = familyCookieName(app.config);
  const sessionId = res.cookies.find((c) => c.name === name)?.value;
  if (res.statusCode !== 200 || !sessionId)
    throw new Error(`family sign-in failed: ${res.statusCode} ${res.body}`);
  return `${name}=${sessionId}`;
}

let instructorAddresses = 0;

/** The instructor sign-in link's token in an email's text. */
export function linkTokenIn(text: string): string {
  const match = /\/instructor\/sign-in#token=([\w-]+)/.exec(text);
  if (!match?.[1]) throw new Error('no instructor sign-in link in the email');
  return match[1];
}

/** Opens an instructor's link the way the page does; answers the session's cookie header. */
export async function openInstructorLink(app: FastifyInstance, token: string): Promise<string> {
  instructorAddresses += 1;
  const res = await app.inject({
    method: 'POST',
    url: '/api/instructor/session',
    headers: { origin: app.config.publicUrl },
    payload: { token },
    remoteAddress: `10.88.${(instructorAddresses >> 8) & 255}.${instructorAddresses & 255}`,
  });
  const name = instructorCookieName(app.config);
  const sessionId = res.cookies.find((c) => c.name === name)?.value;
  if (res.statusCode !== 200 || !sessionId)
    throw new Error(`instructor sign-in failed: ${res.statusCode} ${res.body}`);
  return `${name}=${sessionId}`;
}
