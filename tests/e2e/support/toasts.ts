import type { Page } from '@playwright/test';

/**
 * Records every toast the page shows. Toasts leave after 5 seconds, which a busy test machine can outlast
 * between two steps; the record keeps what the visitor was shown.
 */
export async function recordToasts(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { shownToasts: string[] }).shownToasts = seen;
    new MutationObserver(() => {
      for (const el of document.querySelectorAll('[data-testid="toast"]')) {
        const text = el.textContent ?? '';
        if (!seen.includes(text)) seen.push(text);
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

/** Every toast recorded so far, one per line. */
export const shownToasts = (page: Page) =>
  page.evaluate(() => (window as unknown as { shownToasts: string[] }).shownToasts.join('\n'));
