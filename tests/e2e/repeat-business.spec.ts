/**
 * Repeat business from a family's side, on the shared server, whose mail the run's mail catcher keeps:
 * - a 4-week series whose third week is full: the wizard lists every week before payment, the family skips the full
 *   week, pays once, and My Lessons shows 3 lessons;
 * - a lesson package bought on /lessons leads to booking; signed out, the payment step offers a sign-in link, which
 *   brings the family back to the same step with the time held, and a credit pays with no card;
 * - the owner cancels that lesson's afternoon for weather: the family gets a weather credit and an email.
 */
import { mkdirSync } from 'node:fs';
import { markOfferSeen } from './marketing-visitor';
import { bookThroughApi } from './support/api-booking';
import { expectNoAxeViolations } from './support/axe';
import {
  continueTo,
  enterBookingZip,
  fillPoolAddress,
  fillSwimmer,
  payByCard,
  pickDay,
  pickSlot,
} from './support/booking';
import { signInByLink } from './support/family-link';
import { collectPageErrors } from './support/page-errors';
import { dayNextMonth, publishPrivateTimes } from './support/owner-times';
import { OWNER, waitForMail, type DeliveredMail } from './support/mail';
import { expect, test, type Page } from './support/test';

const SHOTS = process.env.REPEAT_SHOTS_DIR ?? '/tmp/shots-repeat-business';
const IGNORED_ERRORS = [/status of 401/, /Price calculation failed/];
const ZONE = 'America/New_York';

test.use({ timezoneId: ZONE });
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => {
  await markOfferSeen(page);
  mkdirSync(SHOTS, { recursive: true });
});

async function shot(page: Page, name: string) {
  const project = test.info().project.name;
  await page.screenshot({ path: `${SHOTS}/${name}-${project}.png`, fullPage: project !== 'phone' });
}

