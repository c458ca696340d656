import { test as base, type Page } from '@playwright/test';

export { expect, type Page, type Route } from '@playwright/test';

/**
 * The marketing pages arrive prerendered, so their content is visible before the app has started; a test that
 * acted then would click plain links and read storage the app has not written yet. `goto` and `reload` here
 * return once the app runs (the frame marks <html data-app-started>), as a person would by waiting a moment.
 */
async function appStarted(page: Page) {
  await page.locator('html[data-app-started]').waitFor({ state: 'attached' });
}

export const test = base.extend({
  page: async ({ page }, provide) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await appStarted(page);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      await appStarted(page);
      return response;
    };
    await provide(page);
  },
});
