import { readFileSync } from 'node:fs';
import { markOfferSeen } from './marketing-visitor';
import { expect, test, type Page } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { collectPageErrors } from './support/page-errors';

const OWNER = { username: 'owner', password: 'correct horse battery staple' };

// The free-checklist offer would open over the admin after 45 seconds; this visitor has already seen it.
test.beforeEach(async ({ page }) => {
  await markOfferSeen(page);
});

async function openLogin(page: Page) {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Admin', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Admin Login' })).toBeVisible();
}

async function signIn(page: Page) {
  await openLogin(page);
  await page.getByLabel('Username').fill(OWNER.username);
  await page.getByLabel('Password').fill(OWNER.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
}

/** Opens an admin section from the admin navigation, as the owner would. */
async function openSection(page: Page, name: string) {
  await page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('link', { name, exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
}

test('a wrong password shows the generic error and /admin stays locked', async ({ page }) => {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Access' })).toBeVisible();
  await expect(page.getByText('Authentication is required to view this page.')).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await openLogin(page);
  await expectNoAxeViolations(page);
  await page.getByLabel('Username').fill(OWNER.username);
  await page.getByLabel('Password').fill('definitely not the password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('dialog').getByRole('alert')).toHaveText('Authentication failed');
  await expect(page).toHaveURL(/\/$/);
});

test('signing in on the Admin Access screen shows the dashboard at once, and logging out locks it again', async ({
  page,
}) => {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Access' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign In' }).click();
  const dialog = page.getByRole('dialog', { name: 'Admin Login' });
  await dialog.getByLabel('Username').fill(OWNER.username);
  await dialog.getByLabel('Password').fill(OWNER.password);
  await dialog.getByRole('button', { name: 'Sign In' }).click();

  const dashboard = page.getByRole('heading', { name: 'Admin Dashboard' });
  await expect(dashboard).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Admin Access' })).toHaveCount(0);
  await expect(page).toHaveURL(/\/admin$/);
  // The button that opened the login is gone; keyboard and screen-reader users start at the dashboard's heading.
  await expect(dashboard).toBeFocused();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Access' })).toBeFocused();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expect(dashboard).toHaveCount(0);
  expect((await page.request.get('/api/admin/auth/check')).status()).toBe(401);
});

test('the owner signs in from the home header and sees figures that match the data', async ({ page }) => {
  const errors = collectPageErrors(page);
  await signIn(page);
  const figures = page.getByTestId('dashboard-figures');
  await expect(figures.getByText('Bookings this month')).toBeVisible();
  const dashboard = await (await page.request.get('/api/admin/dashboard')).json();
  // The seed books lessons across the next eight weeks, all confirmed today.
  expect(dashboard.figures.bookingsThisMonth).toBeGreaterThan(0);
  for (const [label, value] of [
    ['Lessons today', dashboard.figures.lessonsToday],
    ['Bookings this month', dashboard.figures.bookingsThisMonth],
    ['Pending requests', dashboard.figures.pendingRequests],
  ] as const) {
    await expect(figures.locator('dl', { hasText: label }).locator('dd').first()).toHaveText(String(value));
  }
  await expect(page.getByRole('heading', { name: 'Recent Activity' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'System Status' })).toBeVisible();
  // The System Status line (every page also carries the test-mode notice, hence exact).
  await expect(page.getByText('Test mode', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});

test('publish a weekly series, approve a request for it, cancel the booking, export leads and log out', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const tag = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const coach = `Coach ${tag}`;
  await signIn(page);

  // A new instructor with an email for the 48-hour notices.
  await openSection(page, 'Instructors');
  await page.getByRole('button', { name: 'Add Instructor' }).click();
  const form = page.getByRole('dialog', { name: 'Add instructor' });
  await form.getByLabel('Name').fill(coach);
  await form.getByLabel('Specialty').fill('Stroke technique');
  await form.getByLabel('Email').fill(`coach-${tag}@example.com`);
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: 'Save Instructor' }).click();
  await expect(page.getByRole('cell', { name: coach, exact: true })).toBeVisible();

  // Three weeks of a 9:00 lesson starting the day after tomorrow.
  await openSection(page, 'Schedule');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'New Lessons' }).click();
  const publish = page.getByRole('dialog', { name: 'Publish lesson slots' });
  await publish.getByLabel('Instructor').selectOption({ label: coach });
  await publish.getByLabel('Venue').selectOption({ index: 1 });
  await publish.getByLabel('Lesson type').selectOption('private');
  await publish.getByLabel('Price per swimmer (USD)').fill('55');
  const first = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
  await publish.getByLabel('Date 1').fill(first);
  await publish.getByLabel('Time 1').fill('09:00');
  await publish.getByLabel('Repeat weekly for (weeks)').fill('3');
  await expect(publish.getByText('This publishes 3 lesson slots.')).toBeVisible();
  await expectNoAxeViolations(page);
  await publish.getByRole('button', { name: 'Publish Lessons' }).click();
  await expect(page.getByText('3 lesson slots published')).toBeVisible();

  // The public calendar's data now offers them.
  const start = new Date().toISOString();
  const end = new Date(Date.now() + 40 * 86_400_000).toISOString();
  const calendar = await (
    await page.request.get(`/api/calendar/time-slots?start=${start}&end=${end}`)
  ).json();
  const coachId = calendar.instructors.find((i: { name: string }) => i.name === coach).id;
  const published = calendar.timeSlots.filter((s: { instructorId: string }) => s.instructorId === coachId);
  expect(published).toHaveLength(3);
  expect(published[0]).toMatchObject({
    basePrice: 5500,
    capacity: 1,
    status: 'available',
    lessonType: 'private',
  });
  await page.goto('/calendar');
  await expect(page.getByRole('heading', { name: 'Book Your Swimming Lessons' })).toBeVisible();

  // A visitor asks for the first of them; the owner approves.
  const requested = await page.request.post('/api/booking-requests', {
    data: {
      dates: [first],
      slotIds: [published[0].id],
      lessonType: 'private',
      swimmers: 1,
      customerInfo: {
        firstName: 'Riley',
        lastName: tag,
        email: `riley-${tag}@example.com`,
        phone: '(202) 555-0111',
      },
    },
  });
  expect(requested.ok()).toBe(true);
  const { requestId } = await requested.json();
  await page.goto('/admin/requests');
  await page.getByLabel('Search by code, name, email or phone').fill(requestId);
  await expect(page.getByRole('row', { name: new RegExp(requestId) })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: `Approve ${requestId}` }).click();
  const approve = page.getByRole('dialog', { name: `Approve ${requestId}` });
  await approve.getByLabel('Message to the customer (optional)').fill('See you at the pool!');
  await approve.getByRole('button', { name: 'Approve Request' }).click();
  await expect(page.getByText(/Approved: booking BK-/)).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(requestId) }).getByText('Approved')).toBeVisible();

  // The booking it made is cancelled with a refund decision shown.
  await openSection(page, 'Bookings');
  await page.getByLabel('Search by reference, name or email').fill(`riley-${tag}`);
  await expect(page.getByRole('button', { name: /^BK-/ })).toHaveCount(1);
  await page.getByRole('button', { name: /^BK-/ }).click();
  const detail = page.getByRole('dialog', { name: /Booking BK-/ });
  await expect(detail.getByText(coach)).toBeVisible();
  await expectNoAxeViolations(page);
  await detail.getByRole('button', { name: 'Cancel Booking' }).click();
  await expect(detail.getByText('more than 24 hours away')).toBeVisible();
  await detail.getByLabel('Reason (sent to the customer)').fill('Family moved');
  await detail.getByRole('button', { name: 'Confirm Cancellation' }).click();
  await expect(page.getByText('Booking cancelled', { exact: true })).toBeVisible();
  // Whether the detail stays open on its cancelled state or has closed, the list then shows the booking cancelled.
  if (await detail.isVisible()) await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();
  await expect(page.getByRole('row', { name: /BK-/ }).getByText(/Cancelled|Refunded/)).toBeVisible();

  // Leads go out as CSV.
  const lead = await page.request.post('/api/growth/lead-magnet', {
    data: { email: `lead-${tag}@example.com`, name: 'Lee', trigger: 'manual', timeOnPage: 40_000 },
  });
  expect(lead.ok()).toBe(true);
  await openSection(page, 'Leads');
  await page.getByLabel('Search by name, email or source').fill(`lead-${tag}`);
  await expect(page.getByRole('cell', { name: `lead-${tag}@example.com` })).toBeVisible();
  await expectNoAxeViolations(page);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await download.path())!, 'utf8'); // a finished download has a path
  expect(csv.split('\r\n')[0]).toBe('Name,Email,Resource,Trigger,Source,UTM,Signed up (New York)');
  expect(csv).toContain(`lead-${tag}@example.com`);

  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Access' })).toBeVisible();
  expect((await page.request.get('/api/admin/auth/check')).status()).toBe(401);
});

test('every other admin screen renders its table and passes an accessibility check', async ({ page }) => {
  // The accessibility checker tries to run its own script in every frame; the email preview frame is sandboxed
  // without scripts on purpose, and Chromium reports the refusal on the console.
  const errors = collectPageErrors(page, { ignore: [/Blocked script execution in 'about:srcdoc'/] });
  await signIn(page);
  for (const name of ['Lesson Requests', 'Venues', 'Coupons', 'Messages', 'Emails', 'Activity']) {
    await openSection(page, name);
    await expect(page.getByRole('table').or(page.getByText(/^No .* (match|yet)\.$/))).toBeVisible();
    await expectNoAxeViolations(page);
  }
  await openSection(page, 'Emails');
  await page.getByRole('button', { name: 'Preview Templates' }).click();
  await expect(page.getByRole('dialog', { name: 'Email templates' })).toBeVisible();
  // The preview frame holds the email's own markup, inert in a sandbox; the dialog around it is checked.
  await expectNoAxeViolations(page, { exclude: ['iframe'] });
  expect(errors).toEqual([]);
});
