/** A first deployment: two copies of the server start at the same moment on one empty PostgreSQL. */
import { afterAll, describe, expect, test } from 'vitest';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { adminUsers } from '../../db/schema';
import { startServerProcess, type ServerProcess } from '../../test/server-process';
import { createScratchPostgres, type ScratchPostgres } from '../../test/test-database';
import { ensureOwnerAccount } from './owner-account';

// Ports of this area's range: servers on 3651-3652.
const PORTS = [3651, 3652];

let shared: ScratchPostgres | undefined;
let scratch: ScratchPostgres | undefined;
const servers: ServerProcess[] = [];

afterAll(async () => {
  for (const s of servers) await s.stop();
  await shared?.drop();
  await scratch?.drop();
}, 60_000);

/** Signs in through a server's HTTP API the way the browser does; answers the login's status. */
async function signInOver(server: ServerProcess, password: string): Promise<number> {
  const base = `http://127.0.0.1:${server.port}`;
  const tokenRes = await fetch(`${base}/api/csrf-token`);
  const { token } = (await tokenRes.json()) as { token: string };
  const cookie = tokenRes.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const res = await fetch(`${base}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf-token': token, origin: base, cookie },
    body: JSON.stringify({ username: 'owner', password }),
  });
  return res.status;
}

describe('the owner account on a first start', () => {
  test('two copies starting at once create one owner account; one prints its password, which signs in on both', async () => {
    shared = await createScratchPostgres('owner_account', { migrate: false });
    const url = shared.url;
    servers.push(...(await Promise.all(PORTS.map((port) => startServerProcess({ databaseUrl: url, port })))));

    const printed = servers.flatMap((s) => [...s.output().matchAll(/password: (\S+)/g)].map((m) => m[1]!));
    expect(printed).toHaveLength(1);
    const accounts = await shared.handle.db.select({ username: adminUsers.username }).from(adminUsers);
    expect(accounts).toEqual([{ username: 'owner' }]);
    for (const server of servers) expect(await signInOver(server, printed[0]!)).toBe(200);
  }, 120_000);

  test('two start-ups on separate connections at the same moment create one account, and only one prints a password', async () => {
    scratch = await createScratchPostgres('owner_account_calls');
    const second = await openDatabase({ databaseUrl: scratch.url });
    try {
      const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: '/nonexistent' });
      const printed: string[][] = [[], []];
      await Promise.all(
        [scratch.handle.db, second.db].map((db, i) =>
          ensureOwnerAccount(db, config, (l) => printed[i]!.push(l)),
        ),
      );
      expect(printed.filter((lines) => lines.some((l) => l.includes('password:')))).toHaveLength(1);
      expect(await scratch.handle.db.select({ username: adminUsers.username }).from(adminUsers)).toEqual([
        { username: 'owner' },
      ]);
    } finally {
      await second.close();
    }
  });
});
