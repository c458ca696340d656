/** A first deployment: two copies of the server start at the same moment on one empty PostgreSQL. */
import { afterAll, describe, expect, test } from 'vitest';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { adminUsers } from '../../db/schema';
import type { ServerProcess } from '../../test/server-process';
import { createScratchPostgres, type ScratchPostgres } from '../../test/test-database';
import { startTwoProcesses, type TwoProcesses } from '../../test/two-processes';
import { ensureOwnerAccount } from './owner-account';

let firstStart: TwoProcesses | undefined;
let scratch: ScratchPostgres | undefined;

afterAll(async () => {
  await firstStart?.close();
  await scratch?.drop();
}, 60_000);

/** Signs in through a server's HTTP API the way the browser does; answers the login's status. */
async function signInOver(server: ServerProcess, password: string): Promise<number> {
  const base = server.origin;
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
    // An empty database: both servers' start-ups migrate it and look for the owner at the same moment.
    firstStart = await startTwoProcesses('owner_account', { migrate: false });
    const { shared, servers } = firstStart;

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
