import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { collectPageErrors } from './support/page-errors';

const PAGES = [
  '/',
  '/lessons',
  '/progress',
  '/booking',
  '/calendar',
  '/faq',
  '/contact',
  '/thank-you',
  '/confirmation',
  '/admin',
];

test('every route of the site renders a heading inside the layout without errors', async ({ page }) => {
  const errors = collectPageErrors(page, { ignore: [/Failed to load resource/] });
  // The Content-Security-Policy must not be broken by the app itself (a blocked eval shows no console error).
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { reportCspViolation: (t: string) => void }).reportCspViolation(
        `${e.violatedDirective} ${e.sourceFile}:${e.columnNumber}`,
      ),
    ),
  );
  for (const path of PAGES) {
    await page.goto(path);
    await expect(page.locator('main h1').first(), path).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Lesson Levels' })).toBeVisible();
  }
  expect(errors).toEqual([]);
  expect(violations).toEqual([]);
});

test('a page paints its prerendered content before the app is asked for, then the app starts', async ({
  page,
}) => {
  const response = await page.goto('/faq');
  const html = (await response?.text()) ?? '';
  expect(html).not.toContain('type="module"');
  expect(html).toMatch(
    /<script defer src="\/assets\/start-[\w-]+\.js" data-entry="\/assets\/index-[\w-]+\.js"/,
  );
  await page.locator('html[data-app-started]').waitFor({ state: 'attached' });
  const timing = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-paint')[0]?.startTime,
    entry: performance.getEntriesByType('resource').find((r) => /\/assets\/index-[\w-]+\.js$/.test(r.name))
      ?.startTime,
  }));
  expect(timing.paint).toBeGreaterThan(0);
  expect(timing.entry).toBeGreaterThanOrEqual(timing.paint!); // checked just above
  // The app took over: a link moves inside the app without loading a new document.
  await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Lesson Levels' }).click();
  await expect(page).toHaveURL(/\/lessons$/);
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
});

test('an unknown path shows Page Not Found with a 404 status and links onward', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  const links = page.getByRole('navigation', { name: 'Helpful links' });
  for (const name of ['Home', 'Calendar', 'Book Now'])
    await expect(links.getByRole('link', { name })).toBeVisible();
  await expectNoAxeViolations(page);
});

// On a phone the link sits in the menu, which closes as the page changes: focus must still land on the main area.
test(
  'moving between pages focuses the main area and announces the page',
  { tag: '@phone' },
  async ({ page, isMobile }) => {
    await page.goto('/');
    if (isMobile) await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.getByTestId('route-announcer')).toHaveText('Navigated to FAQ');
    await expect(page.locator('main')).toBeFocused();
  },
);

test('the crash screen appears when a page fails to load its code', async ({ page }) => {
  await page.goto('/');
  // Break the next page's chunk, as a deploy that removed old files would.
  await page.route(/\/assets\/faq-page-.*\.js$/, (route) => route.fulfill({ status: 500, body: 'gone' }));
  await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
  await expect(page.getByRole('heading', { name: 'Something went wrong...' })).toBeVisible();
  await expect(page.getByText('Please refresh the page to try again')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Refresh Page' })).toBeVisible();
  await expect(page.getByText('Details')).toBeVisible();
});

test('the home page passes an accessibility check', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
});
