import { expect as baseExpect, type Locator, type Page } from '@playwright/test';

// The machine these run on is shared and often busy: give the page time rather than fail on a slow moment.
export const expect = baseExpect.configure({ timeout: 30_000 });

/** Days of the month grid with at least one lesson that can be picked (not only full times to wait for). */
export const openDays = (page: Page) =>
  page.locator('button[data-day][aria-disabled="false"]:not([data-waitlist-only])');

/** The lesson request's "Where will lessons be?": a pool in Chevy Chase, MD (20815, inside the service area). */
export async function fillRequestPool(form: Locator) {
  const place = form.getByRole('group', { name: 'Where will lessons be?' });
  await place.getByLabel('Street address').fill('12 Elm Street');
  await place.getByLabel('City').fill('Chevy Chase');
  await place.getByLabel('State').selectOption('MD');
  await place.getByLabel('ZIP code').fill('20815');
  await expect(place.getByRole('status')).toContainText('Travel fee to Chevy Chase, MD');
}
