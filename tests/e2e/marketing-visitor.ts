import type { Page } from '@playwright/test';

export interface VisitorSetup {
  /** A/B assignments to start with, so a test sees a known variant. */
  experiments?: Partial<Record<'heroHeadline' | 'ctaColor' | 'bookingFlow', string>>;
  /** Pretend the lead-magnet offer was already shown, so it cannot pop up over the test. */
  leadMagnetSeen?: boolean;
  converted?: boolean;
}

/** Sets the visitor's browser storage before any page script runs. */
export async function prepareVisitor(page: Page, setup: VisitorSetup = {}) {
  await page.addInitScript((s: VisitorSetup) => {
    if (sessionStorage.getItem('e2e.prepared')) return; // only on the first page load of the test
    sessionStorage.setItem('e2e.prepared', '1');
    localStorage.setItem(
      'swim.experiments',
      JSON.stringify({
        heroHeadline: 'first-lesson',
        ctaColor: 'aqua',
        bookingFlow: 'standard',
        ...s.experiments,
      }),
    );
    if (s.leadMagnetSeen !== false) localStorage.setItem('swim.leadMagnet.shown', 'e2e');
    if (s.converted) localStorage.setItem('swim.conversion', JSON.stringify({ at: 'e2e' }));
  }, setup);
}

/**
 * The free-checklist offer was shown already, so it cannot open over the page. Unlike `prepareVisitor`, safe in
 * sandboxed frames without storage (the owner's email previews), which run init scripts too.
 */
export const markOfferSeen = (page: Page) =>
  page.addInitScript(() => {
    try {
      window.localStorage.setItem('swim.leadMagnet.shown', new Date().toISOString());
    } catch {
      // Sandboxed frames have no storage.
    }
  });
