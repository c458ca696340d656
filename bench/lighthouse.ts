/**
 * Lighthouse (mobile preset, simulated throttling) on the built site's marketing pages in Debian's Chromium:
 * performance, accessibility, best practices and SEO, median of 3 runs per page, printed as a table.
 * Then the JavaScript the home page loads before it is interactive, gzipped, file by file.
 * Runs alone with `npx tsx bench/lighthouse.ts` or inside `npm run bench`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { DIST, median, startServer, tempDataDir } from './lib/server';

const PAGES = ['/', '/lessons', '/faq', '/contact'];
const RUNS = 3;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const JS_BUDGET_KB = 120;
// The same flags the browser tests use: Chromium must not try to reach a network this machine does not have.
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

interface NetworkItem {
  url: string;
  resourceType?: string;
}

async function audit(url: string, port: number) {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]));
  const requests = ((lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? []) as NetworkItem[];
  const failing = CATEGORIES.flatMap((c) =>
    (lhr.categories[c]?.auditRefs ?? [])
      .map((ref) => lhr.audits[ref.id])
      .filter((a) => a && a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual')
      .map((a) => `${c}: ${a!.id} (${a!.displayValue ?? a!.score})`),
  );
  return { scores, scripts: requests.filter((r) => r.resourceType === 'Script').map((r) => new URL(r.url).pathname), failing };
}

async function main() {
  // Marketing pages need no lesson data; skipping the demo seed keeps start-up quick on a busy machine.
  const server = await startServer({ DATA_DIR: tempDataDir(), SEED_DEMO: 'false' });
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  const rows: string[] = [];
  let homeScripts: string[] = [];
  const notes = new Set<string>();
  try {
    for (const path of PAGES) {
      const runs: Awaited<ReturnType<typeof audit>>[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await audit(`${server.url}${path}`, chrome.port));
      if (path === '/') homeScripts = runs[0]!.scripts; // three runs were made above
      for (const run of runs) for (const f of run.failing) notes.add(`${path} ${f}`);
      const cells = CATEGORIES.map((c) => median(runs.map((r) => r.scores[c] ?? 0)).toFixed(0));
      rows.push(`| ${path} | ${cells.join(' | ')} | ${runs.map((r) => CATEGORIES.map((c) => r.scores[c]).join('/')).join(', ')} |`);
    }
  } finally {
    await chrome.kill();
    await server.stop();
  }

  console.log(`\nLighthouse ${RUNS} runs per page, mobile preset, median scores`);
  console.log('| page | performance | accessibility | best practices | SEO | runs (perf/a11y/bp/seo) |');
  console.log('|---|---:|---:|---:|---:|---|');
  for (const row of rows) console.log(row);
  if (notes.size) console.log(`\nAudits below full marks:\n  ${[...notes].join('\n  ')}`);

  const files = [...new Set(homeScripts)].map((pathname) => {
    const raw = readFileSync(join(DIST, 'web', pathname));
    return { pathname, raw: raw.length, gzip: gzipSync(raw, { level: 9 }).length };
  });
  const total = files.reduce((sum, f) => sum + f.gzip, 0);
  console.log('\nJavaScript the home page loads before it is interactive (gzip -9 of the served files)');
  console.log('| file | raw KB | gzip KB |');
  console.log('|---|---:|---:|');
  for (const f of files.sort((a, b) => b.gzip - a.gzip)) console.log(`| ${f.pathname} | ${(f.raw / 1024).toFixed(1)} | ${(f.gzip / 1024).toFixed(1)} |`);
  console.log(`| total | ${(files.reduce((s, f) => s + f.raw, 0) / 1024).toFixed(1)} | ${(total / 1024).toFixed(1)} (budget ${JS_BUDGET_KB}) |`);
  const leaked = files.filter((f) => /(booking|calendar|admin|confirmation)/i.test(f.pathname));
  if (leaked.length) console.log(`Route code loaded on the home page: ${leaked.map((f) => f.pathname).join(', ')}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
