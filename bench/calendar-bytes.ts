/**
 * Bytes of calendar data a visitor downloads (as sent on the wire, after compression) to open /calendar and pick a
 * day, and to open /booking and pick a day, in headless Chromium against the built server on the embedded database.
 * Counts only /api/calendar/* answers: the page's own scripts are measured by the Lighthouse bench.
 *
 * To compare with another build in the same run: BASELINE_DIST=<folder with an older build> npx tsx bench/calendar-bytes.ts
 */
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../tests/e2e/support/chromium';
import { DIST, startServer, tempDataDir } from './lib/server';

interface Visit {
  page: string;
  requests: number;
  bytes: number;
  calls: string[];
}

async function calendarBytes(page: Page, url: string, pickDay: () => Promise<void>): Promise<Visit> {
  const seen: { url: string; bytes: number }[] = [];
  page.on('requestfinished', (request) => {
    const path = new URL(request.url()).pathname;
    if (!path.startsWith('/api/calendar/')) return;
    void request
      .sizes()
      .then((s) => seen.push({ url: path, bytes: s.responseBodySize + s.responseHeadersSize }));
  });
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  await pickDay();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  return {
    page: new URL(url).pathname,
    requests: seen.length,
    bytes: seen.reduce((sum, s) => sum + s.bytes, 0),
    calls: [...new Set(seen.map((s) => s.url))],
  };
}

async function measure(dist: string): Promise<Visit[]> {
  const server = await startServer({ DATA_DIR: tempDataDir(), SEED_DEMO: 'true' }, dist);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const visits: Visit[] = [];
    const calendar = await browser.newPage();
    visits.push(
      await calendarBytes(calendar, `${server.url}/calendar`, async () => {
        await calendar.locator('button[data-day][aria-disabled="false"]').first().click();
      }),
    );
    const booking = await browser.newPage();
    visits.push(
      await calendarBytes(booking, `${server.url}/booking`, async () => {
        await booking
          .getByRole('grid')
          .getByRole('button', { name: /: \d+ open lessons?$/ })
          .first()
          .click();
      }),
    );
    return visits;
  } finally {
    await browser.close();
    await server.stop();
  }
}

function print(label: string, visits: Visit[]) {
  console.log(`\n${label}`);
  console.log('| page | calendar API requests | bytes on the wire | calls |');
  console.log('|---|---:|---:|---|');
  for (const v of visits) console.log(`| ${v.page} | ${v.requests} | ${v.bytes} | ${v.calls.join(', ')} |`);
}

async function main() {
  if (process.env.BASELINE_DIST)
    print(`baseline build (${process.env.BASELINE_DIST})`, await measure(process.env.BASELINE_DIST));
  print(`this build (${DIST})`, await measure(DIST));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
