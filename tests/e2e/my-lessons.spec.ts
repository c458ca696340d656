/**
 * My Lessons from a family's side, on the shared server, whose mail the run's mail catcher keeps: book with the
 * test card, follow the confirmation's "Manage your lessons" link, move the lesson (a calendar update with the same
 * UID and SEQUENCE 1 arrives), cancel it more than 24 hours ahead (the refund shows on the page and in the payment's
 * record, and a METHOD:CANCEL invite arrives); and signing in by an emailed link from the form, which answers an
 * unknown email with the same words.
 */
import { mkdirSync } from 'node:fs';
import type { Locator } from '@playwright/test';
import {
  FAMILY_LINK_BUTTON,
  FAMILY_LINK_INVALID_MESSAGE,
  FAMILY_LINK_SENT_MESSAGE,
} from '../../src/core/api/family';
import { markOfferSeen } from './marketing-visitor';
import { expectNoAxeViolations } from './support/axe';
import { payByCard, reachPayment } from './support/booking';
import { bookThroughApi } from './support/api-booking';
import { signInByLink } from './support/family-link';
import { collectPageErrors } from './support/page-errors';
import { dayNextMonth, publishPrivateTimes } from './support/owner-times';
import { mailTo, ownerApi, waitForMail, type DeliveredMail } from './support/mail';
import { expect, test, type Page } from './support/test';
import { recordToasts, shownToasts } from './support/toasts';

const SHOTS = process.env.MY_LESSONS_SHOTS_DIR ?? '/tmp/shots-my-lessons';
// A signed-out visit asks whether a family is signed in; the answer is a 401.
const IGNORED_ERRORS = [/status of 401/, /Price calculation failed/];

// Times on the page are shown in the booking's zone; the booking takes the browser's, pinned here.
test.use({ timezoneId: 'America/New_York' });
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => {
  // The free-checklist offer would open over the page after a while; this visitor has already seen it.
  await markOfferSeen(page);
  mkdirSync(SHOTS, { recursive: true });
});

async function shot(page: Page, name: string) {
  const project = test.info().project.name;
  await page.screenshot({ path: `${SHOTS}/${name}-${project}.png`, fullPage: project !== 'phone' });
}

/** The text of each calendar invite attached to a message. */
const invites = (mail: DeliveredMail) =>
  mail.parsed.attachments
    .filter((a) => a.contentType.startsWith('text/calendar'))
    .map((a) => a.content.toString('utf8').replace(/\r\n[ \t]/g, ''));

const icsField = (ics: string, name: string) => new RegExp(`^${name}[;:](.*)$`, 'm').exec(ics)?.[1]?.trim();

