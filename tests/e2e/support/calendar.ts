import { expect as baseExpect, type Page } from '@playwright/test';

// The machine these run on is shared and often busy: give the page time rather than fail on a slow moment.
export const expect = baseExpect.configure({ timeout: 30_000 });

/** Days of the month grid with at least one lesson that can be picked (not only full times to wait for). */
export const openDays = (page: Page) =>
  page.locator('button[data-day][aria-disabled="false"]:not([data-waitlist-only])');
