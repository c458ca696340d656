import type { Locator, TestInfo } from '@playwright/test';
import { expect, test, type Page } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { payByCard, pickDay, reachPayment, startWithVariant } from './support/booking';

// Times on the page are shown in the visitor's zone; pin it so the checks below read the same wall clock.
test.use({ timezoneId: 'America/New_York' });
test.describe.configure({ timeout: 180_000 });

const SHOTS = process.env.BOOKING_SHOTS_DIR ?? '/tmp/shots-booking';
/** A picture for review: the whole page on a desktop, the screen around `focus` on a phone. */
async function shot(page: Page, name: string, info: TestInfo, focus?: Locator) {
  const phone = info.project.name === 'phone';
  if (phone && focus) await focus.evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await page.screenshot({ path: `${SHOTS}/${name}-${info.project.name}.png`, fullPage: !phone });
}

/** Days apart per viewport, so the two projects running at once never pick the same lesson. */
const dayFor = (info: TestInfo, desktop: number) => (info.project.name === 'phone' ? desktop + 2 : desktop);

// A request the page should send comes within this; a missing one fails the test instead of waiting it out.
const SENT_WITHIN = { timeout: 30_000 };

interface CreatedIntent {
  bookingId: string;
  paymentIntentId: string;
  clientSecret: string;
}
const intentCreated = (page: Page) =>
  page.waitForResponse((r) => r.url().endsWith('/api/bookings/create-payment-intent') && r.ok(), SENT_WITHIN);

/** Marks the window, so a later check can tell the page was never reloaded. */
const markWindow = (page: Page) =>
  page.evaluate(() => ((window as unknown as { sameWindow: boolean }).sameWindow = true));
const sameWindow = (page: Page) =>
  page.evaluate(() => (window as unknown as { sameWindow?: boolean }).sameWindow === true);

const confirmedHeading = (page: Page) => page.getByRole('heading', { name: 'Booking Confirmed!' });

test.describe('the confirmation waits for the server', () => {
  test('after a card that asks for extra authentication, the page says it is processing until the server confirms, without a reload', async ({
    page,
  }, info) => {
    await startWithVariant(page, 'standard');
    await reachPayment(page, dayFor(info, 5), `auth-wait.${info.project.name}@example.com`, 'Semi-Private');
    await markWindow(page);
    // Hold the booking's read-back until the waiting state has been seen.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/api\/bookings\/[0-9a-f-]{36}$/, async (route) => {
      await released;
      await route.continue();
    });
    const confirmCall = page.waitForRequest(
      (r) => r.url().endsWith('/api/bookings/confirm') && r.method() === 'POST',
      SENT_WITHIN,
    );

    await payByCard(page, '4000 0025 0000 3155');
    const dialog = page.getByRole('dialog', { name: 'Confirm this payment with your bank' });
    await dialog.getByRole('button', { name: 'Complete authentication' }).click();

    await expect(page).toHaveURL(/\/booking\/confirmation\?booking_id=/);
    const bookingId = new URL(page.url()).searchParams.get('booking_id');
    expect((await confirmCall).postDataJSON()).toEqual({ bookingId });
    await expect(page.getByText('Processing your booking confirmation...')).toBeVisible();
    await expect(confirmedHeading(page)).toHaveCount(0);
    await shot(page, 'confirmation-processing', info);
    await expectNoAxeViolations(page);

    release();
    await expect(confirmedHeading(page)).toBeVisible();
    await expect(page.getByText(/^BK-[A-Z0-9]{6}$/)).toBeVisible();
    expect(await sameWindow(page)).toBe(true);
    await shot(page, 'confirmation-confirmed', info);
  });

  test('a payment that finishes after the visitor is sent back to the confirmation page is confirmed there, without a reload', async ({
    page,
  }, info) => {
    await startWithVariant(page, 'standard');
    const created = intentCreated(page);
    await reachPayment(page, dayFor(info, 9), `redirect.${info.project.name}@example.com`, 'Semi-Private');
    const intent = (await (await created).json()) as CreatedIntent;
    const secret = { paymentIntentId: intent.paymentIntentId, clientSecret: intent.clientSecret };

    // The card asks for the bank's check, and the visitor comes back to the return URL before it has finished.
    const paid = await page.request.post('/api/payments/test/pay', {
      data: { ...secret, cardNumber: '4000 0025 0000 3155', expiry: '12 / 30', cvc: '123', zip: '20001' },
    });
    expect(await paid.json()).toEqual({ status: 'requires_action' });
    await page.goto(`/booking/confirmation?booking_id=${intent.bookingId}`);
    await markWindow(page);
    await expect(page.getByText('Processing your booking confirmation...')).toBeVisible();
    await expect(confirmedHeading(page)).toHaveCount(0);

    // The bank's check completes; the provider settles the booking as its webhook would.
    const authenticated = await page.request.post('/api/payments/test/authenticate', {
      data: { ...secret, approve: true },
    });
    expect(await authenticated.json()).toEqual({ status: 'succeeded' });
    await expect(confirmedHeading(page)).toBeVisible();
    expect(await sameWindow(page)).toBe(true);
  });

  test("a booking refunded instead of confirmed shows the server's reason and a way to book again", async ({
    page,
  }, info) => {
    await startWithVariant(page, 'standard');
    const created = intentCreated(page);
    await reachPayment(page, dayFor(info, 13), `refunded.${info.project.name}@example.com`, 'Semi-Private');
    const { bookingId } = (await (await created).json()) as CreatedIntent;
    const reason =
      'Your payment went through after the hold on your lesson times ended, and one of the times was booked by someone else in the meantime. We have refunded your payment in full and emailed you; please choose another time.';
    // The server's answers for a payment that landed too late: a 409 with its reason, and the booking refunded.
    await page.route('**/api/bookings/confirm', (route) =>
      route.fulfill({ status: 409, json: { code: 'LATE_PAYMENT_REFUNDED', message: reason } }),
    );
    await page.route(`**/api/bookings/${bookingId}`, async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...(await response.json()), status: 'refunded' } });
    });

    await page.goto(`/booking/confirmation?booking_id=${bookingId}`);
    await expect(page.getByRole('heading', { name: 'Booking not confirmed', level: 1 })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: reason })).toBeVisible();
    await expect(confirmedHeading(page)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Book lessons' })).toHaveAttribute('href', '/booking');
    await shot(page, 'confirmation-refunded', info);
    await expectNoAxeViolations(page);
  });
});

