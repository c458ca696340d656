import { test, type Page, type Route } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { expect, fillRequestPool, openDays, withUnreadableSlot } from './support/calendar';
import { recordToasts, shownToasts } from './support/toasts';
import { OUTBOX_STORAGE_KEY as OUTBOX } from '../../src/web/features/calendar/lib/outbox-storage-key';

test.describe.configure({ timeout: 240_000 });

async function openCalendar(page: Page) {
  await page.goto('/calendar');
  await expect(page.getByRole('grid')).toHaveAttribute('aria-busy', 'false');
  if ((await openDays(page).count()) < 1) {
    await page.getByRole('button', { name: 'Next month' }).click();
    await expect(page.getByRole('grid')).toHaveAttribute('aria-busy', 'false');
  }
}

async function pickOneAndOpenForm(page: Page, email: string) {
  await openDays(page).first().click();
  await page.getByTestId('slot-row').first().click();
  await page.getByRole('button', { name: 'Request Lessons for Selected Dates' }).click();
  const dialog = page.getByRole('dialog', { name: 'Customer Information' });
  await dialog.getByLabel('First Name').fill('Luis');
  await dialog.getByLabel('Last Name').fill('Romero');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Phone').fill('571-555-0164');
  await fillRequestPool(dialog);
  return dialog;
}

const outbox = (page: Page) =>
  page.evaluate(
    (key) =>
      JSON.parse(localStorage.getItem(key) ?? '[]') as { fallbackId: string; idempotencyKey: string }[],
    OUTBOX,
  );

test('when the server cannot be reached the visitor hears "Request Received", and the request arrives once it is back', async ({
  page,
  request,
}, testInfo) => {
  await recordToasts(page);
  await openCalendar(page);
  const dialog = await pickOneAndOpenForm(page, `luis.offline.${testInfo.project.name}@example.com`);

  const down = (route: Route) =>
    route.request().method() === 'POST' ? route.abort('connectionrefused') : route.continue();
  await page.route('**/api/booking-requests', down);
  await dialog.getByRole('button', { name: 'Submit Lesson Request' }).click();
  await expect
    .poll(() => shownToasts(page))
    .toMatch(
      /Request ReceivedYour request REQ-FALLBACK-\d+ has been submitted and is under review\. We'll contact you within 24 hours\./,
    );
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('complementary', { name: 'Your selection' })).toContainText('0/6');
  const [queued] = await outbox(page);
  expect(queued?.fallbackId).toMatch(/^REQ-FALLBACK-\d+$/);
  expect(await shownToasts(page)).toContain(queued!.fallbackId); // asserted just above

  // The server is back: coming online sends the queued request with its original key.
  await page.unroute('**/api/booking-requests', down);
  const delivered = page.waitForResponse(
    (r) => r.url().endsWith('/api/booking-requests') && r.request().method() === 'POST',
  );
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  const response = await delivered;
  expect(response.status()).toBe(201);
  expect(response.request().headers()['idempotency-key']).toBe(queued!.idempotencyKey);
  const { requestId } = (await response.json()) as { requestId: string };
  await expect
    .poll(() => shownToasts(page))
    .toContain(`Request Received!Your lesson request ${requestId} is pending approval.`);
  await expect.poll(() => outbox(page)).toEqual([]);

  // Sending it again (another tab, a retry) stores nothing new: the same request answers.
  const body = response.request().postDataJSON() as Record<string, unknown>;
  const again = await request.post('/api/booking-requests', {
    data: body,
    headers: { 'idempotency-key': queued!.idempotencyKey },
  });
  expect(again.status()).toBe(200);
  expect((await again.json()).requestId).toBe(requestId);
});

test('a request queued while the server failed is sent on the next visit, from any page', async ({
  page,
}, testInfo) => {
  await recordToasts(page);
  await openCalendar(page);
  const dialog = await pickOneAndOpenForm(page, `luis.nextvisit.${testInfo.project.name}@example.com`);
  await page.route('**/api/booking-requests', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: '{"message":"Service unavailable","code":"UNAVAILABLE"}',
    }),
  );
  await dialog.getByRole('button', { name: 'Submit Lesson Request' }).click();
  await expect.poll(() => shownToasts(page)).toMatch(/REQ-FALLBACK-\d+/);
  expect(await outbox(page)).toHaveLength(1);

  await page.unrouteAll();
  const delivered = page.waitForResponse(
    (r) => r.url().endsWith('/api/booking-requests') && r.request().method() === 'POST',
  );
  // The next visit may start on any page of the site.
  await page.goto('/');
  expect((await delivered).status()).toBe(201);
  await expect.poll(() => outbox(page)).toEqual([]);
});

test('a queued request the server refuses for good (over a week old) is dropped, and the visitor is told why', async ({
  page,
}, testInfo) => {
  await recordToasts(page);
  await openCalendar(page);
  const dialog = await pickOneAndOpenForm(page, `luis.stale.${testInfo.project.name}@example.com`);
  await page.route('**/api/booking-requests', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: '{"message":"Down","code":"UNAVAILABLE"}',
    }),
  );
  await dialog.getByRole('button', { name: 'Submit Lesson Request' }).click();
  await expect.poll(() => outbox(page)).toHaveLength(1);
  const [queued] = await outbox(page);
  // As if the visitor comes back eight days later: the server accepts a queued request for a week.
  await page.evaluate((key) => {
    const entries = JSON.parse(localStorage.getItem(key) ?? '[]') as { body: Record<string, unknown> }[];
    for (const e of entries) e.body.submittedOfflineAt = new Date(Date.now() - 8 * 86_400_000).toISOString();
    localStorage.setItem(key, JSON.stringify(entries));
  }, OUTBOX);

  await page.unrouteAll();
  const refused = page.waitForResponse(
    (r) => r.url().endsWith('/api/booking-requests') && r.request().method() === 'POST',
  );
  await page.goto('/');
  expect((await refused).status()).toBe(400);
  await expect.poll(() => outbox(page)).toEqual([]);
  await expect
    .poll(() => shownToasts(page))
    .toContain(
      `Lesson request not sentYour lesson request ${queued!.fallbackId} could not be sent: This lesson request was saved on your device more than 7 days ago`,
    );
  await page.getByTestId('toast').first().waitFor();
  await page.screenshot({ path: testInfo.outputPath('refused-queued-request.png') });
});

test('if the calendar cannot render, the safe list shows open times by day and still lets the visitor pick', async ({
  page,
}) => {
  await withUnreadableSlot(page, { full: false, keep: Infinity });
  await page.goto('/calendar');
  await expect(
    page.getByRole('status').filter({ hasText: 'Safe Calendar Mode - Using Simple View' }),
  ).toBeVisible();
  await expect(page.getByText('Invalid slot time')).toBeVisible();
  const perDay = await page
    .locator('#safe-calendar-heading ~ div > div')
    .evaluateAll((days) => days.map((d) => d.querySelectorAll('li').length));
  expect(perDay.length).toBeGreaterThan(1);
  expect(Math.max(...perDay)).toBeLessThanOrEqual(8);
  await expectNoAxeViolations(page);

  await page.getByTestId('slot-row').first().click();
  await expect(page.getByRole('complementary', { name: 'Your selection' })).toContainText('1/6');
});

test('the safe list says so when no times are open', async ({ page }) => {
  await withUnreadableSlot(page, { full: true, keep: 0 });
  await page.goto('/calendar');
  await expect(page.getByText('Safe Calendar Mode - Using Simple View')).toBeVisible();
  await expect(page.getByText('No available slots found.')).toBeVisible();
  await expectNoAxeViolations(page);
});
