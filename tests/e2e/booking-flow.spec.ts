import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import {
  enterBookingZip,
  continueTo,
  givePlace,
  fillSwimmer,
  payByCard,
  pickDay,
  pickSlot,
  reachPayment,
  startWithVariant,
} from './support/booking';
import { collectPageErrors } from './support/page-errors';

// Times on the page are shown in the visitor's zone; pin it so the checks below read the same wall clock.
test.use({ timezoneId: 'America/New_York' });
// The shared machine is slow under load; each flow walks several screens with an accessibility check on each.
test.describe.configure({ timeout: 180_000 });

const IGNORED = [/Failed to load resource/, /Price calculation failed/];

// The wizard is booked on phones as much as anywhere, and its side panel moves below the form there: @phone.
test('books two swimmers end to end from a level link: dates, slots, six steps, add-on, coupon, card, confirmation @phone', async ({
  page,
}, info) => {
  const errors = collectPageErrors(page, { ignore: IGNORED });
  await startWithVariant(page, 'testimonial');
  const mobile = info.project.name === 'phone';
  await page.goto('/booking?level=seahorse');
  await expect(page.getByRole('heading', { name: 'Book Swim Lessons', level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);

  // The family's ZIP first: the calendar then offers only times an instructor can reach there, so the pool named on
  // step 4 is never refused (a walk without it may land next to another family's lesson across the river).
  await enterBookingZip(page);
  await pickDay(page, 'Semi-Private', mobile ? 3 : 0);
  const slot = await pickSlot(page, 2);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Continue with 1 slot(s)' }).click();

  // Step 1: the slot's lesson type is chosen already.
  await expect(page.getByRole('radio', { name: /Semi-Private/ })).toBeChecked();
  await expect(page.getByText('Slots held for 15 minutes')).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(/^1[45]:\d\d$/);
  await expect(
    page.getByRole('complementary', { name: 'Booking summary' }).getByRole('blockquote'),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await continueTo(page, 'Swimmer Details');

  // Step 2: two swimmers; the target level comes from the link; Continue waits for every required field.
  const next = page.getByRole('button', { name: 'Continue', exact: true });
  await expect(next).toBeDisabled();
  await fillSwimmer(page, 0, { name: 'Ava Brooks', email: `ava.${info.project.name}@example.com` });
  await expect(page.getByRole('group', { name: 'Swimmer 1' }).getByLabel('Target Skill Level')).toHaveValue(
    'seahorse',
  );
  await page.getByRole('button', { name: 'Add Another Swimmer' }).click();
  await fillSwimmer(page, 1, { name: 'Leo Brooks', email: `leo.${info.project.name}@example.com` });
  await page.getByRole('group', { name: 'Swimmer 2' }).getByLabel('Goals').fill('Swim a width without help');
  await expectNoAxeViolations(page);
  await continueTo(page, 'Add-Ons & Extras');

  // Step 3: one pair of goggles.
  await page.getByRole('button', { name: 'Add one Swim Goggles' }).click();
  await expect(page.getByRole('group', { name: 'Swim Goggles quantity' }).locator('output')).toHaveText('1');
  await expectNoAxeViolations(page);
  await continueTo(page, 'Review & Emergency Contact');

  // Step 4: a bad coupon, then a good one; emergency contact.
  await page.getByRole('button', { name: 'Have a coupon code?' }).click();
  await page.getByLabel('Coupon code').fill('nosuchcode');
  await expect(page.getByLabel('Coupon code')).toHaveValue('NOSUCHCODE');
  await page.getByLabel('Coupon code').press('Enter');
  await expect(page.getByText('Invalid Coupon', { exact: true })).toBeVisible();
  await expect(page.getByText('Invalid coupon code', { exact: true })).toBeVisible();
  await page.getByLabel('Coupon code').fill('FIRSTFREE');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText(/Coupon FIRSTFREE applied/)).toBeVisible();
  await givePlace(page);
  await page.getByLabel('Contact Name').fill('Sam Brooks');
  await page.getByLabel('Contact Phone').fill('(301) 555-0123');
  await page.getByLabel('Relationship').selectOption('parent');
  await expectNoAxeViolations(page);
  await continueTo(page, 'Payment');

  // Step 5: the server's price, then the 4242 card.
  await expect(page.getByText('Amount to pay')).toBeVisible();
  const total = (await page.getByText('Amount to pay').locator('strong').innerText()).trim();
  // The side panel's last figure is the total, and it matches what will be charged.
  await expect(
    page.getByRole('complementary', { name: 'Booking summary' }).getByRole('definition').last(),
  ).toHaveText(total);
  await expectNoAxeViolations(page);
  await payByCard(page, '4242 4242 4242 4242');

  await expect(page.getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/booking\/confirmation\?booking_id=/);
  await expect(page.getByText(/^BK-[A-Z0-9]{6}$/)).toBeVisible();
  const [, dayName, rest] = slot.day.match(/^(\w+), (.*)$/) ?? [];
  await expect(page.getByText(`${dayName}, ${rest}`)).toBeVisible();
  await expect(page.getByText(slot.timeRange)).toBeVisible();
  await expect(page.getByText(total, { exact: true })).toBeVisible();
  await expect(page.getByText('Semi-Private', { exact: true })).toBeVisible();
  await expect(page.getByText('Leo Brooks')).toBeVisible();
  await expect(page.getByText('Goals: Swim a width without help')).toBeVisible();
  await expect(page.getByText('Sam Brooks, (301) 555-0123 (Parent)')).toBeVisible();
  await expect(page.getByRole('heading', { name: "What's Next" })).toBeVisible();
  const calendarLink = page.getByRole('link', { name: /Add to Calendar/ });
  await expect(calendarLink).toHaveAttribute('target', '_blank');
  await expect(calendarLink).toHaveAttribute(
    'href',
    /^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE/,
  );
  await expect(page.getByRole('link', { name: /\.ics/ })).toHaveAttribute('href', /^data:text\/calendar/);
  await expect(page.getByRole('button', { name: 'Print Details' })).toBeVisible();
  // Without a native share sheet, Share Booking copies the details and says so.
  await page.evaluate(() => {
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    Object.defineProperty(navigator, 'clipboard', {
      value: {
        writeText: async (text: string) => void ((window as unknown as { copied: string }).copied = text),
      },
      configurable: true,
    });
  });
  await page.getByRole('button', { name: 'Share Booking' }).click();
  await expect(page.getByTestId('toast')).toContainText('Booking details copied to clipboard!');
  expect(await page.evaluate(() => (window as unknown as { copied: string }).copied)).toContain(
    slot.timeRange,
  );
  await expect(page.getByRole('link', { name: 'Return to Homepage' })).toHaveAttribute('href', '/');
  await expectNoAxeViolations(page);

  // The confirmation survives a reload; another browser without the booking's token sees no details.
  const url = page.url();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible();
  await expect(page.getByText(slot.timeRange)).toBeVisible();
  const stranger = await page.context().browser()!.newPage(); // a browser always exists for a launched page
  await stranger.goto(url);
  await expect(stranger.getByText('We could not show the booking details on this device.')).toBeVisible();
  await stranger.close();

  // The booking page starts over at the calendar.
  await page.goto('/booking');
  await expect(page.getByRole('heading', { name: 'Pick your dates' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a declined card shows Payment Failed with the reason, and another card can then pay', async ({
  page,
}, info) => {
  await startWithVariant(page, 'standard');
  await reachPayment(page, info.project.name === 'phone' ? 7 : 5, `decline.${info.project.name}@example.com`);
  await payByCard(page, '4000 0000 0000 0002');
  await expect(page.getByRole('alert').filter({ hasText: 'Payment Failed' })).toContainText(
    'Your card was declined.',
  );
  await expectNoAxeViolations(page);
  await payByCard(page, '4242 4242 4242 4242');
  await expect(page.getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible({ timeout: 20_000 });
});

test('a card that asks for extra authentication books once it is completed', async ({ page }, info) => {
  await startWithVariant(page, 'standard');
  await reachPayment(page, info.project.name === 'phone' ? 11 : 9, `auth.${info.project.name}@example.com`);
  await payByCard(page, '4000 0025 0000 3155');
  const dialog = page.getByRole('dialog', { name: 'Confirm this payment with your bank' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Complete authentication' }).click();
  await expect(page.getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible({ timeout: 20_000 });
});

test('Back to Calendar on the slot list clears the chosen slots', async ({ page }, info) => {
  await page.goto('/booking');
  await pickDay(page, 'Group', info.project.name === 'phone' ? 2 : 1);
  await pickSlot(page, 1);
  await expect(page.getByRole('button', { name: 'Continue with 1 slot(s)' })).toBeEnabled();
  await page.getByRole('button', { name: 'Back to Calendar' }).click();
  await page.getByRole('button', { name: /Show times for 1 selected day/ }).click();
  await expect(page.getByRole('button', { name: 'Continue with 0 slot(s)' })).toBeDisabled();
  await page.getByRole('button', { name: 'Week' }).click();
  await expect(page.getByRole('button', { name: 'Next week' })).toBeVisible();
});
