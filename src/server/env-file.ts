import { existsSync } from 'node:fs';
import { loadConfig, type Config } from './config';

/**
 * Reads `.env` in the working folder when there is one, with Node's own parser. Variables already set in the
 * environment win, so a service manager's or container's settings are never overridden by a stray file.
 */
function loadEnvFile(path = '.env'): boolean {
  if (!existsSync(path)) return false;
  process.loadEnvFile(path);
  return true;
}

/** The settings every command starts from (the server, `npm run admin`, `backup`, `restore`, `migrate`): `.env`, then the environment. */
export function loadSettings(): Config {
  loadEnvFile();
  return loadConfig();
}
