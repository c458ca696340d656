/**
 * How long one admin password hash takes with the production argon2id parameters: 21 runs after 2 warm-ups,
 * median and spread. A login costs one verify, which takes the same time as a hash.
 */
import { ARGON2_OPTIONS, hashPassword, verifyPassword } from '../src/server/modules/auth/password';

const RUNS = 21;

async function time(fn: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await fn();
  return performance.now() - start;
}

const password = 'correct horse battery staple';
await hashPassword(password);
await hashPassword(password);
const hashes: number[] = [];
for (let i = 0; i < RUNS; i++) hashes.push(await time(() => hashPassword(password)));
const stored = await hashPassword(password);
const verifies: number[] = [];
for (let i = 0; i < RUNS; i++) verifies.push(await time(() => verifyPassword(stored, password)));

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!; // RUNS > 0
const fmt = (xs: number[]) =>
  `median ${median(xs).toFixed(1)} ms, min ${Math.min(...xs).toFixed(1)} ms, max ${Math.max(...xs).toFixed(1)} ms`;
console.log(
  `argon2id m=${ARGON2_OPTIONS.memoryCost} KiB t=${ARGON2_OPTIONS.timeCost} p=${ARGON2_OPTIONS.parallelism}, ${RUNS} runs`,
);
console.log(`  hash:   ${fmt(hashes)}`);
console.log(`  verify: ${fmt(verifies)}`);
