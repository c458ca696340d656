import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { collectPageErrors } from './support/page-errors';
import { prepareVisitor } from './marketing-visitor';

test.beforeEach(async ({ page }) => prepareVisitor(page));

test('the lessons page shows the banner, all five levels, lesson options and links to times and booking', async ({
  page,
}) => {
  await page.goto('/lessons');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Swim Lesson Levels');
  for (const text of ['$25 first lesson', '100% satisfaction', '3+ welcome'])
    await expect(page.getByText(text, { exact: true })).toBeVisible();
  // Five level cards, then the lesson packages on sale (the demo sells three), each its own article.
  const packages = page.getByRole('region', { name: 'Lesson packages' });
  await expect(packages.getByRole('article')).toHaveCount(3);
  await expect(page.getByRole('article')).toHaveCount(5 + 3);
  await expect(packages.getByRole('link', { name: 'Buy package: Private 4-pack' })).toBeVisible();
  for (const option of ['Private', 'Semi-Private', 'Group']) {
    await expect(page.getByRole('heading', { name: option, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'View Available Times' })).toHaveAttribute('href', '/calendar');
  await expect(page.getByRole('link', { name: 'Book a Lesson' })).toHaveAttribute('href', '/booking');
  await expectNoAxeViolations(page);
});

test('the progress tracker fills its bar as milestones are checked and resets', async ({ page }) => {
  await page.goto('/progress');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Progress Tracker');
  const percent = page.getByTestId('progress-percent');
  await expect(percent).toHaveText('0%');
  await expect(page.getByRole('checkbox')).toHaveCount(8);
  await page.getByText('Comfortable wetting face').click();
  await page.getByText('Assisted back float').click();
  await page.getByText('Exits the pool safely').click();
  await expect(percent).toHaveText('38%');
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '38');
  await expect(page.getByText('3 of 8 milestones')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByText('Level 4').click();
  await expect(page.getByRole('heading', { name: 'Stroke Development & Endurance' })).toBeVisible();
  await expect(percent).toHaveText('0%');
  await expect(page.getByText('$65', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Book This Level' })).toHaveAttribute(
    'href',
    '/booking?level=stingray',
  );
  for (const m of await page.getByRole('checkbox').all()) await m.check({ force: true });
  await expect(percent).toHaveText('100%');

  await page.getByText('Level 1').click();
  await expect(percent).toHaveText('38%');
  await page.getByRole('button', { name: 'Reset Progress' }).click();
  await expect(percent).toHaveText('0%');
  await expect(page.getByRole('checkbox', { checked: true })).toHaveCount(0);

  await page.reload();
  await page.getByText('Level 4').click();
  await expect(percent).toHaveText('0%');
});

test('the FAQ accordion opens each of the six answers', async ({ page }) => {
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 2 })).toHaveCount(6);
  const rates = page.getByRole('button', { name: 'What are your rates?' });
  await expect(rates).toHaveAttribute('aria-expanded', 'false');
  await rates.click();
  await expect(rates).toHaveAttribute('aria-expanded', 'true');
  await expect(
    page.getByText(
      'Private lessons are $50-60, semi-private $40-45 per person, and group $25-30 per person.',
    ),
  ).toBeVisible();
  await page.getByRole('button', { name: 'What is your cancellation policy?' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('at least 24-hour notice')).toBeVisible();
  await rates.click();
  await expect(page.getByText('Travel fees may apply.')).toBeHidden();
  await expectNoAxeViolations(page);
});

test('the thank-you page reports the conversion and shows the contact details', async ({ page }) => {
  const conversion = page.waitForRequest(
    (r) => r.url().endsWith('/api/growth/conversion') && r.method() === 'POST',
  );
  await page.goto('/thank-you');
  const body = (await conversion).postDataJSON();
  expect(body).toMatchObject({ type: 'booking_complete', value: 25 });
  expect(typeof body.sessionId).toBe('string');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank You!');
  await expect(
    page.getByText(
      "Your booking/payment was successful. A confirmation has been sent to your email. We'll be in touch soon to finalize your lesson details.",
    ),
  ).toBeVisible();
  await expect(page.getByText('We reply within 24 hours.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('link', { name: 'Book Another Lesson' })).toHaveAttribute('href', '/booking');
  expect(await page.evaluate(() => localStorage.getItem('swim.conversion'))).not.toBeNull();
  await expectNoAxeViolations(page);
});

test('the thank-you page ignores a failed conversion report', async ({ page }) => {
  const errors = collectPageErrors(page, { ignore: [/Failed to load resource/] });
  await page.route('**/api/growth/conversion', (route) => route.fulfill({ status: 500, body: 'down' }));
  await page.goto('/thank-you');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank You!');
  expect(errors).toEqual([]);
});

test('an unknown page records an analytics entry and carries structured data with the $25-$75 range', async ({
  page,
}) => {
  const response = await page.goto('/swim-team-tryouts');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  const entry = await page.evaluate(() =>
    (
      JSON.parse(localStorage.getItem('swim.analytics.events') ?? '[]') as {
        name: string;
        data: { path: string; device: { class: string } };
      }[]
    ).find((e) => e.name === 'page_not_found'),
  );
  expect(entry?.data.path).toBe('/swim-team-tryouts');
  expect(['mobile', 'desktop']).toContain(entry?.data.device.class);
  const jsonLd = JSON.parse(
    (await page.locator('main script[type="application/ld+json"]').textContent()) ?? '{}',
  );
  expect(jsonLd.priceRange).toBe('$25-$75');
  await expectNoAxeViolations(page);
});

test('the water safety checklist is a printable page', async ({ page }) => {
  await page.goto('/water-safety-checklist');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Water Safety Checklist');
  await expect(page.getByRole('heading', { level: 2 })).toHaveCount(4);
  await expect(page.getByRole('button', { name: 'Print Checklist' })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print Checklist' })).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
  await expectNoAxeViolations(page);
});
