import { test, type Page } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { expect, fillRequestPool, openDays } from './support/calendar';
import { recordToasts, shownToasts } from './support/toasts';
import { collectPageErrors } from './support/page-errors';

test.describe.configure({ timeout: 240_000 });

const slotRows = (page: Page) => page.getByTestId('slot-row');
const counter = (page: Page) => page.getByRole('complementary', { name: 'Your selection' });

/** Opens /calendar on a month with at least `min` open days (late in a month, the next one). */
async function openCalendar(page: Page, min = 2) {
  await page.goto('/calendar');
  await expect(page.getByRole('heading', { level: 1, name: 'Book Your Swimming Lessons' })).toBeVisible();
  await expect(page.getByRole('grid')).toHaveAttribute('aria-busy', 'false');
  if ((await openDays(page).count()) < min) {
    await page.getByRole('button', { name: 'Next month' }).click();
    await expect(page.getByRole('grid')).toHaveAttribute('aria-busy', 'false');
  }
  expect(await openDays(page).count()).toBeGreaterThanOrEqual(min);
}

/** Picks slots day after day until `total` are picked; returns the days used. */
async function pickSlots(page: Page, total: number): Promise<string[]> {
  const days: string[] = [];
  let picked = 0;
  for (let d = 0; picked < total; d++) {
    const day = openDays(page).nth(d);
    days.push((await day.getAttribute('data-day'))!); // every day button carries data-day
    await day.click();
    const free = slotRows(page).and(page.locator('[aria-pressed="false"]'));
    const take = Math.min(total - picked, await free.count(), d === 0 ? 4 : 6);
    for (let i = 0; i < take; i++) await free.first().click();
    picked += take;
  }
  return days;
}

async function fillCustomer(page: Page, email: string) {
  const form = page.getByRole('dialog', { name: 'Customer Information' });
  await form.getByLabel('First Name').fill('Dana');
  await form.getByLabel('Last Name').fill('Okafor');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Phone').fill('(240) 555-0117');
  await fillRequestPool(form);
  return form;
}

test('a visitor picks times on two days, meets the 6-slot limit, removes a day, changes month and sends a request', async ({
  page,
  request,
}, testInfo) => {
  const errors = collectPageErrors(page);
  await recordToasts(page);
  await openCalendar(page);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Request Lessons for Selected Dates' }).click();
  await expect
    .poll(() => shownToasts(page))
    .toContain('No Dates SelectedPlease select at least one date to continue');

  const days = await pickSlots(page, 6);
  expect(days.length).toBeGreaterThanOrEqual(2);
  await expect(counter(page)).toContainText('6/6');
  await expect(slotRows(page).and(page.locator('[aria-pressed="true"]')).first()).toContainText('Selected');
  await expect(page.getByRole('heading', { level: 2, name: /, \d{4}$/ }).first()).toBeVisible();
  await expectNoAxeViolations(page);

  // A seventh pick is ignored.
  const unpicked = slotRows(page).and(page.locator('[aria-pressed="false"]'));
  if (await unpicked.count()) {
    await unpicked.first().click();
    await expect(unpicked.first()).toHaveAttribute('aria-pressed', 'false');
  }
  await expect(counter(page)).toContainText('6/6');
  await expect(page.getByTestId('selection-count')).toHaveText(`6 slots on ${days.length} dates selected`);

  const selectedDates = page.getByTestId('selected-dates');
  await expect(selectedDates.getByRole('listitem').filter({ has: page.getByRole('button') })).toHaveCount(
    days.length,
  );
  await selectedDates
    .getByRole('button', { name: /^Remove / })
    .first()
    .click();
  await expect(selectedDates.getByRole('button', { name: /^Remove / })).toHaveCount(days.length - 1);
  const left = Number((await page.getByTestId('selection-count').textContent())!.split(' ')[0]); // the line starts with the count
  expect(left).toBeLessThan(6);
  expect(left).toBeGreaterThan(0);

  // Changing month clears the picked day but keeps the picked times.
  await page.getByRole('button', { name: 'Next month' }).click();
  await expect(page.getByText('Pick a day with open lessons to see its times.')).toBeVisible();
  await expect(counter(page)).toContainText(`${left}/6`);

  await page.getByRole('button', { name: 'Request Lessons for Selected Dates' }).click();
  const dialog = page.getByRole('dialog', { name: 'Customer Information' });
  await dialog.getByLabel('First Name').fill('Dana');
  await dialog.getByRole('button', { name: 'Submit Lesson Request' }).click();
  await expect
    .poll(() => shownToasts(page))
    .toContain('Missing InformationPlease fill in all required fields');
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  // Every field's message sits under its own field: none is drawn over another (the State and ZIP cells once did).
  const messages = dialog.getByText(/^(Choose DC, MD or VA|Enter a 5-digit ZIP code|.* is required)$/);
  const boxes = (await messages.evaluateAll((els) =>
    els.map((el) => {
      const r = el.getBoundingClientRect();
      return { text: el.textContent, left: r.left, right: r.right, top: r.top, bottom: r.bottom };
    }),
  )) as { text: string; left: number; right: number; top: number; bottom: number }[];
  expect(boxes.map((b) => b.text)).toEqual(
    expect.arrayContaining(['Choose DC, MD or VA', 'Enter a 5-digit ZIP code']),
  );
  for (const [i, a] of boxes.entries())
    for (const b of boxes.slice(i + 1))
      expect(
        a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top,
        `"${a.text}" overlaps "${b.text}"`,
      ).toBe(true);
  await page.screenshot({ path: `/tmp/request-dialog-errors-${testInfo.project.name}.png` });

  await fillCustomer(page, `dana.okafor.${testInfo.project.name}@example.com`);
  // Hold the request until the pending state has been seen.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = () => resolve()));
  await page.route('**/api/booking-requests', async (route) => {
    await released;
    await route.continue();
  });
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/booking-requests') && r.method() === 'POST');
  const answered = page.waitForResponse((r) => r.url().endsWith('/api/booking-requests'));
  await dialog.getByRole('button', { name: 'Submit Lesson Request' }).click();
  await expect(dialog.getByRole('button', { name: 'Submitting Request...' })).toBeDisabled();
  release();
  const [req, res] = await Promise.all([sent, answered]);
  expect(res.status()).toBe(201);
  const { requestId } = (await res.json()) as { requestId: string };
  expect(requestId).toMatch(/^REQ-[A-Z0-9]{6}$/);

  await expect
    .poll(() => shownToasts(page))
    .toContain(
      `Request Received!Your lesson request ${requestId} is pending approval. You'll receive email confirmation soon.`,
    );
  await expect(dialog).toBeHidden();
  await expect(counter(page)).toContainText('0/6');
  await expect(page.getByTestId('selection-count')).toHaveText('0 slots on 0 dates selected');

  // The request is stored with the picked times: the same key answers the same stored request.
  const body = req.postDataJSON() as { slotIds: string[]; dates: string[] };
  expect(body.slotIds).toHaveLength(left);
  const again = await request.post('/api/booking-requests', {
    data: body,
    headers: { 'idempotency-key': req.headers()['idempotency-key']! },
  }); // the page always sends the key
  expect(again.status()).toBe(200);
  expect(await again.json()).toMatchObject({
    requestId,
    status: 'pending_approval',
    slotIds: [...body.slotIds].sort(),
    dates: body.dates,
  });
  expect(errors).toEqual([]);
});

