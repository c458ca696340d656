/**
 * Two real server processes (or more) on one fresh PostgreSQL database, as in production behind a load balancer:
 * for races and limits that only show when two copies of the server share the database. Each listens on a port
 * the OS hands out; both answer before a test starts, and both stop after the file, whether its tests passed or not.
 */
import { afterAll, beforeAll } from 'vitest';
import { familyLinks } from '../db/schema';
import { setAdminPassword } from '../modules/auth/owner-account';
import { TEST_ADMIN } from '../modules/auth/testing';
import { secretToken, sha256 } from '../lib/ids';
import {
  createSharedDatabase,
  startServerProcess,
  type ServerProcess,
  type SharedDatabase,
} from './server-process';

export interface TwoProcessesOptions {
  /** Environment the servers get beyond the defaults, e.g. `TRUST_PROXY` or a limit. */
  extra?: Record<string, string>;
  /** How many processes: two unless a test needs more. */
  count?: number;
  /** False leaves the database empty, so the servers' own start-ups migrate it, at the same moment. */
  migrate?: boolean;
}

export interface TwoProcesses {
  shared: SharedDatabase;
  servers: ServerProcess[];
  /** Server `i`, counted round the servers, so a loop's index spreads calls over all of them. */
  server(i: number): ServerProcess;
  /** `http://127.0.0.1:<port>` of server `i`, counted round the servers. */
  origin(i: number): string;
  /**
   * Signs `email` in on server `i` the way an email's manage link does (its token posted to the session route) and
   * answers the `cookie` header of the family's session.
   */
  familyCookie(i: number, email: string): Promise<string>;
  /** Signs the owner in on server `i` (setting the test password first): the headers of a signed-in owner's call. */
  ownerHeaders(i: number): Promise<Record<string, string>>;
  /** Stops every server, then drops the database. */
  close(): Promise<void>;
}

/** The family cookie's name: the servers run on plain http, where the cookie has no `__Host-` prefix. */
const FAMILY_COOKIE = 'swim_family';

let signIns = 0;

/** Starts the servers at the same moment on a new database and waits until each answers. */
export async function startTwoProcesses(
  prefix: string,
  options: TwoProcessesOptions = {},
): Promise<TwoProcesses> {
  const shared = await createSharedDatabase(prefix, { migrate: options.migrate });
  const started = await Promise.allSettled(
    Array.from({ length: options.count ?? 2 }, () =>
      startServerProcess({ databaseUrl: shared.url, extra: options.extra }),
    ),
  );
  const servers = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const close = async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await shared.drop();
  };
  const failed = started.find((s) => s.status === 'rejected');
  if (failed) {
    await close();
    throw failed.reason;
  }
  const server = (i: number) => servers[i % servers.length]!;
  return {
    shared,
    servers,
    server,
    origin: (i) => server(i).origin,
    async familyCookie(i, email) {
      const token = secretToken();
      await shared.handle.db.insert(familyLinks).values({
        tokenHash: sha256(token),
        email,
        kind: 'manage',
        expiresAt: new Date(Date.now() + 86_400_000),
      });
      const origin = server(i).origin;
      const res = await fetch(`${origin}/api/family/session`, {
        method: 'POST',
        // Each sign-in comes from an address of its own (heard when the servers trust the local proxy), so a test's
        // sign-ins never meet the per-address limits.
        headers: {
          'content-type': 'application/json',
          origin,
          'x-forwarded-for': `198.18.${(++signIns >> 8) & 255}.${signIns & 255}`,
        },
        body: JSON.stringify({ token }),
      });
      const cookie = res.headers.getSetCookie().find((c) => c.startsWith(`${FAMILY_COOKIE}=`));
      if (res.status !== 200 || !cookie)
        throw new Error(`family sign-in failed: ${res.status} ${await res.text()}`);
      return cookie.split(';')[0]!;
    },
    async ownerHeaders(i) {
      await setAdminPassword(shared.handle.db, TEST_ADMIN.username, TEST_ADMIN.password);
      const origin = server(i).origin;
      const headers = { origin, 'x-forwarded-for': `198.18.${(++signIns >> 8) & 255}.${signIns & 255}` };
      const first = await fetch(`${origin}/api/csrf-token`, { headers });
      const pre = String(((await first.json()) as { token: string }).token);
      const csrfCookie = first.headers
        .getSetCookie()
        .find((c) => c.startsWith('swim_csrf='))
        ?.split(';')[0];
      const login = await fetch(`${origin}/api/admin/login`, {
        method: 'POST',
        headers: {
          ...headers,
          'content-type': 'application/json',
          'x-csrf-token': pre,
          cookie: csrfCookie ?? `swim_csrf=${pre}`,
        },
        body: JSON.stringify(TEST_ADMIN),
      });
      const cookie = login.headers.getSetCookie().find((c) => c.startsWith('swim_admin='));
      if (login.status !== 200 || !cookie) throw new Error(`owner sign-in failed: ${login.status}`);
      const { csrfToken } = (await login.json()) as { csrfToken: string };
      return { origin, cookie: cookie.split(';')[0]!, 'x-csrf-token': csrfToken };
    },
    close,
  };
}

/**
 * Starts the servers before the file's tests and stops them after, failed tests or not; for a `describe` or a file.
 * The answer's fields are read inside tests and hooks, once the servers are up.
 */
export function twoProcessesForTests(prefix: string, options: TwoProcessesOptions = {}): TwoProcesses {
  let run: TwoProcesses | undefined;
  beforeAll(async () => {
    run = await startTwoProcesses(prefix, options);
  }, 120_000);
  afterAll(async () => run?.close(), 60_000);
  const started = (): TwoProcesses => {
    if (!run) throw new Error('the server processes are not started yet: read them inside a test or hook');
    return run;
  };
  return {
    get shared() {
      return started().shared;
    },
    get servers() {
      return started().servers;
    },
    server: (i) => started().server(i),
    origin: (i) => started().origin(i),
    familyCookie: (i, email) => started().familyCookie(i, email),
    ownerHeaders: (i) => started().ownerHeaders(i),
    close: () => started().close(),
  };
}
