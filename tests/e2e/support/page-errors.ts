import type { Page } from '@playwright/test';

/**
 * Collects uncaught page errors and console errors, so a test can assert the page ran cleanly. `console: false`
 * keeps only uncaught errors, for a test that makes requests fail on purpose (the browser logs those).
 */
export function collectPageErrors(
  page: Page,
  options: { ignore?: RegExp[]; console?: boolean } = {},
): string[] {
  const errors: string[] = [];
  const ignored = (text: string) => options.ignore?.some((r) => r.test(text)) ?? false;
  page.on('pageerror', (e) => {
    if (!ignored(e.message)) errors.push(`pageerror: ${e.message}`);
  });
  if (options.console !== false)
    page.on('console', (m) => {
      if (m.type() === 'error' && !ignored(m.text())) errors.push(`console: ${m.text()}`);
    });
  return errors;
}
