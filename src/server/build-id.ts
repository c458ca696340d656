import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The id of the web build being served: BUILD_ID, else the file the build writes, else "development". */
export function readBuildId(webDistDir: string, configured: string | undefined): string {
  if (configured) return configured;
  try {
    return readFileSync(join(webDistDir, 'build-id.txt'), 'utf8').trim() || 'development';
  } catch {
    return 'development';
  }
}
