/**
 * Asks the server that holds the embedded data directory to take a backup, signed in as the owner exactly as the
 * admin pages sign in (a security token, then the password): the route answers nobody else.
 */
import type { BackupFile } from '@core/api/backups';
import type { Config } from '../config';
import { ask } from './ask';

/** Where this machine reaches the server: its own HOST and PORT, a wildcard address meaning this machine. */
function localServerUrl(config: Config): string {
  const host = ['0.0.0.0', '::', ''].includes(config.host) ? '127.0.0.1' : config.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.port}`;
}

/** A tiny cookie-keeping client, enough for a token, a sign-in and one call. */
function client(base: string) {
  const cookies = new Map<string, string>();
  return async <T>(method: 'GET' | 'POST', path: string, options: { body?: object; token?: string } = {}) => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: {
        cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(options.token ? { 'x-csrf-token': options.token } : {}),
        ...(options.body ? { 'content-type': 'application/json' } : {}),
      },
      body: options.body ? JSON.stringify(options.body) : undefined,
    });
    for (const header of res.headers.getSetCookie()) {
      const [pair = ''] = header.split(';');
      const at = pair.indexOf('=');
      if (at > 0) cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
    const answer = (await res.json().catch(() => ({}))) as T & { message?: string };
    if (!res.ok)
      throw new Error(`${method} ${path} answered ${res.status}: ${answer.message ?? res.statusText}`);
    return answer;
  };
}

export async function backupThroughRunningServer(config: Config, holder: string): Promise<BackupFile> {
  const base = localServerUrl(config);
  const call = client(base);
  try {
    await call('GET', '/healthz');
  } catch {
    throw new Error(
      `${holder}\nNo server answers at ${base} to take the backup for it. Run this command where that server runs, ` +
        'with its HOST and PORT, or stop it and run this command again.',
    );
  }
  console.log(`A server has the data directory; asking it at ${base} to take the backup.`);
  const username = config.admin.username ?? ((await ask('Owner username: ', { hidden: false })) || 'owner');
  const password = config.admin.password ?? (await ask(`Password for ${username}: `));
  const { token } = await call<{ token: string }>('GET', '/api/csrf-token');
  const login = await call<{ csrfToken: string }>('POST', '/api/admin/login', {
    body: { username, password },
    token,
  });
  return call<BackupFile>('POST', '/api/admin/backups', { token: login.csrfToken });
}