const myLessonsLink = (mail: DeliveredMail) =>
  /(https?:\/\/\S+\/my-lessons\/sign-in#token=[A-Za-z0-9_-]+)/.exec(mail.parsed.text ?? '')?.[1];

/** Opens /booking on `day` (YYYY-MM-DD, next month) and picks the private time starting at `label` (e.g. 5:30 AM). */
async function pickTimeOn(page: Page, day: string, label: string) {
  await page.goto('/booking?level=turtle');
  await page.getByLabel('Lesson type').selectOption({ label: 'Private' });
  await page.getByRole('button', { name: 'Next month' }).click();
  // Day buttons are named like "Wednesday, December 2: 5 open lessons".
  const dayNumber = Number(day.slice(8, 10));
  await page
    .getByRole('grid')
    .getByRole('button', { name: new RegExp(` ${dayNumber}(,|:)`) })
    .first()
    .click();
  const list = page.getByRole('region', { name: 'Choose your lesson times' });
  await list
    .getByRole('button')
    .filter({ hasText: new RegExp(`^${label}`) })
    .first()
    .click();
}

test('a 4-week series with a full week: the list shows it before payment, the family skips it and pays once', async ({
  page,
  request,
  baseURL,
}, info) => {
  const errors = collectPageErrors(page, { ignore: IGNORED_ERRORS });
  const phone = info.project.name === 'phone';
  // Each browser size gets its own weekly time, so the two never compete for a seat.
  const time = phone ? '05:30' : '05:00';
  const label = phone ? '5:30 AM' : '5:00 AM';
  const firstDay = dayNextMonth(2);
  const slots = await publishPrivateTimes(request, baseURL!, firstDay, time, 4);
  await bookThroughApi(request, [slots[2]!.id], `other.${info.project.name}@example.com`, {
    baseURL,
    swimmer: 'Other Family',
    contact: { name: 'Other Parent', phone: '(301) 555-0199' },
  });
  const email = `series.${info.project.name}.${Date.now()}@example.com`;

  await pickTimeOn(page, firstDay, label);
  await page.getByRole('button', { name: 'Continue with 1 slot(s)' }).click();
  await page.getByRole('checkbox', { name: 'Repeat weekly' }).check();
  await page.getByRole('combobox', { name: 'Number of weeks' }).selectOption({ label: '4 weeks' });
  const weeks = page.getByRole('list', { name: 'Weekly lessons' });
  await expect(weeks.getByRole('listitem')).toHaveCount(4, { timeout: 20_000 });
  const full = weeks.getByRole('group', { name: /^Week 3: .* is full$/ });
  await expect(full).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, 'series-list');
  await full.getByRole('radio', { name: 'Skip this week' }).check();
  await expect(page.getByRole('list', { name: 'Held lesson times' }).getByRole('listitem')).toHaveCount(3, {
    timeout: 20_000,
  });

  await continueTo(page, 'Swimmer Details');
  await fillSwimmer(page, 0, { name: 'Quinn Series', email });
  await continueTo(page, 'Add-Ons & Extras');
  await continueTo(page, 'Review & Emergency Contact');
  await fillPoolAddress(page);
  await page.getByLabel('Contact Name').fill('Morgan Series');
  await page.getByLabel('Contact Phone').fill('(202) 555-0111');
  await continueTo(page, 'Payment');
  await payByCard(page, '4242 4242 4242 4242');
  await expect(page.getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible({ timeout: 30_000 });

  const confirmation = await waitForMail(email, (m) => myLessonsLink(m) !== undefined);
  await signInByLink(page, myLessonsLink(confirmation)!, email);
  const upcoming = page.getByRole('region', { name: 'Upcoming lessons' });
  // One booking, paid once, with its three weeks as three lessons.
  await expect(upcoming.getByRole('article')).toHaveCount(1);
  await expect(upcoming.getByRole('article').getByRole('listitem')).toHaveCount(3);
  await expect(upcoming.getByRole('button', { name: 'Cancel lesson' })).toHaveCount(3);
  await expectNoAxeViolations(page);
  await shot(page, 'series-my-lessons');
  expect(errors).toEqual([]);
});

test('a package bought, its credits, a lesson booked with a credit and no card, then cancelled for weather', async ({
  page,
}, info) => {
  const errors = collectPageErrors(page, { ignore: IGNORED_ERRORS });
  const phone = info.project.name === 'phone';
  const email = `package.${info.project.name}.${Date.now()}@example.com`;

  // Buy the private 4-pack from /lessons.
  await page.goto('/lessons');
  await page.getByRole('link', { name: 'Buy package: Private 4-pack' }).click();
  await expect(page.getByRole('heading', { name: /Private 4-pack/ })).toBeVisible();
  const details = page.getByRole('form', { name: 'Your details' });
  await details.getByLabel('Full Name').fill('Casey Credit');
  await details.getByLabel('Email Address').fill(email);
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry').fill('1230');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('ZIP').fill('20001');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page.getByText(`4 lesson credits added for ${email}`)).toBeVisible({ timeout: 30_000 });
  await expectNoAxeViolations(page);
  await shot(page, 'package-bought');

  // From the purchase straight to booking, signed out: the payment step says a family with credits can sign in.
  await page.getByRole('link', { name: 'Book with Your Credits' }).click();
  await expect(page).toHaveURL(/\/booking$/);
  await enterBookingZip(page); // the calendar then offers only times an instructor can reach in Chevy Chase
  await pickDay(page, 'Private', phone ? 9 : 4);
  const booked = await pickSlot(page, 1);
  await page.getByRole('button', { name: 'Continue with 1 slot(s)' }).click();
  await continueTo(page, 'Swimmer Details');
  await fillSwimmer(page, 0, { name: 'Casey Credit', email });
  await page
    .getByRole('group', { name: 'Swimmer 1' })
    .getByLabel('Target Skill Level')
    .selectOption('turtle');
  await continueTo(page, 'Add-Ons & Extras');
  await continueTo(page, 'Review & Emergency Contact');
  await fillPoolAddress(page);
  await page.getByLabel('Contact Name').fill('Morgan Credit');
  await page.getByLabel('Contact Phone').fill('(202) 555-0112');
  await continueTo(page, 'Payment');
  const signInOffer = page.getByRole('region', { name: 'Have lesson credits?' });
  await expect(signInOffer).toContainText(`We email a sign-in link to ${email}`);
  await expect(page.getByLabel('Card number')).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, 'payment-signed-out');
  await signInOffer.getByRole('button', { name: 'Email me a sign-in link' }).click();
  await expect(signInOffer.getByRole('status')).toContainText('a sign-in link is on its way');

  // The emailed link proves the email and brings the family back to the payment step, the time still held.
  const linkMail = await waitForMail(email, (m) => m.parsed.subject === 'Your sign-in link for My Lessons');
  await page.goto(myLessonsLink(linkMail)!);
  await page.getByRole('button', { name: `Sign in as ${email}` }).click();
  await expect(page).toHaveURL(/\/booking\?resume=1$/);
  await expect(page.getByRole('heading', { name: 'Payment', exact: true })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Booking summary' })).toContainText(booked.timeRange);
  const useCredit = page.getByRole('radio', { name: 'Use a lesson credit' });
  await expect(useCredit).toBeChecked({ timeout: 20_000 });
  await expect(page.getByText('Uses 1 of your 4 lesson credits')).toBeVisible();
  await expect(page.getByLabel('Card number')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await shot(page, 'pay-with-credit');
  await page.getByRole('button', { name: 'Complete Booking' }).click();
  await expect(page.getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Paid with', { exact: true })).toBeVisible();
  await expect(page.getByText('Lesson credits', { exact: true })).toBeVisible();
  const confirmation = await waitForMail(email, (m) =>
    /Paid with: 1 lesson credit|Paid with\s+1 lesson credit/.test(m.parsed.text ?? ''),
  );
  expect(confirmation.parsed.text).not.toMatch(/Total paid/);

  const credits = page.getByRole('region', { name: 'Lesson credits' });
  await page.goto('/my-lessons');
  await expect(credits).toContainText('3 lesson credits');
  const card = page.getByRole('region', { name: 'Upcoming lessons' }).getByRole('article');
  await expect(card).toContainText(booked.timeRange);

  // The owner cancels that lesson's start for weather, from the Weather screen (a narrow window: other specs book the
  // shared server's other times that day).
  const lessonDay = await page.evaluate(async () => {
    const res = await fetch('/api/family/lessons');
    const body = (await res.json()) as { bookings: { lessons: { startTime: string; state: string }[] }[] };
    return body.bookings.flatMap((b) => b.lessons).find((l) => l.state === 'upcoming')!.startTime;
  });
  const date = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date(lessonDay));
  const clock = (at: number) =>
    new Intl.DateTimeFormat('en-GB', { timeZone: ZONE, hour: '2-digit', minute: '2-digit' }).format(at);
  const from = clock(new Date(lessonDay).getTime());
  const to = clock(new Date(lessonDay).getTime() + 60_000);
  const owner = await page.context().newPage();
  await owner.goto('/admin/weather');
  await owner.getByRole('button', { name: 'Sign In' }).click();
  const login = owner.getByRole('dialog');
  await login.getByLabel('Username').fill(OWNER.username);
  await login.getByLabel('Password').fill(OWNER.password);
  await login.getByRole('button', { name: 'Sign In' }).click();
  await expect(owner.getByRole('heading', { name: 'Weather', level: 2 })).toBeVisible();
  const window = owner.getByRole('form', { name: 'Weather window' });
  await window.getByLabel('Date').fill(date);
  await window.getByLabel(/^From/).fill(from);
  await window.getByLabel(/^To/).fill(to);
  await window.getByRole('button', { name: 'Preview' }).click();
  const affected = owner.getByRole('region', { name: /^Lessons that would be cancelled/ });
  const ours = affected.getByRole('row').filter({ hasText: 'Casey Credit' });
  await expect(ours).toContainText('Weather credit');
  await expectNoAxeViolations(owner);
  await shot(owner, 'weather-preview');
  await affected.getByRole('button', { name: 'Cancel these lessons for weather' }).click();
  await owner
    .getByRole('dialog', { name: 'Cancel these lessons for weather?' })
    .getByRole('button', { name: 'Yes, cancel them' })
    .click();
  await expect(owner.getByTestId('weather-result')).toContainText(/Cancelled \d+ lessons?/);
  await shot(owner, 'weather-result');
  await owner.close();

  const weatherMail = await waitForMail(email, (m) => /weather/i.test(m.parsed.subject ?? ''));
  expect(weatherMail.parsed.text).toMatch(/weather credit/i);
  await page.reload();
  await expect(credits).toContainText('4 lesson credits');
  await expect(credits).toContainText(/Weather credit/i);
  await expectNoAxeViolations(page);
  await shot(page, 'after-weather');
  expect(errors).toEqual([]);
});