const linkIn = (mail: DeliveredMail) =>
  /(https?:\/\/\S+\/my-lessons\/sign-in#token=[A-Za-z0-9_-]+)/.exec(mail.parsed.text ?? '')?.[1];

/** The owner's record of a booking's payment, as the admin API reports what the gateway took and gave back. */
async function paymentRecord(baseURL: string, email: string) {
  const { owner } = await ownerApi(baseURL);
  try {
    const list = await (await owner.get(`/api/admin/bookings?search=${encodeURIComponent(email)}`)).json();
    const bookingId = (list.items as { id: string }[])[0]?.id;
    expect(bookingId, `a booking for ${email}`).toBeDefined();
    const detail = await (await owner.get(`/api/admin/bookings/${bookingId}`)).json();
    return detail.payments as {
      gateway: string;
      amountCents: number;
      refundedCents: number;
      status: string;
    }[];
  } finally {
    await owner.dispose();
  }
}

// Families open My Lessons from an email, mostly on their phones: both walks also run at 390 px (@phone).
test('a family books, moves and cancels a lesson from the confirmation email’s link @phone', async ({
  page,
  baseURL,
}, info) => {
  const url = baseURL!; // set by the configuration
  const errors = collectPageErrors(page, { ignore: IGNORED_ERRORS });
  await recordToasts(page);
  const email = `riley.${info.project.name}.${Date.now()}@example.com`;

  // Book one private lesson with the test card.
  const booked = await reachPayment(page, 1, email);
  await payByCard(page, '4242 4242 4242 4242');
  await expect(page.getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible({ timeout: 30_000 });

  // The confirmation email carries the invite (SEQUENCE 0) and the "Manage your lessons" link.
  const confirmation = await waitForMail(email, (m) => /Manage your lessons/.test(m.parsed.text ?? ''));
  const [booking] = invites(confirmation);
  expect(booking, 'the confirmation has a calendar invite').toBeDefined();
  const uid = icsField(booking!, 'UID');
  expect(uid).toBeTruthy();
  expect(icsField(booking!, 'SEQUENCE')).toBe('0');
  const manageLink = linkIn(confirmation);
  expect(manageLink?.startsWith(`${url}/my-lessons/sign-in#token=`)).toBe(true);

  // The link names the family's email and signs in on the click, with the token gone from the address bar.
  await signInByLink(page, manageLink!, email, async (p) => {
    await expectNoAxeViolations(p);
    await shot(p, 'confirm-sign-in');
  });
  await expect(page).toHaveURL(`${url}/my-lessons`);
  await expect(page.getByTestId('family-email')).toHaveText(email);
  const upcoming = page.getByRole('region', { name: 'Upcoming lessons' });
  const card = upcoming.getByRole('article');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(booked.timeRange);
  await expect(card).toContainText('Private lesson');
  await expect(card).toContainText('Riley Chen');
  await expect(card.getByTestId('refunded')).toHaveText('$0.00');
  await expectNoAxeViolations(page);
  await shot(page, 'list');

  // Signed in, the progress tracker offers the family's swimmers and keeps what is checked for each.
  await page.goto('/progress');
  const swimmer = page.getByLabel('Swimmer');
  await expect(swimmer).toBeVisible();
  await expect(swimmer.locator('option:checked')).toHaveText('Riley Chen');
  const swimmerKey = await swimmer.inputValue();
  const milestone = page.getByRole('checkbox', { name: 'Blows bubbles for 5+ seconds' });
  await page.getByText('Blows bubbles for 5+ seconds').click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  await expect(page.getByText('Checks for Riley Chen are saved')).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, 'progress-signed-in');
  await page.reload();
  await expect(swimmer).toHaveValue(swimmerKey);
  await expect(milestone).toBeChecked();
  await page.goto('/my-lessons');

  // Reschedule: the furthest time of the same price (a dearer one only when there is none), days ahead.
  await card.getByRole('button', { name: 'Reschedule' }).click();
  const reschedule = page.getByRole('dialog', { name: 'Reschedule lesson' });
  await expect(reschedule.getByRole('radio').first()).toBeVisible({ timeout: 20_000 });
  await expectNoAxeViolations(page);
  await shot(page, 'reschedule-dialog');
  const times = reschedule.locator('label');
  const samePrice = times.filter({ hasNotText: /\+\$|back$/ });
  const choice = (await samePrice.count()) > 0 ? samePrice.last() : times.last();
  const newTime = (await choice.innerText()).split('\n')[0]!.trim(); // a label's first line is its time range
  const newDay = (await choice.locator('xpath=ancestor::fieldset/legend').innerText()).trim();
  await choice.click();
  const dearer = (await choice.innerText()).includes('+$');
  if (dearer) {
    await reschedule.getByRole('button', { name: /Continue to payment/ }).click();
    await payByCardIn(reschedule);
  } else {
    await reschedule.getByRole('button', { name: 'Move lesson' }).click();
  }
  await expect(reschedule).toBeHidden({ timeout: 20_000 });
  expect(await shownToasts(page)).toContain('Lesson moved');
  await expect(card).toContainText(newTime);
  await expect(card).toContainText(newDay);

  // The move's email updates the same calendar entry: same UID, SEQUENCE 1, the new start.
  const moved = await waitForMail(email, (m) =>
    invites(m).some((ics) => icsField(ics, 'UID') === uid && icsField(ics, 'SEQUENCE') === '1'),
  );
  const movedIcs = invites(moved).find((ics) => icsField(ics, 'UID') === uid)!; // matched above
  expect(icsField(movedIcs, 'METHOD')).toBe('REQUEST');
  expect(icsField(movedIcs, 'DTSTART')).not.toBe(icsField(booking!, 'DTSTART'));

  // Cancel it, more than 24 hours ahead: the dialog says what comes back before anything changes.
  await card.getByRole('button', { name: 'Cancel lesson' }).click();
  const cancel = page.getByRole('dialog', { name: 'Cancel lesson' });
  const outcome = cancel.getByTestId('cancellation-outcome');
  await expect(outcome).toHaveText(/^Refund \$\d+\.\d\d to your card$/, { timeout: 20_000 });
  await expectNoAxeViolations(page);
  await shot(page, 'cancel-dialog');
  const refund = /\$(\d+\.\d\d)/.exec(await outcome.innerText())![1]!; // matched above
  await cancel.getByRole('button', { name: 'Confirm cancellation' }).click();
  await expect(cancel).toBeHidden({ timeout: 20_000 });
  expect(await shownToasts(page)).toContain('Lesson cancelled');

  // The page shows the refund, the lesson now under Past as cancelled.
  await expect(upcoming.getByText('You have no upcoming lessons.')).toBeVisible();
  const past = page.getByRole('region', { name: 'Past lessons' }).getByRole('article');
  await expect(past.getByTestId('refunded')).toHaveText(`$${refund}`);
  await expect(past.getByText('Cancelled', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, 'after-cancel');

  // The gateway gave it back: the payment's record shows the refund.
  const refundCents = Math.round(Number(refund) * 100);
  await expect
    .poll(async () => (await paymentRecord(url, email)).map((p) => p.refundedCents), { timeout: 30_000 })
    .toEqual([refundCents]);
  const [payment] = await paymentRecord(url, email);
  expect(payment?.gateway).toBe('test');
  expect(['refunded', 'partially_refunded']).toContain(payment?.status);

  // And the calendar entry is withdrawn.
  const cancelled = await waitForMail(email, (m) =>
    invites(m).some((ics) => icsField(ics, 'METHOD') === 'CANCEL' && icsField(ics, 'UID') === uid),
  );
  expect(cancelled.parsed.subject).toBeTruthy();
  expect(errors).toEqual([]);
});

test('signing in by an emailed link from the form, with the same answer for an unknown email @phone', async ({
  page,
  baseURL,
}, info) => {
  const url = baseURL!; // set by the configuration
  // A family with a lesson of its own (each width books its own time, so the two runs never share a family).
  const family = `known.${info.project.name}.${Date.now()}@example.com`;
  const time = info.project.name === 'phone' ? '06:15' : '06:00';
  const [lesson] = await publishPrivateTimes(page.request, url, dayNextMonth(16), time);
  await bookThroughApi(page.request, [lesson!.id], family, { baseURL: url }); // published above
  // Opening a used link is answered 400 on purpose, which the browser logs.
  const errors = collectPageErrors(page, { ignore: [...IGNORED_ERRORS, /status of 400/] });
  await page.goto('/');
  const menu = page.getByRole('button', { name: 'Open menu' });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Lessons' }).click();
  await expect(page).toHaveURL(`${url}/my-lessons`);
  await expect(page.getByRole('heading', { level: 1, name: 'My Lessons' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Sign in to My Lessons' });
  await expect(form.getByRole('button', { name: FAMILY_LINK_BUTTON })).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, 'signed-out');

  // An email with no lessons here.
  const stranger = `nobody.${Date.now()}@example.com`;
  await form.getByLabel(/^Email/).fill(stranger);
  await form.getByRole('button', { name: FAMILY_LINK_BUTTON }).click();
  await expect(form.getByRole('status')).toHaveText(FAMILY_LINK_SENT_MESSAGE);
  await expectNoAxeViolations(page);
  await shot(page, 'link-sent');

  // A family with lessons reads exactly the same.
  await page.reload();
  await form.getByLabel(/^Email/).fill(family);
  await form.getByRole('button', { name: FAMILY_LINK_BUTTON }).click();
  await expect(form.getByRole('status')).toHaveText(FAMILY_LINK_SENT_MESSAGE);

  const mail = await waitForMail(
    family,
    (m) => linkIn(m) !== undefined && !/Manage your lessons/.test(m.parsed.text ?? ''),
  );
  const link = linkIn(mail)!; // matched above
  expect(await mailTo(stranger)).toEqual([]);

  await signInByLink(page, link, family);
  await expect(page).toHaveURL(`${url}/my-lessons`);
  await expect(page.getByTestId('family-email')).toHaveText(family);
  await expect(
    page.getByRole('region', { name: 'Upcoming lessons' }).getByRole('article').first(),
  ).toBeVisible();

  // The link worked once: opened again, it says so and offers the form.
  await page.goto('/my-lessons');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(form.getByRole('button', { name: FAMILY_LINK_BUTTON })).toBeVisible();
  await page.goto(link);
  await expect(page.getByText(FAMILY_LINK_INVALID_MESSAGE)).toBeVisible();
  await expect(page.getByRole('button', { name: FAMILY_LINK_BUTTON })).toBeVisible();
  expect(page.url()).not.toContain('token=');
  await expectNoAxeViolations(page);
  await shot(page, 'link-used');
  expect(errors).toEqual([]);
});

/** The test card on the reschedule dialog's payment step. */
async function payByCardIn(dialog: Locator) {
  await expect(dialog.getByText('Test mode — no real charge')).toBeVisible();
  await dialog.getByLabel('Card number').fill('4242 4242 4242 4242');
  await dialog.getByLabel('Expiry').fill('1230');
  await dialog.getByLabel('CVC').fill('123');
  await dialog.getByLabel('ZIP').fill('20001');
  await dialog.getByRole('button', { name: 'Pay and move lesson' }).click();
}
