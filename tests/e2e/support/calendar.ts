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

/** Opens /calendar on the month of `day` (YYYY-MM-DD, up to two months ahead) and picks that day. */
export async function openCalendarDay(page: Page, day: string) {
  await page.goto('/calendar');
  const grid = page.getByRole('grid');
  await expect(grid).toHaveAttribute('aria-busy', 'false');
  for (let i = 0; i < 2 && (await page.locator(`button[data-day="${day}"]`).count()) === 0; i++) {
    await page.getByRole('button', { name: 'Next month' }).click();
    await expect(grid).toHaveAttribute('aria-busy', 'false');
  }
  await page.locator(`button[data-day="${day}"]`).click();
}

/**
 * Serves the real time-slots answer (the first `keep` of its times, or none) with one extra time whose start cannot
 * be read, open or `full`, so the calendar falls back to its simple list.
 */
export async function withUnreadableSlot(page: Page, options: { full: boolean; keep: number }) {
  await page.route(/\/api\/calendar\/time-slots\?/, async (route) => {
    const response = await route.fetch();
    const data = (await response.json()) as { timeSlots: Record<string, unknown>[] };
    const broken = {
      ...(data.timeSlots[0] ?? {}),
      id: '00000000-0000-4000-8000-00000000beef',
      startTime: 'not-a-time',
      endTime: 'not-a-time',
      status: 'available',
      capacity: 3,
      bookedCount: options.full ? 3 : 0,
    };
    await route.fulfill({
      response,
      json: { ...data, timeSlots: [...data.timeSlots.slice(0, options.keep), broken] },
    });
  });
}
