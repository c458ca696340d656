import type { Page } from '@playwright/test';

/** Collects uncaught page errors and console errors, so a test can assert the page ran cleanly. */
export function collectPageErrors(page: Page, options: { ignore?: RegExp[] } = {}): string[] {
  const errors: string[] = [];
  const ignored = (text: string) => options.ignore?.some((r) => r.test(text)) ?? false;
  page.on('pageerror', (e) => {
    if (!ignored(e.message)) errors.push(`pageerror: ${e.message}`);
  });
  page.on('console', (m) => {
    if (m.type() === 'error' && !ignored(m.text())) errors.push(`console: ${m.text()}`);
  });
  return errors;
}
