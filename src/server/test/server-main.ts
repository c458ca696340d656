import { join } from 'node:path';
import { inject } from 'vitest';

/** `main.js` of the server bundled by the global setup (server-bundle.ts), for `node <it>` in a server process. */
export const serverMain = (): string => join(inject('serverBundle'), 'main.js');
