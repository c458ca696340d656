/**
 * Lighthouse (mobile preset, simulated throttling) on the built site's marketing and booking pages in Debian's Chromium:
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
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../tests/e2e/support/chromium';

// LIGHTHOUSE_PAGES=/,/faq measures a few pages only.
const PAGES = process.env.LIGHTHOUSE_PAGES?.split(',') ?? [
  '/',
  '/lessons',
  '/faq',
  '/contact',
  '/calendar',
  '/booking',
];
const RUNS = 3;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
// The lab metrics behind the performance score, printed so a low score says where the time goes.
const METRICS = [
  ['first-contentful-paint', 'FCP ms'],
  ['largest-contentful-paint', 'LCP ms'],
  ['total-blocking-time', 'TBT ms'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'SI ms'],
] as const;
const JS_BUDGET_KB = 120;
// The browser tests' flags, plus headless mode, which Playwright adds by itself.
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];

interface Audit {
  scores: Record<string, number>;
  metrics: Record<string, number>;
  scripts: string[];
  failing: string[];
}

interface NetworkItem {
  url: string;
  resourceType?: string;
}

async function audit(url: string, port: number, tries = 2): Promise<Audit> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  // Chromium now and then records a trace without its navigation start: that run is measured again.
  if (lhr.runtimeError?.code === 'NO_NAVSTART' && tries > 1) return audit(url, port, tries - 1);
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const scores = Object.fromEntries(
    CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
  );
  const requests = ((lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)
    ?.items ?? []) as NetworkItem[];
  const failing = CATEGORIES.flatMap((c) =>
    (lhr.categories[c]?.auditRefs ?? [])
      .map((ref) => lhr.audits[ref.id])
      .filter(
        (a) =>
          a &&
          a.score !== null &&
          a.score < 1 &&
          a.scoreDisplayMode !== 'informative' &&
          a.scoreDisplayMode !== 'manual',
      )
      .map((a) => `${c}: ${a!.id} (${a!.displayValue ?? a!.score})`),
  );
  const metrics = Object.fromEntries(METRICS.map(([id]) => [id, lhr.audits[id]?.numericValue ?? NaN]));
  return {
    scores,
    metrics,
    scripts: requests.filter((r) => r.resourceType === 'Script').map((r) => new URL(r.url).pathname),
    failing,
  };
}

async function main() {
  // The booking pages are measured with the demo's lesson times, as a visitor would see them.
  const server = await startServer({ DATA_DIR: tempDataDir(), SEED_DEMO: 'true' });
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS });
  const rows: string[] = [];
  const metricRows: string[] = [];
  let homeScripts: string[] = [];
  const notes = new Set<string>();
  try {
    for (const path of PAGES) {
      const runs: Awaited<ReturnType<typeof audit>>[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await audit(`${server.url}${path}`, chrome.port));
      if (path === '/') homeScripts = runs[0]!.scripts; // three runs were made above
      for (const run of runs) for (const f of run.failing) notes.add(`${path} ${f}`);
      const cells = CATEGORIES.map((c) => median(runs.map((r) => r.scores[c] ?? 0)).toFixed(0));
      const metricCells = METRICS.map(([id]) => {
        const value = median(runs.map((r) => r.metrics[id] ?? NaN));
        return id === 'cumulative-layout-shift' ? value.toFixed(3) : value.toFixed(0);
      });
      metricRows.push(`| ${path} | ${metricCells.join(' | ')} |`);
      rows.push(
        `| ${path} | ${cells.join(' | ')} | ${runs.map((r) => CATEGORIES.map((c) => r.scores[c]).join('/')).join(', ')} |`,
      );
    }
  } finally {
    await chrome.kill();
    await server.stop();
  }

  console.log(`\nLighthouse ${RUNS} runs per page, mobile preset, median scores`);
  console.log('| page | performance | accessibility | best practices | SEO | runs (perf/a11y/bp/seo) |');
  console.log('|---|---:|---:|---:|---:|---|');
  for (const row of rows) console.log(row);
  console.log(`\nLab metrics, median of ${RUNS} runs (simulated mobile: slow 4G, 4x CPU slowdown)`);
  console.log(`| page | ${METRICS.map(([, label]) => label).join(' | ')} |`);
  console.log(`|---|${METRICS.map(() => '---:').join('|')}|`);
  for (const row of metricRows) console.log(row);
  if (notes.size) console.log(`\nAudits below full marks:\n  ${[...notes].join('\n  ')}`);

  const files = [...new Set(homeScripts)].map((pathname) => {
    const raw = readFileSync(join(DIST, 'web', pathname));
    return { pathname, raw: raw.length, gzip: gzipSync(raw, { level: 9 }).length };
  });
  const total = files.reduce((sum, f) => sum + f.gzip, 0);
  console.log('\nJavaScript the home page loads before it is interactive (gzip -9 of the served files)');
  console.log('| file | raw KB | gzip KB |');
  console.log('|---|---:|---:|');
  for (const f of files.sort((a, b) => b.gzip - a.gzip))
    console.log(`| ${f.pathname} | ${(f.raw / 1024).toFixed(1)} | ${(f.gzip / 1024).toFixed(1)} |`);
  console.log(
    `| total | ${(files.reduce((s, f) => s + f.raw, 0) / 1024).toFixed(1)} | ${(total / 1024).toFixed(1)} (budget ${JS_BUDGET_KB}) |`,
  );
  const leaked = files.filter((f) => /\/(booking|calendar|admin|confirmation)-page-/.test(f.pathname));
  if (leaked.length)
    console.log(`Route code loaded on the home page: ${leaked.map((f) => f.pathname).join(', ')}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
