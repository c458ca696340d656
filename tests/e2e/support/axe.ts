import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Fails with a readable list when axe finds any WCAG 2.2 A/AA violation on the page as it is now. */
export async function expectNoAxeViolations(page: Page, options: { exclude?: string[] } = {}) {
  // A part still loading (a calendar waiting for its times) changes colour when its answer comes: check it once it has.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  // Colours read mid-transition (a day cell turning from loading to open) are neither the old nor the new ones:
  // let finite transitions and animations end first, as a person's eye does.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  // Legacy mode runs axe in the page itself. The default mode runs it in parts and opens a new page for each check to
  // put them together, which doubled the cost of every check; it is needed only for frames of another origin, and
  // the site under test has none (the test card form is ours).
  let builder = new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .setLegacyMode(true);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const results = await builder.analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 5)
        .join('\n    ')}`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}
