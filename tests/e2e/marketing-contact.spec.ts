import { expect, test, type Page } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { prepareVisitor } from './marketing-visitor';

const SUCCESS = "Message sent successfully! We'll get back to you within 24 hours.";
const FAILURE = 'Failed to send message. Please call us directly.';

async function fillForm(page: Page, email: string) {
  await page.getByLabel('Name', { exact: true }).fill('Jordan Rivera');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page
    .getByLabel('Message', { exact: true })
    .fill('Do you teach at condo pools in Silver Spring on weekends?');
}

test.beforeEach(async ({ page }) => {
  // The form notes when it was opened by the page's clock, so a test can move that clock on instead of waiting.
  await page.clock.install();
  await prepareVisitor(page);
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
});

test('a message goes to Mailchimp first and, while Mailchimp is not configured, is stored through /api/contact', async ({
  page,
}) => {
  await expectNoAxeViolations(page);
  const calls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/') && r.method() === 'POST') calls.push(new URL(r.url()).pathname);
  });
  await fillForm(page, 'jordan@example.com');
  // A person takes more than 3 seconds to write a message; the server drops anything faster as a bot.
  await page.clock.fastForward(3100);
  const stored = page.waitForResponse((r) => r.url().endsWith('/api/contact'));
  await page.getByRole('button', { name: 'Send Message' }).click();
  const response = await stored;
  expect(response.status()).toBe(200);
  const body = response.request().postDataJSON();
  expect(body).toMatchObject({
    name: 'Jordan Rivera',
    email: 'jordan@example.com',
    hp_email: '',
    website: '',
    phone2: '',
    fax: '',
  });
  expect(body.submissionTime - body.formStartTime).toBeGreaterThanOrEqual(3000);
  expect(body.csrfOrigin).toBe(new URL(page.url()).origin);
  await expect(page.getByRole('status').getByText(SUCCESS)).toBeVisible();
  expect(calls).toEqual(['/api/mailchimp/contact', '/api/contact']);
  await expect(page.getByLabel('Message', { exact: true })).toHaveValue('');
  await expectNoAxeViolations(page);
});

test('when Mailchimp accepts the message, /api/contact is not called', async ({ page }) => {
  let contactCalls = 0;
  await page.route('**/api/mailchimp/contact', (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({ success: true, message: SUCCESS }),
    }),
  );
  await page.route('**/api/contact', (route) => {
    contactCalls++;
    return route.continue();
  });
  await fillForm(page, 'mc@example.com');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText(SUCCESS)).toBeVisible();
  expect(contactCalls).toBe(0);
});

test('when both routes fail the visitor is asked to call', async ({ page }) => {
  await page.route('**/api/mailchimp/contact', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"down","code":"X"}' }),
  );
  await page.route('**/api/contact', (route) => route.fulfill({ status: 500, body: 'oops' }));
  await fillForm(page, 'fail@example.com');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('alert').getByText(FAILURE)).toBeVisible();
  await expect(page.getByLabel('Message', { exact: true })).not.toHaveValue('');
  await expectNoAxeViolations(page);
});

test('required fields are checked before anything is sent', async ({ page }) => {
  let posts = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST') posts++;
  });
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Please enter your name')).toBeVisible();
  await expect(page.getByText('Please enter your email address')).toBeVisible();
  await expect(page.getByText('Please enter a message')).toBeVisible();
  await expect(page.getByLabel('Name', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  expect(posts).toBe(0);
  await expectNoAxeViolations(page);
});
