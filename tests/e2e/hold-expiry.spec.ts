/**
 * Holds that end: the wizard's warning, the expired notice and taking the times again. The server's clock and the
 * page's move forward together (support/clock.ts) instead of waiting out 15 minutes. Moving the server's clock
 * ends every hold on it, so these tests run on their own, after every other browser test (the `clock` project).
 */
import { markOfferSeen } from './marketing-visitor';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { MINUTE, installPageClock, moveClocks } from './support/clock';
import { payByCard, pickDay, pickSlot, reachPayment, startWithVariant } from './support/booking';

test.use({ timezoneId: 'America/New_York' });
test.describe.configure({ mode: 'serial', timeout: 180_000 });

// A request the page should send comes within this; a missing one fails the test instead of waiting it out.
const SENT_WITHIN = { timeout: 30_000 };

test.beforeEach(async ({ page }) => {
  // The free-checklist offer opens after 45 s of a visit; moving the clock would bring it over the wizard.
  await markOfferSeen(page);
  await installPageClock(page);
});

test('an expired hold is announced, blocks payment, and can be taken again', async ({ page }) => {
  await startWithVariant(page, 'urgency');
  await page.goto('/booking');
  await pickDay(page, 'Private', 19);
  await pickSlot(page, 1);
  await page.getByRole('button', { name: 'Continue with 1 slot(s)' }).click();
  await expect(page.getByText('Slots held for 15 minutes')).toBeVisible();
  await moveClocks(page, 13.5 * MINUTE);
  await expect(page.getByText('Less than 2 minutes left on your hold.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Extend hold by 15 minutes' })).toBeVisible();
  await moveClocks(page, 2 * MINUTE);
  await expect(page.getByText('Your hold has expired')).toBeVisible();
  await expectNoAxeViolations(page);
  // The same notice on a phone: readable without sideways scrolling.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByText('Your hold has expired')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: 'Hold these times again' }).click();
  await expect(page.getByText('Slots held for 15 minutes')).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(/^1[45]:\d\d$/);
});

test('a hold taken again on step 5 gets its own payment intent, and paying books the lesson instead of refunding it', async ({
  page,
}) => {
  await startWithVariant(page, 'standard');
  const firstIntent = page.waitForRequest(
    (r) => r.url().endsWith('/api/bookings/create-payment-intent'),
    SENT_WITHIN,
  );
  // A private lesson has one seat: a payment on the old checkout would find it taken by the new hold.
  await reachPayment(page, 21, 'rehold.clock@example.com');
  const before = (await firstIntent).postDataJSON() as Record<string, string>;

  await moveClocks(page, 15 * MINUTE + 5_000);
  await expect(page.getByText('Your hold has expired')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Complete Booking' })).toBeDisabled();

  const newHold = page.waitForResponse(
    (r) => r.url().endsWith('/api/bookings/hold-slots') && r.ok(),
    SENT_WITHIN,
  );
  const secondIntent = page.waitForRequest(
    (r) => r.url().endsWith('/api/bookings/create-payment-intent'),
    SENT_WITHIN,
  );
  await page.getByRole('button', { name: 'Hold these times again' }).click();
  const hold = (await (await newHold).json()) as { holdId: string; holdToken: string };
  const after = (await secondIntent).postDataJSON() as Record<string, string>;
  expect(hold.holdId).not.toBe(before.holdId);
  expect(after.holdId).toBe(hold.holdId);
  expect(after.holdToken).toBe(hold.holdToken);
  expect(after.idempotencyKey).not.toBe(before.idempotencyKey);

  await payByCard(page, '4242 4242 4242 4242');
  await expect(page.getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible();
  await expect(page.getByText(/refunded/)).toHaveCount(0);
});
