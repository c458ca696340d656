import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';
import { COMMON_PASSWORDS } from './common-passwords';

/**
 * argon2id at OWASP's first recommended setting (m = 19 MiB, t = 2, p = 1). The parameters are written into
 * each hash, so raising them later still verifies older hashes.
 */
export const ARGON2_OPTIONS: Options = {
  // Algorithm is an ambient const enum, which isolated modules cannot read: 2 is Argon2id.
  algorithm: 2 as Algorithm,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export const MIN_PASSWORD_LENGTH = 12;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash never verifies.
    return false;
  }
}

// A real hash of a random string: checking unknown usernames against it takes as long as checking a real one,
// so response time does not reveal which usernames exist.
let decoyHash: Promise<string> | undefined;
export function verifyDecoy(password: string): Promise<boolean> {
  decoyHash ??= hashPassword(`decoy-${Math.random()}-${Date.now()}`);
  return decoyHash.then((h) => verifyPassword(h, password));
}

/** Why a password is refused, or null when it is acceptable. */
export function passwordWeakness(password: string, username?: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return `Use at least ${MIN_PASSWORD_LENGTH} characters.`;
  if (password.length > 256) return 'Use at most 256 characters.';
  const folded = password.toLowerCase();
  if (COMMON_PASSWORDS.has(folded))
    return 'That password is on the list of commonly used passwords. Choose another.';
  if (username && folded.includes(username.toLowerCase()))
    return 'The password must not contain the username.';
  if (new Set(folded).size < 4) return 'That password repeats too few characters. Choose another.';
  return null;
}