test('the calendar works from the keyboard alone', async ({ page }) => {
  await openCalendar(page, 1);
  const grid = page.getByRole('grid');
  await grid.locator('button[tabindex="0"]').focus();
  const focused = () => page.evaluate(() => document.activeElement?.getAttribute('data-day') ?? null);
  const start = await focused();
  expect(start).not.toBeNull();
  await page.keyboard.press('ArrowRight');
  expect(await focused()).not.toBe(start);
  await page.keyboard.press('ArrowLeft');
  expect(await focused()).toBe(start);
  await page.keyboard.press('ArrowDown');
  const weekLater = await focused();
  expect(weekLater && start && Date.parse(weekLater) - Date.parse(start)).toBe(7 * 86_400_000);
  await page.keyboard.press('ArrowUp');

  // Walk right to the first open day and pick it with Enter.
  for (
    let i = 0;
    i < 40 && (await page.evaluate(() => document.activeElement?.getAttribute('aria-disabled'))) !== 'false';
    i++
  ) {
    await page.keyboard.press('ArrowRight');
  }
  const day = (await focused())!; // the loop stops on an open day
  const outline = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle);
  expect(outline).toBe('solid');
  await page.keyboard.press('Enter');
  await expect(page.locator(`button[data-day="${day}"]`)).toHaveAttribute('aria-pressed', 'true');
  await expect(slotRows(page).first()).toBeVisible();

  // Tab onward to the first slot and pick it with Space.
  await slotRows(page).first().focus();
  await page.keyboard.press('Space');
  await expect(slotRows(page).first()).toHaveAttribute('aria-pressed', 'true');
  await expect(counter(page)).toContainText('1/6');

  // Page Down moves to the next month; the picked day is cleared.
  const month = await page.locator('#calendar-month').textContent();
  await page.locator(`button[data-day="${day}"]`).focus();
  await page.keyboard.press('PageDown');
  await expect(page.locator('#calendar-month')).not.toHaveText(month!); // read above
  expect(await focused()).toMatch(/-01$/);
  await expect(page.getByText('Pick a day with open lessons to see its times.')).toBeVisible();
});
