/**
 * `npm run bench`: builds if needed, then runs every benchmark in this folder in turn (or those named:
 * `npm run bench -- time-slots startup`). Each prints its own figures.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DIST } from './lib/server';

const here = 'bench';
const wanted = process.argv.slice(2);
const all = readdirSync(here)
  .filter((f) => f.endsWith('.ts') && f !== 'run.ts')
  .map((f) => f.replace(/\.ts$/, ''))
  .sort();
const chosen = wanted.length ? all.filter((b) => wanted.includes(b)) : all;

if (!existsSync(join(DIST, 'server/main.js'))) execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });

let failed = 0;
for (const name of chosen) {
  console.log(`\n=== bench/${name}.ts`);
  const result = spawnSync('npx', ['tsx', join(here, `${name}.ts`)], { stdio: 'inherit' });
  if (result.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
