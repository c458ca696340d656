import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect } from './test';

/** Nothing on the page is wider than the window: a phone scrolls only up and down. */
export async function expectNoSidewaysScroll(page: Page) {
  const width = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
  }));
  expect(width.scroll, `sideways scroll on ${page.url()}`).toBeLessThanOrEqual(width.inner);
}

/** At 390 px the page scrolls only up and down and passes axe; the viewport is put back after. */
export async function expectFitsAPhone(page: Page) {
  const size = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
  if (size) await page.setViewportSize(size);
}
