import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect } from './test';

/** At 390 px the page scrolls only up and down and passes axe; the viewport is put back after. */
export async function expectFitsAPhone(page: Page) {
  const size = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  const width = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
  }));
  expect(width.scroll, `sideways scroll on ${page.url()}`).toBeLessThanOrEqual(width.inner);
  await expectNoAxeViolations(page);
  if (size) await page.setViewportSize(size);
}
