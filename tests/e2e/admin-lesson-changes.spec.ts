/**
 * The owner's side of My Lessons: a booking whose family moved one lesson and cancelled another shows each
 * lesson's state and the booking's history; the refund notice is an owner setting under Policies.
 */
import { markOfferSeen } from './marketing-visitor';
import { expect, test, type Page } from './support/test';
import { bookThroughApi } from './support/api-booking';
import { expectNoAxeViolations } from './support/axe';
import { waitForMail } from './support/mail';
import { collectPageErrors } from './support/page-errors';

const OWNER = { username: 'owner', password: 'correct horse battery staple' };
const DAY = 86_400_000;

test.beforeEach(async ({ page }) => {
  // The free-checklist offer would open over the admin after 45 seconds; this visitor has already seen it.
  await markOfferSeen(page);
});

async function signIn(page: Page) {
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Sign In' }).click();
  const dialog = page.getByRole('dialog', { name: 'Admin Login' });
  await dialog.getByLabel('Username').fill(OWNER.username);
  await dialog.getByLabel('Password').fill(OWNER.password);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
}

async function openSection(page: Page, name: string) {
  await page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('link', { name, exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
}

interface Slot {
  id: string;
  startTime: string;
  capacity: number;
  bookedCount: number;
  status: string;
}

/**
 * Books two private lessons at least four days ahead with the test card, then, as the family signed in by the
 * confirmation's "Manage your lessons" link, moves the first and cancels the second. Returns the booking's email.
 */
async function bookMoveAndCancel(page: Page, email: string, offset: number) {
  const request = page.request;
  const origin = { origin: new URL(page.url()).origin };
  const start = new Date(Date.now() + 4 * DAY).toISOString();
  const end = new Date(Date.now() + 40 * DAY).toISOString();
  const { timeSlots } = await (
    await request.get(`/api/calendar/time-slots?start=${start}&end=${end}&lessonType=private`)
  ).json();
  const open = (timeSlots as Slot[]).filter((s) => s.status === 'available' && s.bookedCount < s.capacity);
  const [first, second] = [open[offset * 7], open[offset * 7 + 3]];
  if (!first || !second) throw new Error('the demo schedule has too few open private lessons');

  await bookThroughApi(request, [first.id, second.id], email);

  // The family's link, read from the confirmation the run's mail catcher received: the outbox keeps no token.
  const confirmation = await waitForMail(email, (m) => /Manage your lessons: \S+/.test(m.parsed.text ?? ''));
  const link = /Manage your lessons: (\S+)/.exec(confirmation.parsed.text ?? '')![1]!; // matched above
  const token = new URL(link).hash.replace('#token=', '');
  expect((await request.post('/api/family/session', { data: { token }, headers: origin })).status()).toBe(
    200,
  );

  const overview = await (await request.get('/api/family/lessons')).json();
  const [lessonA, lessonB] = overview.bookings[0].lessons;
  const options = await (await request.get(`/api/family/lessons/${lessonA.id}/reschedule-options`)).json();
  const target =
    options.times.find((o: { differenceCents: number }) => o.differenceCents <= 0) ?? options.times[0];
  const moved = await request.post(`/api/family/lessons/${lessonA.id}/reschedule`, {
    data: { slotId: target.slotId, expectedDifferenceCents: target.differenceCents },
    headers: origin,
  });
  expect((await moved.json()).status).toBe('moved');
  const which = { bookingId: overview.bookings[0].id, lessonId: lessonB.id };
  const preview = await (
    await request.post('/api/family/cancellation-preview', { data: which, headers: origin })
  ).json();
  const cancelled = await request.post('/api/family/cancellations', {
    data: { ...which, expectedRefundCents: preview.refundCents },
    headers: origin,
  });
  expect(cancelled.status()).toBe(200);
}

test("a booking's page shows the moved and the cancelled lesson, and its history newest first", async ({
  page,
}, testInfo) => {
  const email = `history-${testInfo.project.name}@example.com`;
  // Signed out, the first auth check is a 401 by design; errors count from the signed-in page on.
  await signIn(page);
  const errors = collectPageErrors(page);
  await bookMoveAndCancel(page, email, testInfo.project.name === 'phone' ? 1 : 0);

  await openSection(page, 'Bookings');
  await page.getByLabel('Search by reference, name or email').fill(email);
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await row.getByRole('button').first().click();
  const dialog = page.getByRole('dialog', { name: /^Booking BK-/ });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/bookings\/[0-9a-f-]{36}$/);

  const lessons = dialog.getByRole('heading', { name: 'Lessons' }).locator('xpath=..').getByRole('listitem');
  await expect(lessons.filter({ hasText: 'Moved from' })).toHaveCount(1);
  await expect(lessons.filter({ hasText: 'Cancelled by the family' })).toHaveCount(1);
  const history = dialog.getByRole('region', { name: 'History' }).getByRole('listitem');
  await expect(history.first()).toContainText('Family cancelled a lesson');
  await expect(history.nth(1)).toContainText('Lesson moved from');
  await expect(history.nth(1)).toContainText(`by the family (${email})`);
  await expect(history.last()).toContainText('Checkout started');
  await expectNoAxeViolations(page);
  await dialog.screenshot({ path: testInfo.outputPath(`booking-history-${testInfo.project.name}.png`) });
  await page.screenshot({
    path: testInfo.outputPath(`booking-history-page-${testInfo.project.name}.png`),
    fullPage: true,
  });

  // The address opens the same booking on its own, as the owner's email links to it.
  await page.reload();
  await expect(page.getByRole('dialog', { name: /^Booking BK-/ })).toBeVisible();
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/admin\/bookings$/);
  expect(errors).toEqual([]);
});

test('the owner sets the refund notice under Policies, and a wrong value is refused on the page', async ({
  page,
}, testInfo) => {
  await signIn(page);
  const errors = collectPageErrors(page);
  await openSection(page, 'Policies');
  const field = page.getByRole('spinbutton', { name: /Refund notice \(hours\)/ });
  await expect(field).toHaveValue('24');
  await expect(
    page.getByText(/Now: A family cancelling or moving a lesson more than 24 hours/),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await field.fill('800');
  await page.getByRole('button', { name: 'Save Policy' }).click();
  await expect(page.getByText('Refund notice must be a whole number of hours from 0 to 720')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({
    path: testInfo.outputPath(`policies-error-${testInfo.project.name}.png`),
    fullPage: true,
  });

  // Both runs of this test share one server: each sets a value both can live with, then the usual 24 again.
  await field.fill('36');
  await page.getByRole('button', { name: 'Save Policy' }).click();
  await expect(
    page.getByText(/Now: A family cancelling or moving a lesson more than 36 hours/),
  ).toBeVisible();
  await page.screenshot({
    path: testInfo.outputPath(`policies-${testInfo.project.name}.png`),
    fullPage: true,
  });
  await page.reload();
  await expect(page.getByRole('spinbutton', { name: /Refund notice \(hours\)/ })).toHaveValue('36');
  await page.getByRole('spinbutton', { name: /Refund notice \(hours\)/ }).fill('24');
  await page.getByRole('button', { name: 'Save Policy' }).click();
  await expect(page.getByText(/more than 24 hours/)).toBeVisible();
  expect(errors).toEqual([]);
});
