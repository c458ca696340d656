import { createHash, randomBytes, randomInt } from 'node:crypto';

// No 0/O, 1/I/L: a customer reading an id over the phone should not have to guess.
const READABLE = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** A short, human-readable id such as REQ-7K3F9Q. */
export function readableId(prefix: string, length = 6): string {
  let out = '';
  for (let i = 0; i < length; i++) out += READABLE[randomInt(READABLE.length)];
  return `${prefix}-${out}`;
}

/** A random secret suitable for a URL or a cookie. */
export function secretToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