test('with All Types, a first pick keeps times of other lesson types listed but disabled with the reason, and unpicking frees them', async ({
  page,
}, info) => {
  await startWithVariant(page, 'standard');
  await page.goto('/booking');
  await pickDay(page, 'All Types', dayFor(info, 3));
  const list = page.getByRole('region', { name: 'Choose your lesson times' });
  const slots = list.getByRole('button').filter({ hasText: /spots? left/ });
  const typeOf = async (i: number) => (await slots.nth(i).innerText()).split('\n')[2]?.trim() ?? '';

  // Add days until the list holds two lesson types, one of them shared (so the pick takes no private seat).
  const days = page.getByRole('grid').getByRole('button', { name: /: \d+ open lessons?$/ });
  let first = -1;
  let other = -1;
  for (let d = dayFor(info, 3) + 1; first < 0 || other < 0; d++) {
    await expect(slots.first()).toBeVisible();
    const types = await Promise.all(Array.from({ length: await slots.count() }, (_, i) => typeOf(i)));
    first = types.findIndex((t) => t === 'Group' || t === 'Semi-Private');
    other = types.findIndex((t) => first >= 0 && t !== types[first]);
    if (first < 0 || other < 0) await days.nth(d % (await days.count())).click();
  }
  const firstType = await typeOf(first);
  const otherSlot = slots.nth(other);

  await slots.nth(first).click();
  await expect(slots.nth(first)).toHaveAttribute('aria-pressed', 'true');
  await expect(otherSlot).toBeDisabled();
  await expect(otherSlot).toContainText(`Can't be added to your ${firstType} lessons`);
  await expect(list.getByText(`You are booking ${firstType} lessons.`)).toBeVisible();
  await shot(page, 'slot-list-other-type-disabled', info, slots.nth(first));
  await expectNoAxeViolations(page);

  // Unpicking frees every type again: step 1 is never reached with a choice the visitor cannot change.
  await slots.nth(first).click();
  await expect(otherSlot).toBeEnabled();
  await otherSlot.click();
  await expect(otherSlot).toHaveAttribute('aria-pressed', 'true');
  await otherSlot.click();

  await slots.nth(first).click();
  await page.getByRole('button', { name: 'Continue with 1 slot(s)' }).click();
  await expect(page.getByRole('radio', { name: new RegExp(`^${firstType}`) })).toBeChecked();
  await expect(page.getByRole('button', { name: 'Continue', exact: true })).toBeEnabled();
});

test('in test mode Apple Pay and Google Pay say they need the live gateway and cannot be chosen, and the card pays', async ({
  page,
}, info) => {
  await startWithVariant(page, 'standard');
  await reachPayment(page, dayFor(info, 17), `wallet.${info.project.name}@example.com`, 'Semi-Private');
  await expect(page.getByRole('radio', { name: /^Card/ })).toBeChecked();
  for (const wallet of ['Apple Pay', 'Google Pay']) {
    const option = page.getByRole('radio', { name: new RegExp(`^${wallet}`) });
    await expect(option).toBeDisabled();
    await expect(option).toHaveAccessibleDescription(/need the live payment gateway/);
  }
  await shot(page, 'payment-wallets-disabled', info, page.getByText('Amount to pay'));
  await expectNoAxeViolations(page);
  await payByCard(page, '4242 4242 4242 4242');
  await expect(confirmedHeading(page)).toBeVisible();
});

test('a paid booking reports the conversion, and the lead magnet no longer opens on its timer', async ({
  page,
}, info) => {
  await page.clock.install();
  await startWithVariant(page, 'standard');
  await reachPayment(page, dayFor(info, 21), `convert.${info.project.name}@example.com`, 'Semi-Private');
  const conversion = page.waitForRequest((r) => r.url().endsWith('/api/growth/conversion'), SENT_WITHIN);
  await payByCard(page, '4242 4242 4242 4242');
  await expect(confirmedHeading(page)).toBeVisible();
  expect((await conversion).postDataJSON()).toEqual({
    type: 'booking_complete',
    value: 25,
    sessionId: expect.any(String),
    timestamp: expect.any(Number),
  });

  await page.getByRole('link', { name: 'Return to Homepage' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.clock.runFor(60_000);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
