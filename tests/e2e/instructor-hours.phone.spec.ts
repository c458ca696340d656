/**
 * An instructor sets her weekly hours and time off on her phone (390 px), and the owner approves the hours at
 * 1280 px in the instructors screen; her page then shows them in effect. Every state is checked with axe at 390 px.
 * Phone only: the instructor's pages are made for the phone, and the owner's part is walked at 1280 px here.
 */
import { mkdirSync } from 'node:fs';
import { dayKeyInZone, shiftDayKey } from '../../src/core/rules/timezones';
import { markOfferSeen } from './marketing-visitor';
import { expectNoAxeViolations } from './support/axe';
import { expectFitsAPhone } from './support/fits-a-phone';
import { OWNER, ownerApi, waitForMail } from './support/mail';
import { collectPageErrors } from './support/page-errors';
import { expect, test, type Page } from './support/test';

const SHOTS = process.env.INSTRUCTOR_SHOTS_DIR ?? '/tmp/shots-instructor';
const ZONE = 'America/New_York';
test.use({ timezoneId: ZONE });
test.describe.configure({ timeout: 150_000 });

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

const today = dayKeyInZone(new Date(), ZONE);

test('an instructor sets her hours and time off on her phone, and the owner approves the hours @phone', async ({
  page,
  browser,
  baseURL,
}) => {
  const url = baseURL!; // set by the configuration
  const email = `jordan.hours.${Date.now()}@example.com`;
  await markOfferSeen(page);
  // A signed-out visit asks whether someone is signed in (401); the unreadable calendar address is refused (400).
  const errors = collectPageErrors(page, { ignore: [/status of 401/, /status of 400/] });

  // The owner adds Jordan and invites her; her emailed link signs her in.
  const { owner, csrf } = await ownerApi(url);
  let jordanId: string;
  try {
    const added = await owner.post('/api/admin/instructors', {
      headers: csrf,
      data: {
        name: 'Jordan Hale',
        specialty: 'Nervous beginners',
        email,
        phone: null,
        homeZip: '20814',
        workStartMinutes: 540,
        workEndMinutes: 1140,
        active: true,
      },
    });
    expect(added.status(), await added.text()).toBe(200);
    jordanId = ((await added.json()) as { id: string }).id;
    const invite = await owner.post(`/api/admin/instructors/${jordanId}/invite`, { headers: csrf });
    expect(invite.status(), await invite.text()).toBe(200);
  } finally {
    await owner.dispose();
  }
  const link = (text: string | undefined) =>
    /(https?:\/\/\S+\/instructor\/sign-in#token=[\w-]+)/.exec(text ?? '')?.[1];
  const invitation = await waitForMail(email, (m) => link(m.parsed.text) !== undefined);
  await page.goto(link(invitation.parsed.text)!); // matched above
  await expect(page.getByRole('heading', { level: 1, name: 'Your lessons' })).toBeVisible();

  // From her day to her hours.
  await page.getByRole('link', { name: 'Hours and time off' }).click();
  await expect(page).toHaveURL(/\/instructor\/hours$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Hours and time off' })).toBeVisible();
  await expect(page.getByText('No weekly hours yet')).toBeVisible();
  await expectFitsAPhone(page);

  // Monday 9 to 1, Wednesday 3 to 7 (first typed backwards, which the form refuses), two lesson types, limits.
  await page.getByRole('button', { name: 'Add hours on Monday' }).click();
  await page.getByLabel('Monday, range 1, to').fill('13:00');
  await page.getByRole('button', { name: 'Add hours on Monday' }).click();
  await page.getByRole('button', { name: /^Remove Monday 1:00 PM to 4:00 PM$/ }).click();
  await page.getByRole('button', { name: 'Add hours on Wednesday' }).click();
  await page.getByLabel('Wednesday, range 1, from').fill('19:00');
  await page.getByLabel('Wednesday, range 1, to').fill('15:00');
  await page.getByRole('checkbox', { name: 'Semi-Private' }).check();
  await page.getByLabel('Most lessons in a day').fill('4');
  await page.getByLabel('Longest drive to a lesson (minutes)').fill('30');
  await page.getByRole('button', { name: 'Send to the owner' }).click();
  const problem = page.getByRole('alert').filter({ hasText: 'Please check the hours' });
  await expect(problem).toContainText('Wednesday: The end must come after the start');
  await expectFitsAPhone(page);
  await page.getByLabel('Wednesday, range 1, from').fill('15:00');
  await page.getByLabel('Wednesday, range 1, to').fill('19:00');
  await page.getByRole('button', { name: 'Send to the owner' }).click();

  const waiting = page.getByRole('region', { name: 'Waiting for the owner' });
  await expect(waiting).toContainText('Monday');
  await expect(waiting).toContainText('9:00 AM - 1:00 PM');
  await expect(waiting).toContainText('Wednesday');
  await expect(waiting).toContainText('3:00 PM - 7:00 PM');
  await expect(waiting).toContainText('At most 4 lessons a day');
  await expect(problem).toHaveCount(0);
  await shot(page, 'hours-sent');
  await expectFitsAPhone(page);

  // Time off applies at once.
  const first = shiftDayKey(today, 7);
  const last = shiftDayKey(today, 9);
  const timeOff = page.getByRole('form', { name: 'Add time off' });
  await timeOff.getByLabel('First day off').fill(first);
  await timeOff.getByLabel('Last day off').fill(last);
  await timeOff.getByLabel('Note').fill('Coaching clinic');
  await timeOff.getByRole('button', { name: 'Add time off' }).click();
  await expect(page.getByText('Coaching clinic')).toBeVisible();
  const removeButton = page.getByRole('button', { name: /^Remove time off / });
  await expect(removeButton).toHaveCount(1);
  await shot(page, 'time-off');
  await expectFitsAPhone(page);

  // A busy-time calendar address that cannot be read is refused, saying why (here: nothing listens there, or, on a
  // deployment's database, it is on a private network); nothing is connected.
  const busy = page.getByRole('form', { name: 'Connect a calendar' });
  await busy.getByLabel('Your calendar’s secret address (iCal)').fill('http://127.0.0.1:9/busy.ics');
  await busy.getByRole('button', { name: 'Connect calendar' }).click();
  await expect(busy.getByText(/could not be reached|private networks/)).toBeVisible();
  await expect(page.getByText('No calendar connected.')).toBeVisible();
  await expectFitsAPhone(page);

  // The owner, at 1280 px, sees the hours waiting and approves them.
  const desk = await browser.newContext({ viewport: { width: 1280, height: 900 }, timezoneId: ZONE });
  const admin = await desk.newPage();
  try {
    await markOfferSeen(admin);
    await admin.goto('/admin/instructors');
    await admin.getByRole('button', { name: 'Sign In' }).click();
    const login = admin.getByRole('dialog');
    await login.getByLabel('Username').fill(OWNER.username);
    await login.getByLabel('Password').fill(OWNER.password);
    await login.getByRole('button', { name: 'Sign In' }).click();
    const pending = admin.getByRole('region', { name: /New hours waiting for you/ });
    await pending.getByRole('button', { name: "Review Jordan Hale's hours" }).click();
    const dialog = admin.getByRole('dialog', { name: 'Availability of Jordan Hale' });
    const asked = dialog.getByRole('region', { name: 'Jordan Hale asked for new hours' });
    await expect(asked).toContainText('9:00 AM - 1:00 PM');
    await expect(dialog.getByText('Coaching clinic')).toBeVisible();
    await expectNoAxeViolations(admin);
    await asked.getByRole('button', { name: 'Approve' }).click();
    await expect(asked).toHaveCount(0);
    await expect(dialog.getByText(`In effect since`)).toBeVisible();
    await admin.screenshot({ path: `${SHOTS}/owner-approved.png` });
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(pending).toHaveCount(0);
  } finally {
    await desk.close();
  }

  // Back on her phone, the hours are in effect and nothing waits.
  await page.reload();
  const hours = page.getByRole('region', { name: 'Your hours', exact: true });
  await expect(hours).toContainText('In effect since');
  await expect(hours).toContainText('Teaches Private, Semi-Private');
  await expect(page.getByRole('region', { name: 'Waiting for the owner' })).toHaveCount(0);
  await removeButton.click();
  await expect(page.getByText('No time off planned.')).toBeVisible();
  expect(errors).toEqual([]);
});
